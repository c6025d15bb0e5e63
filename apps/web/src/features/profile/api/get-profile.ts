import { profileViewSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

export const profileKey = (customUrl: string) => ['user', 'profile', customUrl.toLowerCase()] as const;

/** GET /user/profile/:customUrl: a member's profile with the parts this signed-in viewer may see. */
export const profileQuery = (customUrl: string) =>
  queryOptions({
    queryKey: profileKey(customUrl),
    queryFn: () => get(`/user/profile/${encodeURIComponent(customUrl)}`, profileViewSchema),
  });

export const useProfile = (customUrl: string) => useQuery(profileQuery(customUrl));
