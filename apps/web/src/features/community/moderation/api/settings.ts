/** A school's community switches (spec §4): auto-approval and global visibility, each `{ enabled }`. */
import { COMMUNITY_PATHS, communitySettingsSchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, put } from '../../../../lib/http';
import { moderationKeys } from './keys';

export type CommunitySetting = 'autoApproval' | 'globalVisibility';
type SettingValue = z.infer<typeof communitySettingsSchema>;

/** GET the switch. */
export const settingQuery = (setting: CommunitySetting) =>
  queryOptions({
    queryKey: moderationKeys.setting(setting),
    queryFn: () => get(COMMUNITY_PATHS[setting], communitySettingsSchema),
  });

export const useSetting = (setting: CommunitySetting) => useQuery(settingQuery(setting));

/** PUT the switch; it flips at once and flips back if the call fails. */
export function useChangeSetting(setting: CommunitySetting) {
  const queryClient = useQueryClient();
  const key = moderationKeys.setting(setting);
  return useMutation<SettingValue, Error, boolean, { previous: SettingValue | undefined }>({
    mutationFn: (enabled) => put(COMMUNITY_PATHS[setting], { enabled }, communitySettingsSchema),
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SettingValue>(key);
      queryClient.setQueryData<SettingValue>(key, { enabled });
      return { previous };
    },
    onError: (_error, _enabled, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (value) => queryClient.setQueryData(key, value),
  });
}
