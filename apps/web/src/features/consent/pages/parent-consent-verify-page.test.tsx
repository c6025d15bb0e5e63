import {
  CONSENT_PAYMENT_PATHS,
  type ConsentPublic,
  consentDecisionResultSchema,
  consentOrderStatusSchema,
  consentPaySchema,
  consentPublicSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import ParentConsentVerifyPage from './parent-consent-verify-page';

const TOKEN = 'tok_0123456789abcdefghijklmnop';
const ORDER_ID = '6a1f0c3e-2b4d-4e5f-8a9b-0c1d2e3f4a5b';
const orderPath = (template: string) => template.replace(':id', ORDER_ID);

const request = (feePaise: number | null): ConsentPublic => ({
  studentFirstName: 'Kavya',
  schoolName: 'Riverside International Academy',
  expiresAt: '2026-12-01T00:00:00.000Z',
  feePaise,
});

const renderPage = (search: string) =>
  renderWithProviders(<ParentConsentVerifyPage />, {
    route: `/parent-consent/verify?${search}`,
    path: '/parent-consent/verify',
  });

async function typeName(user: ReturnType<typeof renderPage>['user']) {
  const form = await screen.findByRole('form', { name: 'Your answer' });
  await user.type(within(form).getByLabelText(/Your name/), 'Meera Iyer');
  return form;
}

afterEach(() => sessionStorage.clear());

describe('ParentConsentVerifyPage with a consent fee', () => {
  it('shows the fee and pays it: the dev gateway’s page opens for the order, the link kept to try again', async () => {
    answer('get', '/parent-consent/verify', consentPublicSchema, request(19_900));
    const paid = answerAndRecord('post', CONSENT_PAYMENT_PATHS.pay, consentPaySchema, {
      orderId: ORDER_ID,
      amountPaise: 19_900,
      description: 'Parent consent fee for Kavya, Riverside International Academy',
      checkout: {
        gateway: 'dev',
        checkoutUrl: '/dev/checkout?order=order_dev_0123456789abcdef',
        gatewayOrderId: 'order_dev_0123456789abcdef',
        amountPaise: 19_900,
        currency: 'INR',
      },
    });
    const decided = answerAndRecord('post', '/parent-consent/verify', consentDecisionResultSchema, {
      status: 'GRANTED',
    });
    const { user } = renderPage(`token=${TOKEN}`);
    const fee = await screen.findByRole('alert', { name: /Consent fee/ });
    expect(fee).toHaveTextContent('Consent fee: ₹199');
    expect(fee).toHaveTextContent('₹199 (GST included) once');
    expect(fee).toHaveTextContent('Declining is free.');
    const form = await typeName(user);
    expect(within(form).queryByRole('button', { name: 'I give consent' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'I give consent and pay ₹199' }));
    expect(await screen.findByText('Navigated to /dev/checkout?order=order_dev_0123456789abcdef')).toBeInTheDocument();
    expect(paid).toEqual([{ token: TOKEN, parentName: 'Meera Iyer', faceChecks: false }]);
    expect(decided).toEqual([]);
    expect(sessionStorage.getItem(`parentConsentRetry:${ORDER_ID}`)).toBe(TOKEN);
  });

  it('declines for free, without an order', async () => {
    answer('get', '/parent-consent/verify', consentPublicSchema, request(19_900));
    const paid = answerAndRecord('post', CONSENT_PAYMENT_PATHS.pay, consentPaySchema, {
      orderId: ORDER_ID,
      amountPaise: 19_900,
      description: 'x',
      checkout: { gateway: 'dev', checkoutUrl: '/dev/checkout', gatewayOrderId: 'g', amountPaise: 1, currency: 'INR' },
    });
    const decided = answerAndRecord('post', '/parent-consent/verify', consentDecisionResultSchema, {
      status: 'DECLINED',
    });
    const { user } = renderPage(`token=${TOKEN}`);
    const form = await typeName(user);
    await user.click(within(form).getByRole('button', { name: 'I do not consent' }));
    expect(await screen.findByText(/You have declined/)).toBeInTheDocument();
    expect(decided).toEqual([{ token: TOKEN, decision: 'DECLINE', parentName: 'Meera Iyer', faceChecks: false }]);
    expect(paid).toEqual([]);
  });

  it('a fee set after the page opened: the free grant is refused and the page reads the fee again', async () => {
    answer('get', '/parent-consent/verify', consentPublicSchema, request(null));
    refuse('post', '/parent-consent/verify', 'CONSENT_FEE_DUE', 'The school asks for a consent fee.');
    const { user } = renderPage(`token=${TOKEN}`);
    const form = await typeName(user);
    answer('get', '/parent-consent/verify', consentPublicSchema, request(29_900));
    await user.click(within(form).getByRole('button', { name: 'I give consent' }));
    expect(await within(form).findByRole('button', { name: 'I give consent and pay ₹299' })).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('The school asks for a consent fee.');
  });
});

describe('ParentConsentVerifyPage without a fee', () => {
  it('grants for free at once', async () => {
    answer('get', '/parent-consent/verify', consentPublicSchema, request(null));
    const decided = answerAndRecord('post', '/parent-consent/verify', consentDecisionResultSchema, {
      status: 'GRANTED',
    });
    const { user } = renderPage(`token=${TOKEN}`);
    const form = await typeName(user);
    expect(screen.queryByRole('alert', { name: /Consent fee/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'I give consent' }));
    expect(await screen.findByText(/You have given consent. Kavya can now take part fully./)).toBeInTheDocument();
    expect(decided).toEqual([{ token: TOKEN, decision: 'GRANT', parentName: 'Meera Iyer', faceChecks: false }]);
  });

  it('sends the separate yes to face checks only when the parent ticks it', async () => {
    answer('get', '/parent-consent/verify', consentPublicSchema, request(null));
    const decided = answerAndRecord('post', '/parent-consent/verify', consentDecisionResultSchema, {
      status: 'GRANTED',
    });
    const { user } = renderPage(`token=${TOKEN}`);
    const form = await typeName(user);
    const faceChecks = within(form).getByRole('checkbox', { name: 'I also allow face checks in school assessments' });
    expect(faceChecks).not.toBeChecked();
    await user.click(faceChecks);
    await user.click(within(form).getByRole('button', { name: 'I give consent' }));
    await screen.findByText(/You have given consent/);
    expect(decided).toEqual([{ token: TOKEN, decision: 'GRANT', parentName: 'Meera Iyer', faceChecks: true }]);
  });
});

describe('ParentConsentVerifyPage back from the checkout', () => {
  it('thanks the parent once the order is paid', async () => {
    sessionStorage.setItem(`parentConsentRetry:${ORDER_ID}`, TOKEN);
    answer('get', orderPath(CONSENT_PAYMENT_PATHS.order), consentOrderStatusSchema, {
      status: 'PAID',
      amountPaise: 19_900,
      studentFirstName: 'Kavya',
    });
    renderPage(`paid=${ORDER_ID}`);
    expect(await screen.findByText('Thank you: consent granted and ₹199 paid.')).toBeInTheDocument();
    expect(screen.getByText('Kavya can now take part fully.')).toBeInTheDocument();
    expect(screen.getByText(/tax invoice is on its way to your email/)).toBeInTheDocument();
    expect(sessionStorage.getItem(`parentConsentRetry:${ORDER_ID}`)).toBeNull();
  });

  it('a failed payment says nothing was charged and offers the link again', async () => {
    sessionStorage.setItem(`parentConsentRetry:${ORDER_ID}`, TOKEN);
    answer('get', orderPath(CONSENT_PAYMENT_PATHS.order), consentOrderStatusSchema, {
      status: 'FAILED',
      amountPaise: 19_900,
      studentFirstName: 'Kavya',
    });
    renderPage(`paid=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment did not go through. Nothing was charged and consent for Kavya is not yet given.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/parent-consent/verify?token=${TOKEN}`,
    );
  });

  it('an unknown order is not found', async () => {
    refuse('get', orderPath(CONSENT_PAYMENT_PATHS.order), 'NOT_FOUND', 'Order not found');
    renderPage(`paid=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
  });
});
