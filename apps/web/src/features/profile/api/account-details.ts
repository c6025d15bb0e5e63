/** GET and PATCH /individual/update: an individual's own name, mobile number and date of birth. */
import { accountDetailsSchema, type IndividualUpdateBody, PROFILE_PATHS } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, patch } from '../../../lib/http';

const key = ['individual', 'account-details'] as const;

export const accountDetailsQuery = () =>
  queryOptions({ queryKey: key, queryFn: () => get(PROFILE_PATHS.individualUpdate, accountDetailsSchema) });

export const useAccountDetails = (enabled: boolean) => useQuery({ ...accountDetailsQuery(), enabled });

export function useUpdateAccountDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IndividualUpdateBody) => patch(PROFILE_PATHS.individualUpdate, body, accountDetailsSchema),
    onSuccess: (details) => {
      client.setQueryData(key, details);
      return client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
