import { linkStatusSchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { anyBody, get, post, query } from '../../../lib/http';

/** POST /user/reset-password/request: mails a reset link if the account exists (the answer never says). */
export const requestPasswordReset = (body: { email: string; instituteCustomUrl?: string }) =>
  post('/user/reset-password/request', body, anyBody);

/** GET /user/reset-password/status?token=: whether an emailed link is still usable, and what for. */
export const resetLinkStatusQuery = (token: string) =>
  queryOptions({
    queryKey: ['user', 'reset-password', 'status', token],
    queryFn: () => get(`/user/reset-password/status${query({ token })}`, linkStatusSchema),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** POST /user/reset-password: sets the new password and uses up the link. */
export const resetPassword = (body: { token: string; password: string }) => post('/user/reset-password', body, anyBody);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetLinkStatus = (token: string) => useQuery(resetLinkStatusQuery(token));
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
