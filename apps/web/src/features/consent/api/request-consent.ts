import { consentSchema, type RequestConsentBody } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { consentsKey } from './list-consents';

/** POST /institute/parent-consent: records the parent and emails them the consent link. */
export const requestConsent = (body: RequestConsentBody) => post('/institute/parent-consent', body, consentSchema);

export function useRequestConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestConsent,
    onSuccess: () => client.invalidateQueries({ queryKey: consentsKey }),
  });
}
