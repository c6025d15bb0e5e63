import { POLICY_PATHS, type PolicyAcceptBody, policyAcceptanceStatusSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { policyAcceptanceKey } from './policy-acceptance';

/** POST /policy/accept: the versions read; a newer one published meanwhile is a 409. */
export const acceptPolicies = (body: PolicyAcceptBody) => post(POLICY_PATHS.accept, body, policyAcceptanceStatusSchema);

export const useAcceptPolicies = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPolicies,
    onSuccess: (status) => queryClient.setQueryData(policyAcceptanceKey, status),
  });
};
