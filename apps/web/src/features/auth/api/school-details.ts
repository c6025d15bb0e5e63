/** GET and PATCH /institute/update: the school account's name, contact number and address. */
import { accountDetailsSchema, type InstituteUpdateBody, PROFILE_PATHS } from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, patch } from '../../../lib/http';

const key = ['institute', 'account-details'] as const;

export const useSchoolDetails = () =>
  useQuery({ queryKey: key, queryFn: () => get(PROFILE_PATHS.instituteUpdate, accountDetailsSchema) });

export function useUpdateSchoolDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InstituteUpdateBody) => patch(PROFILE_PATHS.instituteUpdate, body, accountDetailsSchema),
    onSuccess: (details) => {
      client.setQueryData(key, details);
      // The school's name shows in the header and on its public page.
      return client.invalidateQueries();
    },
  });
}
