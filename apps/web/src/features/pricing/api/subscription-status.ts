import { SUBSCRIPTION_PATHS, subscriptionStatusSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

/** GET /subscription/status: the subscription covering the signed-in caller, and whether they may start the trial. */
export const subscriptionStatusQuery = () =>
  queryOptions({
    queryKey: ['subscription', 'status'],
    queryFn: () => get(SUBSCRIPTION_PATHS.status, subscriptionStatusSchema),
  });

export const useSubscriptionStatus = (signedIn: boolean) =>
  useQuery({ ...subscriptionStatusQuery(), enabled: signedIn });
