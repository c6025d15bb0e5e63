import { PROFILE_PATHS, profileWidgetsSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export const profileWidgetsKey = (customUrl: string | undefined) =>
  ['user', 'profile-widgets', customUrl?.toLowerCase() ?? 'own'] as const;

/** GET /profile/widgets?customUrl=: a profile's activity, badges, and the posts and collabs this viewer may see. */
export const profileWidgetsQuery = (customUrl: string | undefined) =>
  queryOptions({
    queryKey: profileWidgetsKey(customUrl),
    queryFn: () => get(`${PROFILE_PATHS.widgets}${query({ customUrl })}`, profileWidgetsSchema),
  });

/** Without `customUrl`: the signed-in person's own. */
export const useProfileWidgets = (customUrl: string | undefined) => useQuery(profileWidgetsQuery(customUrl));
