/** Orders from the web: quote, place, confirm the checkout's result, report a failure, read one (spec §7). */
import {
  CONSENT_PAYMENT_PATHS,
  consentOrderStatusSchema,
  devCheckoutOrderSchema,
  devCheckoutResultSchema,
  type OrderRequest,
  type OrderView,
  orderSchema,
  PAYMENT_PATHS,
  type PaymentResult,
  quoteSchema,
  SUBSCRIPTION_PATHS,
  subscriptionStatusSchema,
} from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../lib/http';
import { peekSessionUser, setUserData } from '../../../lib/session';

const withId = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

export const quoteQuery = (request: OrderRequest | null) =>
  queryOptions({
    queryKey: ['orders', 'quote', request],
    queryFn: () => post(PAYMENT_PATHS.quote, request, quoteSchema),
    enabled: request !== null,
    retry: false,
  });

export const placeOrder = (request: OrderRequest) => post(PAYMENT_PATHS.orders, request, orderSchema);

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: ['orders', id], queryFn: () => get(withId(PAYMENT_PATHS.order, id), orderSchema) });

/** Polls while the order waits for its payment (a webhook may settle it a moment after the redirect). */
export const useOrder = (id: string) =>
  useQuery({
    ...orderQuery(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'CREATED' && query.state.dataUpdateCount < 6 ? 1500 : false,
  });

export const confirmPayment = (orderId: string, result: PaymentResult) =>
  post(withId(PAYMENT_PATHS.payment, orderId), result, orderSchema);

export const reportFailure = (orderId: string, reason: string) =>
  post(withId(PAYMENT_PATHS.failure, orderId), { reason }, orderSchema);

/** After a payment the stored user learns the new state at once, as after starting the trial. */
export async function refreshSubscription(): Promise<void> {
  const status = await get(SUBSCRIPTION_PATHS.status, subscriptionStatusSchema);
  const user = peekSessionUser();
  if (!user) return;
  const { state, endsAt, graceEndsAt, trialAvailable } = status;
  setUserData({ ...user, subscription: { state, endsAt, graceEndsAt, trialAvailable } });
}

const devPath = (gatewayOrderId: string) => PAYMENT_PATHS.devCheckout.replace(':gatewayOrderId', gatewayOrderId);

export const devCheckoutQuery = (gatewayOrderId: string) =>
  queryOptions({
    queryKey: ['dev-checkout', gatewayOrderId],
    queryFn: () => get(devPath(gatewayOrderId), devCheckoutOrderSchema),
    retry: false,
  });

export const devCheckoutAct = (gatewayOrderId: string, outcome: 'PAY' | 'FAIL') =>
  post(devPath(gatewayOrderId), { outcome }, devCheckoutResultSchema);

/** update_payment's parent-consent variant: a parent pays without an account, the signature is the proof. */
export const confirmConsentPayment = (orderId: string, result: PaymentResult) =>
  post(withId(CONSENT_PAYMENT_PATHS.payment, orderId), result, consentOrderStatusSchema);

export const reportConsentFailure = (orderId: string, reason: string) =>
  post(withId(CONSENT_PAYMENT_PATHS.failure, orderId), { reason }, consentOrderStatusSchema);

export type { OrderView };
