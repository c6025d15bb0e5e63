import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_PATHS, SUBSCRIPTION_PATHS } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingDocuments, orders, promotions, subscriptions, taxDetails } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { DevPaymentGateway } from './gateway/dev.gateway';
import type { SimulatedEvent } from './gateway/dev-webhook-body';
import { MISSED_RECEIPTS_JOB } from './invoice/missed-receipts.job';

let t: TestApp;
let gateway: DevPaymentGateway;
let now = new Date('2026-11-26T06:00:00.000Z');
const clock = { now: () => now };
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  const secrets = t.config.payments.devSecrets;
  if (!secrets) throw new Error('the tests run on the dev gateway');
  gateway = new DevPaymentGateway({ secrets });
  await t.db.insert(promotions).values({
    code: 'TESTTEN',
    discountKind: 'PERCENT',
    discountValue: 10,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: new Date('2027-12-31T00:00:00Z'),
  });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const orderPath = (template: string, id: string) => template.replace(':id', id);

async function newReader(): Promise<SignedIn> {
  return signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
}

async function newSchool(name: string) {
  const school = await buildInstitute(t.db, name);
  await t.db.delete(subscriptions).where(eq(subscriptions.instituteId, school.institute.id));
  const account = await signIn(t.app, 'institute', school.account.email);
  return { school, account };
}

async function placeOrder(who: SignedIn, body: object) {
  const response = await call('POST', PAYMENT_PATHS.orders, who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().body;
}

function checkoutResult(gatewayOrderId: string, paymentId = gateway.newPaymentId()) {
  return {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: gateway.signCheckout(gatewayOrderId, paymentId),
  };
}

/** Pays an order as the checkout would: the dev gateway's signed result for its gateway order. */
const payByCheckout = (who: SignedIn, order: { id: string; checkout: { gatewayOrderId: string } }) =>
  call('POST', orderPath(PAYMENT_PATHS.payment, order.id), who, checkoutResult(order.checkout.gatewayOrderId));

function sendWebhook(webhook: { rawBody: string; signature: string; eventId: string }, eventId = webhook.eventId) {
  return t.app.inject({
    method: 'POST',
    url: `/api${PAYMENT_PATHS.webhook}`,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhook.signature,
      'x-razorpay-event-id': eventId,
    },
    payload: webhook.rawBody,
  });
}

/** A reader's monthly order, the checkout result that pays it, and the gateway's signed webhooks about that payment. */
async function monthlyOrder(reader: SignedIn) {
  const order = await placeOrder(reader, { purpose: 'PLAN', planCode: 'READER_MONTHLY' });
  const gatewayOrderId: string = order.checkout.gatewayOrderId;
  const result = checkoutResult(gatewayOrderId);
  const webhookOf = (type: SimulatedEvent['type'], amountPaise = 14_900) =>
    gateway.simulatedWebhook({ type, gatewayOrderId, gatewayPaymentId: result.razorpay_payment_id, amountPaise });
  return { order, gatewayOrderId, result, webhookOf };
}

const periodsOf = (userId: string) =>
  t.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, 'PAID')));

/** Paid, with one paid period and one invoice, whatever arrived how many times. */
async function expectActivatedOnce(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(row?.status).toBe('PAID');
  expect(await periodsOf(row?.userId ?? '')).toHaveLength(1);
  expect(await t.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, orderId))).toHaveLength(1);
}

describe('a reader buys the yearly plan', () => {
  it('is priced by the server with the promotion and GST inside, paid by a verified checkout, and invoiced once', async () => {
    const reader = await newReader();
    const quote = await call('POST', PAYMENT_PATHS.quote, reader, {
      purpose: 'PLAN',
      planCode: 'reader_yearly',
      promotionCode: ' testten ',
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().body).toMatchObject({
      listPaise: 149_900,
      discountPaise: 14_990,
      promotionCode: 'TESTTEN',
      taxIncluded: true,
      totalPaise: 134_910,
      gatewayPaise: 134_910,
      taxLabel: 'CGST+SGST',
    });

    const order = await placeOrder(reader, { purpose: 'PLAN', planCode: 'READER_YEARLY', promotionCode: 'TESTTEN' });
    expect(order).toMatchObject({ status: 'CREATED', totalPaise: 134_910, checkout: { gateway: 'dev' } });
    const paid = await payByCheckout(reader, order);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().body).toMatchObject({ status: 'PAID', invoice: { number: 'NB/26-27/000001' }, checkout: null });

    const status = (await call('GET', SUBSCRIPTION_PATHS.status, reader)).json().body;
    expect(status).toMatchObject({ state: 'ACTIVE', endsAt: '2027-11-26T06:00:00.000Z', mayWrite: true });

    const pdf = await call('GET', PAYMENT_PATHS.invoicePdf.replace(':id', paid.json().body.invoice.id), reader);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'nb-invoice-')), 'invoice.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('NB/26-27/000001');
    expect(text).toContain('29AAACN1234A1Z3');
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
  });

  it('refuses a tampered signature, another order’s id and another secret, activating nothing', async () => {
    const reader = await newReader();
    const order = await placeOrder(reader, { purpose: 'PLAN', planCode: 'READER_MONTHLY' });
    const good = checkoutResult(order.checkout.gatewayOrderId);
    const flipped = `${good.razorpay_signature.slice(0, -1)}${good.razorpay_signature.endsWith('0') ? '1' : '0'}`;
    const otherSecret = new DevPaymentGateway({
      secrets: { keySecret: 'another-secret-entirely', webhookSecret: 'x'.repeat(16) },
    });
    const attempts = [
      { ...good, razorpay_signature: flipped },
      { ...checkoutResult('order_dev_0000000000000000'), razorpay_order_id: 'order_dev_0000000000000000' },
      {
        ...good,
        razorpay_signature: otherSecret.signCheckout(order.checkout.gatewayOrderId, good.razorpay_payment_id),
      },
    ];
    for (const attempt of attempts) {
      const answer = await call('POST', orderPath(PAYMENT_PATHS.payment, order.id), reader, attempt);
      expect(answer.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    }
    expect((await call('GET', SUBSCRIPTION_PATHS.status, reader)).json().body.state).toBe('NONE');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('CREATED');
  });
});

describe('promotion codes at checkout', () => {
  it('an abandoned order gives its code to the next one; an unknown code says why and changes nothing', async () => {
    const reader = await newReader();
    const first = await placeOrder(reader, { purpose: 'PLAN', planCode: 'READER_YEARLY', promotionCode: 'TESTTEN' });
    const second = await placeOrder(reader, { purpose: 'PLAN', planCode: 'READER_YEARLY', promotionCode: 'TESTTEN' });
    expect(second.totalPaise).toBe(134_910);
    const replaced = (await call('GET', orderPath(PAYMENT_PATHS.order, first.id), reader)).json().body;
    expect(replaced).toMatchObject({ status: 'FAILED', failureReason: 'Replaced by a newer order' });
    await payByCheckout(reader, second);
    const again = await call('POST', PAYMENT_PATHS.quote, reader, {
      purpose: 'PLAN',
      planCode: 'READER_YEARLY',
      promotionCode: 'TESTTEN',
    });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'PROMOTION_ALREADY_USED' });
    const unknown = await call('POST', PAYMENT_PATHS.orders, reader, {
      purpose: 'PLAN',
      planCode: 'READER_MONTHLY',
      promotionCode: 'NOSUCHCODE',
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, code: 'PROMOTION_INVALID' });
    const orderCount = await t.db.select().from(orders).where(eq(orders.placedBy, reader.userId));
    expect(orderCount).toHaveLength(2);
  });
});

describe('settlement happens exactly once', () => {
  it('webhook first, then the callback, then a retry and a replay: one period, one invoice', async () => {
    const reader = await newReader();
    const { order, result, webhookOf } = await monthlyOrder(reader);
    const webhook = webhookOf('payment.captured');
    expect((await sendWebhook(webhook)).json().body).toEqual({ outcome: 'paid' });
    const callback = await call('POST', orderPath(PAYMENT_PATHS.payment, order.id), reader, result);
    expect(callback.json().body.status).toBe('PAID');
    expect((await sendWebhook(webhook)).json().body).toEqual({ outcome: 'duplicate' });
    const replay = await sendWebhook(webhook, 'evt_someone_else_1');
    expect(replay.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    expect((await sendWebhook(webhookOf('order.paid'))).json().body).toEqual({ outcome: 'paid' });
    await expectActivatedOnce(order.id);
  });

  it('callbacks and webhook retries arriving together activate once', async () => {
    const reader = await newReader();
    const { order, result, webhookOf } = await monthlyOrder(reader);
    const webhook = webhookOf('payment.captured');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 ? call('POST', orderPath(PAYMENT_PATHS.payment, order.id), reader, result) : sendWebhook(webhook),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const outcomes = answers.filter((_, index) => index % 2 === 0).map((answer) => answer.json().body.outcome);
    expect(outcomes.filter((outcome) => outcome !== 'duplicate')).toHaveLength(1);
    await expectActivatedOnce(order.id);
  });

  it('a wrong amount and an unknown order are refused; a failure after the payment changes nothing', async () => {
    const reader = await newReader();
    const order = await placeOrder(reader, { purpose: 'PLAN', planCode: 'READER_MONTHLY' });
    const gatewayOrderId = order.checkout.gatewayOrderId;
    const paymentId = gateway.newPaymentId();
    const wrong = gateway.simulatedWebhook({
      type: 'payment.captured',
      gatewayOrderId,
      gatewayPaymentId: paymentId,
      amountPaise: 100,
    });
    expect((await sendWebhook(wrong)).json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    const unknown = gateway.simulatedWebhook({
      type: 'payment.captured',
      gatewayOrderId: 'order_dev_ffffffffffffffff',
      gatewayPaymentId: paymentId,
      amountPaise: 14_900,
    });
    expect((await sendWebhook(unknown)).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api${PAYMENT_PATHS.webhook}`,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      payload: wrong.rawBody,
    });
    expect(unsigned.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    expect((await call('GET', SUBSCRIPTION_PATHS.status, reader)).json().body.state).toBe('NONE');

    const failed = gateway.simulatedWebhook({
      type: 'payment.failed',
      gatewayOrderId,
      gatewayPaymentId: paymentId,
      amountPaise: 14_900,
      failureReason: 'Card declined',
    });
    expect((await sendWebhook(failed)).json().body).toEqual({ outcome: 'failed' });
    const view = (await call('GET', orderPath(PAYMENT_PATHS.order, order.id), reader)).json().body;
    expect(view).toMatchObject({ status: 'FAILED', failureReason: 'Card declined', checkout: { gatewayOrderId } });
    // Retried on the same gateway order, as Razorpay allows: paid, and a late failure does not undo it.
    await call('POST', orderPath(PAYMENT_PATHS.payment, order.id), reader, checkoutResult(gatewayOrderId));
    const lateFailure = gateway.simulatedWebhook({
      type: 'payment.failed',
      gatewayOrderId,
      gatewayPaymentId: gateway.newPaymentId(),
      amountPaise: 14_900,
    });
    expect((await sendWebhook(lateFailure)).json().body).toEqual({ outcome: 'ignored' });
    expect((await call('GET', orderPath(PAYMENT_PATHS.order, order.id), reader)).json().body.status).toBe('PAID');
  });

  it('a refund ends the period and issues a credit note', async () => {
    const reader = await newReader();
    const { order, result, webhookOf } = await monthlyOrder(reader);
    await call('POST', orderPath(PAYMENT_PATHS.payment, order.id), reader, result);
    expect((await sendWebhook(webhookOf('refund.processed'))).json().body).toEqual({ outcome: 'refunded' });
    const kinds = (await t.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, order.id))).map(
      (d) => d.kind,
    );
    expect(kinds.sort()).toEqual(['CREDIT_NOTE', 'INVOICE']);
    expect((await call('GET', SUBSCRIPTION_PATHS.status, reader)).json().body.state).toBe('EXPIRED');
  });
});

describe('schools', () => {
  it('buy at least the minimum seats, with CGST+SGST in Karnataka and IGST in Maharashtra for a GSTIN', async () => {
    const { school, account } = await newSchool('Banyan Tree School');
    const small = (
      await call('POST', PAYMENT_PATHS.quote, account, { purpose: 'PLAN', planCode: 'SCHOOL_YEARLY', seats: 10 })
    ).json().body;
    expect(small).toMatchObject({
      seats: 50,
      listPaise: 3_000_000,
      taxIncluded: false,
      taxPaise: 540_000,
      totalPaise: 3_540_000,
    });
    expect(small.taxLabel).toBe('CGST+SGST');
    await t.db.insert(taxDetails).values({
      instituteId: school.institute.id,
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Banyan Tree Education Trust',
      addressLine: '7 Linking Road, Mumbai',
      gstStateCode: '27',
      pincode: '400050',
    });
    const order = await placeOrder(account, { purpose: 'PLAN', planCode: 'SCHOOL_YEARLY', seats: 120 });
    expect(order.totalPaise).toBe(8_496_000);
    const paid = await payByCheckout(account, order);
    const invoiceId = paid.json().body.invoice.id;
    const [invoice] = await t.db.select().from(billingDocuments).where(eq(billingDocuments.id, invoiceId));
    expect(invoice?.document).toMatchObject({
      buyer: { gstin: '27AAPFU0939F1ZV', name: 'Banyan Tree Education Trust' },
      totals: { taxable: 7_200_000, cgst: 0, sgst: 0, igst: 1_296_000, total: 8_496_000 },
    });
    const [period] = await t.db.select().from(subscriptions).where(eq(subscriptions.instituteId, school.institute.id));
    expect(period).toMatchObject({ seats: 120, planCode: 'SCHOOL_YEARLY' });

    const seats = (await call('POST', PAYMENT_PATHS.quote, account, { purpose: 'SEATS', seats: 10 })).json().body;
    expect(seats.listPaise).toBe(600_000);
    const extra = await placeOrder(account, { purpose: 'SEATS', seats: 10 });
    await payByCheckout(account, extra);
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.instituteId, school.institute.id));
    expect(after?.seats).toBe(130);
  });

  it('members other than the school account cannot buy, and reader plans are not for schools', async () => {
    const { school, account } = await newSchool('Peepal Grove School');
    const student = await signIn(t.app, 'user', (await buildMember(t.db, school.institute.id, 'CANDIDATE')).email);
    const admin = await signIn(t.app, 'faculty', (await buildMember(t.db, school.institute.id, 'ADMIN')).email);
    for (const who of [student, admin]) {
      const answer = await call('POST', PAYMENT_PATHS.orders, who, { purpose: 'PLAN', planCode: 'SCHOOL_YEARLY' });
      expect(answer.statusCode).toBe(403);
    }
    const wrong = await call('POST', PAYMENT_PATHS.orders, account, { purpose: 'PLAN', planCode: 'READER_YEARLY' });
    expect(wrong.statusCode).toBe(400);
    const amount = await call('POST', PAYMENT_PATHS.orders, account, {
      purpose: 'PLAN',
      planCode: 'SCHOOL_YEARLY',
      totalPaise: 100,
    });
    expect(amount.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('wallet and transactions', () => {
  it('a wallet that covers the price pays at once; a top-up goes through checkout without an invoice', async () => {
    const reader = await newReader();
    const topUp = await placeOrder(reader, { purpose: 'WALLET_TOP_UP', amountPaise: 20_000 });
    expect(topUp).toMatchObject({ totalPaise: 20_000, checkout: { gateway: 'dev' } });
    const paid = await payByCheckout(reader, topUp);
    expect(paid.json().body).toMatchObject({ status: 'PAID', invoice: null });

    const order = await placeOrder(reader, { purpose: 'PLAN', planCode: 'READER_MONTHLY', useWallet: true });
    expect(order).toMatchObject({ status: 'PAID', walletPaise: 14_900, gatewayPaise: 0, checkout: null });
    expect(order.invoice.number).toMatch(/^NB\/26-27\/\d{6}$/);

    const list = (await call('GET', `${PAYMENT_PATHS.transactions}?range=LAST_7_DAYS`, reader)).json().body;
    const kinds = list.content.map((entry: { kind: string }) => entry.kind).sort();
    expect(kinds).toEqual(['INVOICE', 'ORDER', 'ORDER', 'WALLET', 'WALLET']);
    const wallet = list.content.filter((entry: { kind: string }) => entry.kind === 'WALLET');
    expect(wallet.map((entry: { amountPaise: number }) => entry.amountPaise).sort()).toEqual([-14_900, 20_000]);
    const invoices = await call('GET', `${PAYMENT_PATHS.transactions}?kind=INVOICE`, reader);
    expect(invoices.json().body?.totalElements, invoices.body).toBe(1);
  });

  it('the cached timeline shows each change at once: placed, failed, paid with its invoice, refunded', async () => {
    const reader = await newReader();
    const timeline = async () => {
      const page = (await call('GET', PAYMENT_PATHS.transactions, reader)).json().body;
      return page.content.map((entry: { kind: string; status: string }) => `${entry.kind} ${entry.status}`).sort();
    };
    expect(await timeline()).toEqual([]);
    const { order, result, webhookOf } = await monthlyOrder(reader);
    expect(await timeline()).toEqual(['ORDER CREATED']);
    await call('POST', orderPath(PAYMENT_PATHS.failure, order.id), reader, { reason: 'Closed the checkout' });
    expect(await timeline()).toEqual(['ORDER FAILED']);
    await call('POST', orderPath(PAYMENT_PATHS.payment, order.id), reader, result);
    expect(await timeline()).toEqual(['INVOICE ISSUED', 'ORDER PAID']);
    expect((await sendWebhook(webhookOf('refund.processed'))).json().body).toEqual({ outcome: 'refunded' });
    expect(await timeline()).toEqual(['CREDIT_NOTE ISSUED', 'INVOICE ISSUED', 'ORDER REFUNDED']);
  });

  it('nobody sees another’s orders, invoices or transactions', async () => {
    const owner = await newReader();
    const stranger = await newReader();
    const { account: school } = await newSchool('Gulmohar School');
    const order = await placeOrder(owner, { purpose: 'PLAN', planCode: 'READER_MONTHLY' });
    const paid = await payByCheckout(owner, order);
    const invoiceId = paid.json().body.invoice.id;
    for (const who of [stranger, school]) {
      expect((await call('GET', orderPath(PAYMENT_PATHS.order, order.id), who)).statusCode).toBe(404);
      expect((await call('GET', PAYMENT_PATHS.invoicePdf.replace(':id', invoiceId), who)).statusCode).toBe(404);
      const pay = await payByCheckout(who, order);
      expect(pay.statusCode).toBe(404);
      expect((await call('GET', PAYMENT_PATHS.transactions, who)).json().body.totalElements).toBe(0);
    }
    expect((await call('GET', PAYMENT_PATHS.transactions)).statusCode).toBe(401);
  });

  it('a plan bought during the trial is active at once and keeps the trial days left', async () => {
    const reader = await newReader();
    await call('POST', SUBSCRIPTION_PATHS.trial, reader);
    const order = await placeOrder(reader, { purpose: 'PLAN', planCode: 'READER_MONTHLY' });
    await payByCheckout(reader, order);
    const status = (await call('GET', SUBSCRIPTION_PATHS.status, reader)).json().body;
    expect(status).toMatchObject({ state: 'ACTIVE', endsAt: '2027-01-09T06:00:00.000Z' });
  });

  it('a renewal starts when the current plan ends', async () => {
    const reader = await newReader();
    for (let round = 0; round < 2; round++) {
      const order = await placeOrder(reader, { purpose: 'PLAN', planCode: 'READER_MONTHLY' });
      await payByCheckout(reader, order);
    }
    const [first] = await t.db.select().from(orders).where(eq(orders.placedBy, reader.userId)).limit(1);
    const periods = (await periodsOf(first?.userId ?? '')).map((p) => [
      p.startsAt.toISOString(),
      p.endsAt.toISOString(),
    ]);
    expect(periods.sort()).toEqual([
      ['2026-11-26T06:00:00.000Z', '2026-12-26T06:00:00.000Z'],
      ['2026-12-26T06:00:00.000Z', '2027-01-26T06:00:00.000Z'],
    ]);
    now = new Date(now.getTime() + 62 * DAY_MS);
    expect((await call('GET', SUBSCRIPTION_PATHS.status, reader)).json().body.state).toBe('PAST_DUE');
    now = new Date('2026-11-26T06:00:00.000Z');
  });
});

describe('receipts', () => {
  it('a receipt whose mail failed is sent by the missed-receipts job, once', async () => {
    const individual = await buildIndividual(t.db);
    const reader = await signIn(t.app, 'individual', individual.email);
    const failing = vi.spyOn(t.outbox, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    const order = await placeOrder(reader, { purpose: 'PLAN', planCode: 'READER_MONTHLY' });
    await payByCheckout(reader, order);
    await vi.waitFor(() => expect(failing).toHaveBeenCalled(), { timeout: 10_000 });
    failing.mockRestore();
    const invoiceOf = async () =>
      (await t.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, order.id)))[0];
    expect((await invoiceOf())?.emailedAt).toBeNull();
    const job = t.app.backgroundJobs.find((candidate) => candidate.name === MISSED_RECEIPTS_JOB);
    if (!job) throw new Error('the missed-receipts job is not registered');
    const receiptsTo = async () =>
      (await t.outbox.list(1000)).filter((mail) => mail.to === individual.email && mail.subject.startsWith('Payment'));

    // Still in flight for the first ten minutes: left alone.
    await job.run();
    expect(await receiptsTo()).toHaveLength(0);
    now = new Date(now.getTime() + 11 * 60_000);
    try {
      await job.run();
      await job.run();
    } finally {
      now = new Date('2026-11-26T06:00:00.000Z');
    }
    const sent = await receiptsTo();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/^Payment received – invoice NB\/26-27\/\d{6}$/);
    expect((await invoiceOf())?.emailedAt).not.toBeNull();
  });
});
