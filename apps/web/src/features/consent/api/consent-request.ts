import { type ConsentDecisionBody, consentDecisionResultSchema, consentPublicSchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { get, post, query } from '../../../lib/http';

/** GET /parent-consent/verify?token=: the school and the student's first name, nothing more. */
export const consentRequestQuery = (token: string) =>
  queryOptions({
    queryKey: ['parent-consent', 'request', token],
    queryFn: () => get(`/parent-consent/verify${query({ token })}`, consentPublicSchema),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConsentRequest = (token: string) => useQuery({ ...consentRequestQuery(token), enabled: !!token });

/** POST /parent-consent/verify: the parent's answer; the link works once. */
export const decideConsent = (body: ConsentDecisionBody) =>
  post('/parent-consent/verify', body, consentDecisionResultSchema);

export const useDecideConsent = () => useMutation({ mutationFn: decideConsent });
