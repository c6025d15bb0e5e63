import { profileSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

/** GET /user/profile/:customUrl: a member's profile as a signed-in user may see it. */
export const profileQuery = (customUrl: string) =>
  queryOptions({
    queryKey: ['user', 'profile', customUrl],
    queryFn: () => get(`/user/profile/${encodeURIComponent(customUrl)}`, profileSchema),
  });

export const useProfile = (customUrl: string) => useQuery(profileQuery(customUrl));
