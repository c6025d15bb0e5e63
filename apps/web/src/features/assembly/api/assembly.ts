/** The assembly's endpoints: settings, a school's bulletins and their edits (one fetcher and hook per endpoint). */
import {
  ASSEMBLY_PATHS,
  type AssemblySettingsBody,
  assemblySettingsSchema,
  type BulletinEdit,
  bulletinSchema,
  schoolBulletinsSchema,
} from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, patch, put, query } from '../../../lib/http';

export const assemblyKey = ['assembly'] as const;
const bulletinKey = (customUrl: string | undefined) => [...assemblyKey, 'bulletin', customUrl ?? 'own'] as const;
const settingsKey = [...assemblyKey, 'settings'] as const;

/** GET /assembly/bulletin?customUrl=: the bulletin out now, and the upcoming one for staff. */
export const schoolBulletinsQuery = (customUrl: string | undefined) =>
  queryOptions({
    queryKey: bulletinKey(customUrl),
    queryFn: () => get(`${ASSEMBLY_PATHS.bulletin}${query({ customUrl })}`, schoolBulletinsSchema),
    // The audio is made in the background: look again while it is on its way.
    refetchInterval: (state) => {
      const data = state.state.data;
      const waiting = [data?.current, data?.upcoming].some((bulletin) => bulletin?.audio?.status === 'PENDING');
      return waiting ? 10_000 : false;
    },
  });
export const useSchoolBulletins = (customUrl: string | undefined, enabled = true) =>
  useQuery({ ...schoolBulletinsQuery(customUrl), enabled });

/** PATCH /assembly/bulletin/:id */
export const editBulletin = (id: string, edit: BulletinEdit) =>
  patch(ASSEMBLY_PATHS.bulletinById.replace(':id', encodeURIComponent(id)), edit, bulletinSchema);

export function useEditBulletin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: BulletinEdit }) => editBulletin(id, edit),
    onSuccess: () => client.invalidateQueries({ queryKey: assemblyKey }),
  });
}

/** GET /assembly/settings */
export const assemblySettingsQuery = () =>
  queryOptions({ queryKey: settingsKey, queryFn: () => get(ASSEMBLY_PATHS.settings, assemblySettingsSchema) });
export const useAssemblySettings = (enabled = true) => useQuery({ ...assemblySettingsQuery(), enabled });

/** PUT /assembly/settings */
export const saveAssemblySettings = (body: AssemblySettingsBody) =>
  put(ASSEMBLY_PATHS.settings, body, assemblySettingsSchema);

export function useSaveAssemblySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAssemblySettings,
    onSuccess: () => client.invalidateQueries({ queryKey: assemblyKey }),
  });
}
