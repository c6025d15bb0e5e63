/** A parent paying the school's consent fee, without an account (spec §7 update_payment, parent-consent variants). */
import {
  CONSENT_PAYMENT_PATHS,
  type ConsentPayBody,
  consentOrderStatusSchema,
  consentPaySchema,
  type PaymentResult,
} from '@noticeboard/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/http';

const withId = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

/** POST /parent-consent/pay: the fee's order, opened at the gateway. */
export const payConsentFee = (body: ConsentPayBody) => post(CONSENT_PAYMENT_PATHS.pay, body, consentPaySchema);

export const confirmConsentPayment = (orderId: string, result: PaymentResult) =>
  post(withId(CONSENT_PAYMENT_PATHS.payment, orderId), result, consentOrderStatusSchema);

export const reportConsentFailure = (orderId: string, reason: string) =>
  post(withId(CONSENT_PAYMENT_PATHS.failure, orderId), { reason }, consentOrderStatusSchema);

/** How many times an unpaid order is read again (1.5 s apart) before the page says the payment has not arrived. */
export const UNPAID_POLLS = 6;

/** GET /parent-consent/orders/:id, polled while the payment may still arrive (a webhook can settle it a moment later). */
export const consentOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['parent-consent', 'order', orderId],
    queryFn: () => get(withId(CONSENT_PAYMENT_PATHS.order, orderId), consentOrderStatusSchema),
    retry: false,
  });

/** The order, and whether an unpaid one is still being read again (the page waits before saying it is not paid). */
export function useConsentOrder(orderId: string) {
  const options = consentOrderQuery(orderId);
  const stillUnpaid = (state: { data?: { status: string }; dataUpdateCount: number } | undefined) =>
    state?.data?.status === 'CREATED' && state.dataUpdateCount < UNPAID_POLLS;
  const order = useQuery({ ...options, refetchInterval: (query) => (stillUnpaid(query.state) ? 1500 : false) });
  const checking = stillUnpaid(useQueryClient().getQueryState(options.queryKey));
  return { ...order, checking };
}

/** The consent link a parent paid from, kept for this tab so a failed or abandoned payment can be tried again. */
const retryKey = (orderId: string) => `parentConsentRetry:${orderId}`;
export const rememberConsentLink = (orderId: string, token: string) => sessionStorage.setItem(retryKey(orderId), token);
export const consentLinkOf = (orderId: string) => sessionStorage.getItem(retryKey(orderId));
export const forgetConsentLink = (orderId: string) => sessionStorage.removeItem(retryKey(orderId));
