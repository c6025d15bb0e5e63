/** Where the member's next post lands (published at once, or sent for review): the composer's wording. */
import { COMMUNITY_PATHS, postingStandingSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { useSessionUser } from '../../../lib/use-session';
import { COMMUNITY_KEY, viewerOf } from './feed';

export function usePostingStanding() {
  const viewer = viewerOf(useSessionUser());
  return useQuery({
    queryKey: [...COMMUNITY_KEY, 'posting', viewer],
    queryFn: () => get(COMMUNITY_PATHS.posting, postingStandingSchema),
    staleTime: 60_000,
  });
}
