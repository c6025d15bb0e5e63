import { POLICY_PATHS, policyAcceptanceStatusSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

export const policyAcceptanceKey = ['policy-acceptance'] as const;

/** GET /policy/acceptance: what the signed-in person still has to accept, with what changed. */
export const policyAcceptanceQuery = () =>
  queryOptions({
    queryKey: policyAcceptanceKey,
    queryFn: () => get(POLICY_PATHS.acceptance, policyAcceptanceStatusSchema),
  });

export const usePolicyAcceptance = () => useQuery(policyAcceptanceQuery());
