import {
  CONSENT_PAYMENT_PATHS,
  consentOrderStatusSchema,
  devCheckoutOrderSchema,
  devCheckoutResultSchema,
  orderSchema,
  PAYMENT_PATHS,
} from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord } from '../../../test/server';
import DevCheckoutPage from './dev-checkout-page';

const GATEWAY_ORDER = 'order_dev_0123456789abcdef';
const ORDER_ID = '6a1f0c3e-2b4d-4e5f-8a9b-0c1d2e3f4a5b';
const devPath = PAYMENT_PATHS.devCheckout.replace(':gatewayOrderId', GATEWAY_ORDER);
const withId = (template: string) => template.replace(':id', ORDER_ID);
const signed = {
  razorpay_order_id: GATEWAY_ORDER,
  razorpay_payment_id: 'pay_dev_0123456789abcdef',
  razorpay_signature: 'a'.repeat(64),
};
const consentReturn = `/parent-consent/verify?paid=${ORDER_ID}`;

function consentFeeAtGateway() {
  answer('get', devPath, devCheckoutOrderSchema, {
    gatewayOrderId: GATEWAY_ORDER,
    orderId: ORDER_ID,
    purpose: 'CONSENT_FEE',
    amountPaise: 19_900,
    description: 'Parent consent fee for Kavya, Riverside International Academy',
    status: 'CREATED',
    returnPath: consentReturn,
  });
}

const renderPage = () =>
  renderWithProviders(<DevCheckoutPage />, { route: `/dev/checkout?order=${GATEWAY_ORDER}`, path: '/dev/checkout' });

describe('DevCheckoutPage for a parent’s consent fee', () => {
  it('hands the signed result to the parent-consent update_payment, never the signed-in one', async () => {
    consentFeeAtGateway();
    answer('post', devPath, devCheckoutResultSchema, {
      outcome: 'PAY',
      orderId: ORDER_ID,
      purpose: 'CONSENT_FEE',
      result: signed,
      failureReason: null,
      returnPath: consentReturn,
    });
    const consentPaid = answerAndRecord('post', withId(CONSENT_PAYMENT_PATHS.payment), consentOrderStatusSchema, {
      status: 'PAID',
      amountPaise: 19_900,
      studentFirstName: 'Kavya',
    });
    const buyerPaid = answerAndRecord('post', withId(PAYMENT_PATHS.payment), orderSchema.partial(), {});
    const { user } = renderPage();
    expect(
      await screen.findByText('Parent consent fee for Kavya, Riverside International Academy'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹199' }));
    expect(await screen.findByText(`Navigated to ${consentReturn}`)).toBeInTheDocument();
    expect(consentPaid).toEqual([signed]);
    expect(buyerPaid).toEqual([]);
  });

  it('reports a failed payment to the parent-consent variant', async () => {
    consentFeeAtGateway();
    answer('post', devPath, devCheckoutResultSchema, {
      outcome: 'FAIL',
      orderId: ORDER_ID,
      purpose: 'CONSENT_FEE',
      result: null,
      failureReason: 'Payment declined by the bank (dev gateway)',
      returnPath: consentReturn,
    });
    const failed = answerAndRecord('post', withId(CONSENT_PAYMENT_PATHS.failure), consentOrderStatusSchema, {
      status: 'FAILED',
      amountPaise: 19_900,
      studentFirstName: 'Kavya',
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Fail the payment' }));
    expect(await screen.findByText(`Navigated to ${consentReturn}`)).toBeInTheDocument();
    expect(failed).toEqual([{ reason: 'Payment declined by the bank (dev gateway)' }]);
  });
});
