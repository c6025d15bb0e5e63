/** What the menu needs beyond the role: whether a faculty member sits on the approval committee. */

import type { UserDetails } from '@noticeboard/shared';
import { roleOf } from '@noticeboard/shared/access';
import { useQuery } from '@tanstack/react-query';

/** A seat changes rarely; a few minutes' delay before the menu follows is fine. */
const CAPABILITIES_STALE_MS = 5 * 60_000;

export function useCapabilities(user: UserDetails | null): { moderates: boolean } {
  const asks = user !== null && roleOf(user) === 'FACULTY';
  const query = useQuery({
    queryKey: ['home', 'capabilities', user?.customUrl ?? 'visitor'],
    queryFn: () => import('./fetch-capabilities').then((module) => module.fetchCapabilities()),
    enabled: asks,
    staleTime: CAPABILITIES_STALE_MS,
  });
  return { moderates: asks && (query.data?.moderates ?? false) };
}
