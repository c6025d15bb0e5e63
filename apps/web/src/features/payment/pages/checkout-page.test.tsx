import { orderSchema, PAYMENT_PATHS, type Quote, quoteSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answerAndRecord, errorBody, okBody, refuse, server } from '../../../test/server';
import CheckoutPage from './checkout-page';

const quote = (fields: Partial<Quote> = {}): Quote => ({
  purpose: 'PLAN',
  description: 'Noticeboard for Schools, Yearly, 50 students',
  productType: 'SCHOOL',
  planCode: 'SCHOOL_YEARLY',
  seats: 50,
  listPaise: 3_000_000,
  discountPaise: 0,
  promotionCode: null,
  taxIncluded: false,
  taxablePaise: 3_000_000,
  taxPaise: 540_000,
  taxLabel: 'CGST+SGST',
  totalPaise: 3_540_000,
  walletBalancePaise: 0,
  walletPaise: 0,
  gatewayPaise: 3_540_000,
  periodStartsAt: '2026-11-26T06:00:00.000Z',
  periodEndsAt: '2027-11-26T06:00:00.000Z',
  lines: [
    { label: 'Noticeboard for Schools, Yearly, 50 students', amountPaise: 3_000_000 },
    { label: 'CGST 9% + SGST 9%', amountPaise: 540_000 },
  ],
  ...fields,
});

const placed = {
  id: '5b8f3c1e-8d7a-4a44-9c61-2f1d6b0e9a11',
  purpose: 'PLAN' as const,
  status: 'CREATED' as const,
  description: 'Noticeboard for Schools, Yearly, 50 students',
  planCode: 'SCHOOL_YEARLY',
  seats: 50,
  totalPaise: 3_540_000,
  walletPaise: 0,
  gatewayPaise: 3_540_000,
  currency: 'INR',
  failureReason: null,
  createdAt: '2026-11-26T06:00:00.000Z',
  paidAt: null,
  periodEndsAt: null,
  invoice: null,
  checkout: {
    gateway: 'dev' as const,
    checkoutUrl: '/dev/checkout?order=order_dev_0123456789abcdef',
    gatewayOrderId: 'order_dev_0123456789abcdef',
    amountPaise: 3_540_000,
    currency: 'INR' as const,
  },
};

const open = (route: string) =>
  renderWithProviders(<CheckoutPage />, { route, path: '/checkout/:planCode', user: instituteUser });

describe('CheckoutPage', () => {
  it('shows the server’s price line by line and pays at the gateway the order was opened at', async () => {
    const asked = answerAndRecord('post', PAYMENT_PATHS.quote, quoteSchema, quote());
    const orders = answerAndRecord('post', PAYMENT_PATHS.orders, orderSchema, placed, { status: 201 });
    const { user } = open('/checkout/SCHOOL_YEARLY?seats=50');

    const price = await screen.findByLabelText('Price');
    expect(within(price).getByText('CGST 9% + SGST 9%')).toBeInTheDocument();
    expect(within(price).getByText('₹5,400')).toBeInTheDocument();
    expect(asked[0]).toEqual({ purpose: 'PLAN', planCode: 'SCHOOL_YEARLY', seats: 50, useWallet: false });

    await user.click(screen.getByRole('button', { name: 'Pay ₹35,400' }));
    expect(await screen.findByText('Navigated to /dev/checkout?order=order_dev_0123456789abcdef')).toBeInTheDocument();
    expect(orders).toEqual([{ purpose: 'PLAN', planCode: 'SCHOOL_YEARLY', seats: 50, useWallet: false }]);
  });

  it('takes a refused code off the order, says why under the field and still shows the price', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`/api${PAYMENT_PATHS.quote}`, async ({ request }) => {
        const body = (await request.json()) as { promotionCode?: string };
        asked.push(body);
        if (body.promotionCode) {
          const refused = errorBody('PROMOTION_INVALID', 'This code has expired.');
          return HttpResponse.json(refused, { status: 400 });
        }
        return HttpResponse.json(okBody(quoteSchema, quote()));
      }),
    );
    open('/checkout/SCHOOL_YEARLY?seats=50&promo=OLDCODE');

    expect(await screen.findByText('This code has expired.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay ₹35,400' })).toBeEnabled();
    expect(asked).toEqual([
      { purpose: 'PLAN', planCode: 'SCHOOL_YEARLY', seats: 50, promotionCode: 'OLDCODE', useWallet: false },
      { purpose: 'PLAN', planCode: 'SCHOOL_YEARLY', seats: 50, useWallet: false },
    ]);
  });

  it('says nothing was charged when the gateway cannot be reached', async () => {
    answerAndRecord('post', PAYMENT_PATHS.quote, quoteSchema, quote());
    refuse('post', PAYMENT_PATHS.orders, 'PAYMENT_GATEWAY_UNAVAILABLE', 'Gateway down');
    const { user } = open('/checkout/SCHOOL_YEARLY?seats=50');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹35,400' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was charged');
  });

  it('offers the wallet only when it covers the whole price', async () => {
    answerAndRecord('post', PAYMENT_PATHS.quote, quoteSchema, quote({ walletBalancePaise: 100_000 }));
    open('/checkout/SCHOOL_YEARLY?seats=50');
    const wallet = await screen.findByRole('checkbox', { name: /Pay from my wallet \(balance ₹1,000\)/ });
    expect(wallet).toBeDisabled();
    expect(screen.getByText('Your wallet holds less than the total.')).toBeInTheDocument();
  });
});
