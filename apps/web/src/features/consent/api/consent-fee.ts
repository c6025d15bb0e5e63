import { CONSENT_PAYMENT_PATHS, type ConsentFeeBody, consentFeeSchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, put } from '../../../lib/http';

const consentFeeKey = ['institute', 'parent-consent-fee'] as const;

/** GET /institute/parent-consent/fee: what parents pay when they grant consent (null: nothing). */
export const consentFeeQuery = () =>
  queryOptions({ queryKey: consentFeeKey, queryFn: () => get(CONSENT_PAYMENT_PATHS.fee, consentFeeSchema) });

export const useConsentFee = () => useQuery(consentFeeQuery());

/** PUT /institute/parent-consent/fee */
export const saveConsentFee = (body: ConsentFeeBody) => put(CONSENT_PAYMENT_PATHS.fee, body, consentFeeSchema);

export function useSaveConsentFee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConsentFee,
    onSuccess: (saved) => client.setQueryData(consentFeeKey, saved),
  });
}
