import { CONSENT_PAYMENT_PATHS, PAYMENT_PATHS } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, billingDocuments, orders, parentConsents, users } from '../../db/schema';
import { buildTestApp, latestMailTo, type TestApp, tokenIn } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { DevPaymentGateway } from '../payment/gateway/dev.gateway';
import { CONSENT_CHANGED } from './consent-events';

let t: TestApp;
let gateway: DevPaymentGateway;
let schoolA: Awaited<ReturnType<typeof buildInstitute>>;
let schoolB: Awaited<ReturnType<typeof buildInstitute>>;
let instituteA: SignedIn;
let instituteB: SignedIn;
let adminA: SignedIn;
let studentA: SignedIn;
const relisted: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const secrets = t.config.payments.devSecrets;
  if (!secrets) throw new Error('the tests run on the dev gateway');
  gateway = new DevPaymentGateway({ secrets });
  schoolA = await buildInstitute(t.db, 'Maple School');
  schoolB = await buildInstitute(t.db, 'Oak School');
  instituteA = await signIn(t.app, 'institute', schoolA.account.email);
  instituteB = await signIn(t.app, 'institute', schoolB.account.email);
  adminA = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'ADMIN')).email);
  studentA = await signIn(t.app, 'user', (await buildMember(t.db, schoolA.institute.id, 'CANDIDATE')).email);
  t.bus.on(CONSENT_CHANGED, (studentId) => relisted.push(studentId));
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const withId = (template: string, id: string) => template.replace(':id', id);
const setFee = (who: SignedIn, feePaise: number | null) => call('PUT', CONSENT_PAYMENT_PATHS.fee, who, { feePaise });

let parentCount = 0;
/** A student of `school` with a consent request; returns the token from the emailed link. */
async function requested(school = schoolA, who = instituteA, name = 'Kavya Iyer') {
  const student = await buildMember(t.db, school.institute.id, 'CANDIDATE');
  await t.db.update(users).set({ name }).where(eq(users.id, student.id));
  const parentEmail = `fee-parent${++parentCount}@family.test`;
  const response = await call('POST', '/institute/parent-consent', who, {
    studentId: student.id,
    parentName: 'Meera Iyer',
    parentEmail,
  });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await latestMailTo(t.outbox, parentEmail);
  return { student, parentEmail, token: tokenIn(mail.links[0] ?? '') };
}

const pay = (token: string, parentName = 'Meera Iyer') =>
  call('POST', CONSENT_PAYMENT_PATHS.pay, undefined, { token, parentName });
const decide = (token: string, decision: 'GRANT' | 'DECLINE') =>
  call('POST', '/parent-consent/verify', undefined, { token, decision, parentName: 'Meera Iyer' });

function checkoutResult(gatewayOrderId: string, paymentId = gateway.newPaymentId()) {
  return {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: gateway.signCheckout(gatewayOrderId, paymentId),
  };
}

const confirm = (orderId: string, result: object) =>
  call('POST', withId(CONSENT_PAYMENT_PATHS.payment, orderId), undefined, result);

async function placed(token: string) {
  const response = await pay(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().body as { orderId: string; amountPaise: number; checkout: { gatewayOrderId: string } };
}

async function consentRow(studentId: string) {
  const [row] = await t.db.select().from(parentConsents).where(eq(parentConsents.studentId, studentId));
  return row;
}
async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
}
const auditOf = async (action: string, consentId: string | undefined) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, consentId ?? '')));

async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

describe('the school’s consent fee setting', () => {
  it('is free by default, takes ₹1–₹10,000 in whole paise, and audits each change', async () => {
    expect((await call('GET', CONSENT_PAYMENT_PATHS.fee, instituteA)).json().body).toEqual({ feePaise: null });
    for (const feePaise of [99, 1_000_001, 150.5, -100, 0]) {
      const refused = await setFee(instituteA, feePaise);
      expect(refused.statusCode, String(feePaise)).toBe(400);
      expect(refused.json().details).toEqual([{ field: 'feePaise', message: expect.any(String) }]);
    }
    expect((await call('PUT', CONSENT_PAYMENT_PATHS.fee, instituteA, {})).statusCode).toBe(400);
    expect((await call('PUT', CONSENT_PAYMENT_PATHS.fee, instituteA, { feePaise: 100, extra: 1 })).statusCode).toBe(
      400,
    );

    const saved = await setFee(instituteA, 19_900);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().body).toEqual({ feePaise: 19_900 });
    expect((await setFee(instituteA, 19_900)).statusCode).toBe(200);
    expect((await setFee(instituteA, 1_000_000)).json().body).toEqual({ feePaise: 1_000_000 });
    expect((await setFee(instituteA, null)).json().body).toEqual({ feePaise: null });
    expect((await call('GET', CONSENT_PAYMENT_PATHS.fee, instituteA)).json().body).toEqual({ feePaise: null });

    const changes = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'consent.fee_changed'), eq(auditEvents.instituteId, schoolA.institute.id)));
    expect(changes.map((event) => event.data)).toEqual(
      expect.arrayContaining([
        { from: null, to: 19_900 },
        { from: 19_900, to: 1_000_000 },
        { from: 1_000_000, to: null },
      ]),
    );
    expect(changes).toHaveLength(3);
    expect(changes.every((event) => event.actorId === instituteA.userId)).toBe(true);
  });

  it('answers the payment hook from the fee', async () => {
    const free = await call('GET', '/institute/parent-consent/payment-link', instituteA);
    expect(free.json().body).toEqual({
      paymentRequired: false,
      feePaise: null,
      url: null,
      subscriptionState: 'ACTIVE',
    });
    await setFee(instituteA, 19_900);
    const paid = await call('GET', '/institute/parent-consent/payment-link', instituteA);
    expect(paid.json().body).toEqual({
      paymentRequired: true,
      feePaise: 19_900,
      url: 'http://localhost:3000/parent-consent/verify',
      subscriptionState: 'ACTIVE',
    });
    await setFee(instituteA, null);
  });

  it('is the school account’s alone: 401 anonymous, 403 staff and students; school B never sees A’s', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { feePaise: 500 }],
    ] as const) {
      expect((await call(method, CONSENT_PAYMENT_PATHS.fee, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, CONSENT_PAYMENT_PATHS.fee, adminA, payload)).statusCode).toBe(403);
      expect((await call(method, CONSENT_PAYMENT_PATHS.fee, studentA, payload)).statusCode).toBe(403);
    }
    await setFee(instituteA, 25_000);
    expect((await call('GET', CONSENT_PAYMENT_PATHS.fee, instituteB)).json().body).toEqual({ feePaise: null });
    await setFee(instituteB, 5_000);
    expect((await call('GET', CONSENT_PAYMENT_PATHS.fee, instituteA)).json().body).toEqual({ feePaise: 25_000 });
    await setFee(instituteA, null);
    await setFee(instituteB, null);
  });
});

describe('a parent grants consent by paying the fee', () => {
  it('pays through the dev gateway: consent granted, order paid, invoice mailed to the parent, school sees it', async () => {
    await setFee(instituteA, 19_900);
    const { student, parentEmail, token } = await requested();
    const details = await call('GET', `/parent-consent/verify?token=${token}`);
    expect(details.json().body).toMatchObject({ studentFirstName: 'Kavya', feePaise: 19_900 });

    const free = await decide(token, 'GRANT');
    expect(free.json()).toMatchObject({ statusCode: 409, code: 'CONSENT_FEE_DUE' });
    const wrongName = await pay(token, 'Someone Else');
    expect(wrongName.json().details).toEqual([{ field: 'parentName', message: expect.any(String) }]);
    expect(await consentRow(student.id)).toMatchObject({ status: 'PENDING' });

    const order = await placed(token);
    expect(order).toMatchObject({
      amountPaise: 19_900,
      description: 'Parent consent fee for Kavya, Maple School',
      checkout: { gateway: 'dev', amountPaise: 19_900, currency: 'INR' },
    });
    expect((await placed(token)).orderId).toBe(order.orderId);
    const concurrent = await Promise.all(Array.from({ length: 4 }, () => placed(token)));
    expect(new Set(concurrent.map((each) => each.orderId))).toEqual(new Set([order.orderId]));

    const devView = await call('GET', `/dev/checkout/${order.checkout.gatewayOrderId}`);
    expect(devView.json().body).toMatchObject({
      orderId: order.orderId,
      purpose: 'CONSENT_FEE',
      returnPath: `/parent-consent/verify?paid=${order.orderId}`,
    });
    const waiting = await call('GET', withId(CONSENT_PAYMENT_PATHS.order, order.orderId));
    expect(waiting.json().body).toEqual({ status: 'CREATED', amountPaise: 19_900, studentFirstName: 'Kavya' });
    expect(waiting.body).not.toContain('Iyer');
    expect(waiting.body).not.toContain('@');

    const paid = await confirm(order.orderId, checkoutResult(order.checkout.gatewayOrderId));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().body).toEqual({ status: 'PAID', amountPaise: 19_900, studentFirstName: 'Kavya' });

    const consent = await consentRow(student.id);
    expect(consent).toMatchObject({ status: 'GRANTED', tokenHash: null, expiresAt: null });
    expect(consent?.decidedAt).toBeInstanceOf(Date);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'PAID',
      purpose: 'CONSENT_FEE',
      instituteId: schoolA.institute.id,
      userId: null,
      placedBy: null,
      consentId: consent?.id,
      totalPaise: 19_900,
      buyer: { name: 'Meera Iyer', email: parentEmail, stateCode: '29', gstin: null, addressLines: [] },
    });
    const [invoice] = await t.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, order.orderId));
    expect(invoice).toMatchObject({ kind: 'INVOICE', totalPaise: 19_900, instituteId: schoolA.institute.id });
    const receipt = await eventually(async () => {
      const mail = await latestMailTo(t.outbox, parentEmail);
      return mail.subject.startsWith('Payment received') ? mail : undefined;
    }, 'the receipt mailed to the parent');
    expect(receipt.subject).toBe(`Payment received – invoice ${invoice?.number}`);
    expect(receipt.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
    expect(receipt.text).toContain('Parent consent fee for Kavya, Maple School');

    const granted = await auditOf('consent.granted', consent?.id);
    expect(granted).toHaveLength(1);
    expect(granted[0]?.data).toMatchObject({ orderId: order.orderId, amountPaise: 19_900 });
    await eventually(async () => (relisted.includes(student.id) ? true : undefined), 'the child relisted');

    const list = await call('GET', '/institute/parent-consent?status=GRANTED&size=100', instituteA);
    const item = list.json().body.content.find((each: { studentId: string }) => each.studentId === student.id);
    expect(item).toMatchObject({ status: 'GRANTED', payment: { amountPaise: 19_900, paidAt: expect.any(String) } });
    expect((await call('GET', `/parent-consent/verify?token=${token}`)).statusCode).toBe(410);
    expect((await pay(token)).statusCode).toBe(410);
  });

  it('refuses a tampered signature: 400, the order unpaid and the consent still pending', async () => {
    await setFee(instituteA, 19_900);
    const { student, token } = await requested();
    const order = await placed(token);
    const good = checkoutResult(order.checkout.gatewayOrderId);
    const flipped = `${good.razorpay_signature.slice(0, -1)}${good.razorpay_signature.endsWith('0') ? '1' : '0'}`;
    const other = await placed((await requested()).token);
    for (const attempt of [{ ...good, razorpay_signature: flipped }, checkoutResult(other.checkout.gatewayOrderId)]) {
      const refused = await confirm(order.orderId, attempt);
      expect(refused.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    }
    expect(await consentRow(student.id)).toMatchObject({ status: 'PENDING' });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'CREATED' });
    expect(await t.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, order.orderId))).toEqual([]);
    expect((await call('GET', `/parent-consent/verify?token=${token}`)).statusCode).toBe(200);
  });

  it('webhook first, then the callback: granted once, invoiced once', async () => {
    await setFee(instituteA, 19_900);
    const { student, token } = await requested();
    const order = await placed(token);
    const result = checkoutResult(order.checkout.gatewayOrderId);
    const webhook = gateway.simulatedWebhook({
      type: 'payment.captured',
      gatewayOrderId: order.checkout.gatewayOrderId,
      gatewayPaymentId: result.razorpay_payment_id,
      amountPaise: 19_900,
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api${PAYMENT_PATHS.webhook}`,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhook.signature,
        'x-razorpay-event-id': webhook.eventId,
      },
      payload: webhook.rawBody,
    });
    expect(sent.json().body).toEqual({ outcome: 'paid' });
    expect(await consentRow(student.id)).toMatchObject({ status: 'GRANTED' });
    const callback = await confirm(order.orderId, result);
    expect(callback.json().body.status).toBe('PAID');
    const consent = await consentRow(student.id);
    expect(await auditOf('consent.granted', consent?.id)).toHaveLength(1);
    expect(await t.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, order.orderId))).toHaveLength(
      1,
    );
  });

  it('a failed checkout leaves the consent pending and the same order payable', async () => {
    await setFee(instituteA, 19_900);
    const { student, token } = await requested();
    const order = await placed(token);
    const failed = await call('POST', withId(CONSENT_PAYMENT_PATHS.failure, order.orderId), undefined, {
      reason: 'Card declined',
    });
    expect(failed.json().body).toMatchObject({ status: 'FAILED' });
    expect(await consentRow(student.id)).toMatchObject({ status: 'PENDING' });
    expect((await placed(token)).orderId).toBe(order.orderId);
    await confirm(order.orderId, checkoutResult(order.checkout.gatewayOrderId));
    expect(await consentRow(student.id)).toMatchObject({ status: 'GRANTED' });
  });

  it('a new fee replaces an unpaid order; declining stays free and immediate', async () => {
    await setFee(instituteA, 19_900);
    const { student, token } = await requested();
    const first = await placed(token);
    await setFee(instituteA, 29_900);
    const second = await placed(token);
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.amountPaise).toBe(29_900);
    expect(await orderRow(first.orderId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'Replaced by a newer order',
    });
    const declined = await decide(token, 'DECLINE');
    expect(declined.json().body).toEqual({ status: 'DECLINED' });
    expect(await consentRow(student.id)).toMatchObject({ status: 'DECLINED' });
  });

  it('a payment after the answer changed is recorded without overriding the answer', async () => {
    await setFee(instituteA, 19_900);
    const { student, token } = await requested();
    const order = await placed(token);
    const changed = await call('PATCH', `/institute/parent-consent/${student.id}/status`, instituteA, {
      status: 'DECLINED',
      note: 'The parent phoned to decline',
    });
    expect(changed.statusCode).toBe(200);
    const paid = await confirm(order.orderId, checkoutResult(order.checkout.gatewayOrderId));
    expect(paid.json().body.status).toBe('PAID');
    const consent = await consentRow(student.id);
    expect(consent).toMatchObject({ status: 'DECLINED' });
    expect(await auditOf('consent.granted', consent?.id)).toHaveLength(0);
    expect(await auditOf('consent.fee_paid', consent?.id)).toHaveLength(1);
    const list = await call('GET', '/institute/parent-consent?status=DECLINED&size=100', instituteA);
    const item = list.json().body.content.find((each: { studentId: string }) => each.studentId === student.id);
    expect(item.payment).toMatchObject({ amountPaise: 19_900 });

    // Reopened by the school: the fee is paid already, so the parent grants without paying again.
    await call('PATCH', `/institute/parent-consent/${student.id}/status`, instituteA, { status: 'PENDING' });
    await t.db
      .update(parentConsents)
      .set({ lastSentAt: new Date(Date.now() - 120_000) })
      .where(eq(parentConsents.studentId, student.id));
    await call('POST', `/institute/parent-consent/${student.id}/resend`, instituteA);
    // The newest consent link to the parent (the paid order's invoice mail may arrive after the resend).
    const mails = (await t.outbox.list()).filter((mail) => mail.to === consent?.parentEmail);
    const link =
      mails.flatMap((mail) => mail.links).find((href) => href.includes('/parent-consent/verify?token=')) ?? '';
    const newToken = tokenIn(link);
    expect((await call('GET', `/parent-consent/verify?token=${newToken}`)).json().body.feePaise).toBeNull();
    expect((await pay(newToken)).json()).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect((await decide(newToken, 'GRANT')).json().body).toEqual({ status: 'GRANTED' });
  });
});

describe('without a fee', () => {
  it('shows no fee, refuses to take money, and grants at once for free', async () => {
    await setFee(instituteA, null);
    const { student, token } = await requested();
    expect((await call('GET', `/parent-consent/verify?token=${token}`)).json().body.feePaise).toBeNull();
    const refused = await pay(token);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.consentId, (await consentRow(student.id))?.id ?? '')),
    ).toEqual([]);
    expect((await decide(token, 'GRANT')).json().body).toEqual({ status: 'GRANTED' });
  });
});

describe('consent fee isolation', () => {
  it('a school A link pays A’s fee to A; B sees neither the fee nor the payers', async () => {
    await setFee(instituteA, 19_900);
    await setFee(instituteB, 50_000);
    const a = await requested();
    const b = await requested(schoolB, instituteB, 'Rohan Das');
    const orderA = await placed(a.token);
    expect(orderA.amountPaise).toBe(19_900);
    expect(await orderRow(orderA.orderId)).toMatchObject({
      instituteId: schoolA.institute.id,
      consentId: (await consentRow(a.student.id))?.id,
    });
    await confirm(orderA.orderId, checkoutResult(orderA.checkout.gatewayOrderId));
    expect(await consentRow(b.student.id)).toMatchObject({ status: 'PENDING' });

    const listB = await call('GET', '/institute/parent-consent?size=100', instituteB);
    for (const item of listB.json().body.content) {
      expect(item.studentId).not.toBe(a.student.id);
      expect(item.payment).toBeNull();
    }
    const transactionsB = await call('GET', `${PAYMENT_PATHS.transactions}?size=100`, instituteB);
    expect(transactionsB.body).not.toContain(orderA.orderId);
    expect(transactionsB.body).not.toContain('Kavya');
    const statusB = await call('PATCH', `/institute/parent-consent/${a.student.id}/status`, instituteB, {
      status: 'DECLINED',
    });
    expect(statusB.statusCode).toBe(404);
  });

  it('the open order routes know only consent fee orders: a buyer’s order is answered as missing', async () => {
    const reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
    const placedByReader = await call('POST', PAYMENT_PATHS.orders, reader, {
      purpose: 'PLAN',
      planCode: 'READER_MONTHLY',
    });
    expect(placedByReader.statusCode, placedByReader.body).toBe(201);
    const planOrder = placedByReader.json().body;
    const result = checkoutResult(planOrder.checkout.gatewayOrderId);
    expect((await call('GET', withId(CONSENT_PAYMENT_PATHS.order, planOrder.id))).statusCode).toBe(404);
    expect((await confirm(planOrder.id, result)).statusCode).toBe(404);
    expect(
      (await call('POST', withId(CONSENT_PAYMENT_PATHS.failure, planOrder.id), undefined, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect(await orderRow(planOrder.id)).toMatchObject({ status: 'CREATED' });
    expect(
      (await call('GET', withId(CONSENT_PAYMENT_PATHS.order, '00000000-0000-4000-8000-000000000000'))).statusCode,
    ).toBe(404);
  });
});
