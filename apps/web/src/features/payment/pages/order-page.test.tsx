import {
  orderSchema,
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  SUBSCRIPTION_PATHS,
  subscriptionStatusSchema,
} from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer } from '../../../test/server';
import OrderPage from './order-page';

const ID = '5b8f3c1e-8d7a-4a44-9c61-2f1d6b0e9a11';
const order = {
  id: ID,
  purpose: 'PLAN' as const,
  status: 'PAID' as const,
  description: 'Noticeboard for Schools, Yearly, 50 students',
  planCode: 'SCHOOL_YEARLY',
  seats: 50,
  totalPaise: 3_540_000,
  walletPaise: 0,
  gatewayPaise: 3_540_000,
  currency: 'INR',
  failureReason: null,
  createdAt: '2026-11-26T06:00:00.000Z',
  paidAt: '2026-11-26T06:01:00.000Z',
  periodEndsAt: '2027-11-26T06:00:00.000Z',
  invoice: { id: '9d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d', number: 'NB/26-27/000007' },
  checkout: null,
};

const open = () =>
  renderWithProviders(<OrderPage />, { route: `/orders/${ID}`, path: '/orders/:id', user: instituteUser });

describe('OrderPage', () => {
  it('confirms a paid order with its end date and asks before downloading the invoice', async () => {
    answer('get', PAYMENT_PATHS.order.replace(':id', ID), orderSchema, order);
    answer('get', SUBSCRIPTION_PATHS.status, subscriptionStatusSchema, {
      state: 'ACTIVE',
      endsAt: order.periodEndsAt,
      graceEndsAt: null,
      trialAvailable: false,
      mayStartTrial: false,
      trialDays: 14,
      mayWrite: true,
    });
    const { user } = open();
    expect(await screen.findByText('Your plan is active until 26 Nov 2027.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download invoice NB/26-27/000007' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.downloadInvoiceConfirm)).toBeInTheDocument();
  });

  it('says a failed payment charged nothing and offers to try again', async () => {
    answer('get', PAYMENT_PATHS.order.replace(':id', ID), orderSchema, {
      ...order,
      status: 'FAILED',
      paidAt: null,
      periodEndsAt: null,
      invoice: null,
      failureReason: 'Card declined',
      checkout: {
        gateway: 'dev',
        checkoutUrl: '/dev/checkout?order=order_dev_0123456789abcdef',
        gatewayOrderId: 'order_dev_0123456789abcdef',
        amountPaise: 3_540_000,
        currency: 'INR',
      },
    });
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Card declined');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Navigated to /dev/checkout?order=order_dev_0123456789abcdef')).toBeInTheDocument();
  });
});
