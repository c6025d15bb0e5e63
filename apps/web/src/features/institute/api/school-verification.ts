import { schoolVerificationSchema, type VerificationRequestBody } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/http';

const verificationKey = ['institute', 'verification'] as const;

/** GET /institute/verification: the school's own request and the operator's decision. */
export const schoolVerificationQuery = () =>
  queryOptions({
    queryKey: verificationKey,
    queryFn: () => get('/institute/verification', schoolVerificationSchema),
  });

export const useSchoolVerification = () => useQuery(schoolVerificationQuery());

/** POST /institute/verification */
export const requestVerification = (body: VerificationRequestBody) =>
  post('/institute/verification', body, schoolVerificationSchema);

export function useRequestVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: (saved) => client.setQueryData(verificationKey, saved),
  });
}
