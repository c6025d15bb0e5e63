import { PROMOTION_MESSAGES, PROMOTION_PATHS, promotionReactionPath } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionRedemptions, promotions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import type { SubscriptionOwner } from '../subscription/subscription.repository';
import { confirm, evaluate, release, reserve } from './promotion.service';
import {
  buildOrder,
  buildPromotion,
  insertTestProducts,
  type NewPromotion,
  TEST_PRODUCTS,
  uniqueCode,
} from './promotion-test-kit';

const MINUTE = 60_000;
const DAY = 86_400_000;
const start = new Date('2026-11-26T06:00:00.000Z');
let now = start;
const clock = { now: () => now };
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await insertTestProducts(t.db);
});
afterAll(async () => t.close());

const later = (ms: number) => new Date(start.getTime() + ms);
const promotion = (overrides: NewPromotion = {}) => buildPromotion(t.db, start, overrides);

async function newReader(): Promise<{ owner: SubscriptionOwner; userId: string }> {
  const user = await buildIndividual(t.db);
  return { owner: { userId: user.id }, userId: user.id };
}

const quote = (code: string, owner: SubscriptionOwner, at = start, productType: string = TEST_PRODUCTS.reader) => ({
  code,
  owner,
  productType,
  listPaise: 99_900,
  now: at,
});

/** Reserves in a transaction of its own, as the order service does when it creates an order. */
async function reserveFor(code: string, owner: SubscriptionOwner, at = start, holdMinutes = 30) {
  const orderId = await buildOrder(t.db, owner);
  const applied = await t.db.transaction((tx) =>
    reserve(tx, { ...quote(code, owner, at), orderId, holdUntil: new Date(at.getTime() + holdMinutes * MINUTE) }),
  );
  return { orderId, applied };
}

/** The AppError a call failed with (a test that expects a refusal fails when the call succeeds). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => new Error('expected a refusal, the call succeeded'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw error;
  return error;
}

const redemptionOf = async (orderId: string) =>
  (await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, orderId)))[0];

describe('evaluate', () => {
  it('takes the discount off the list price, with the code as typed in any case and spacing', async () => {
    const code = uniqueCode();
    const { id } = await promotion({ code, discountKind: 'PERCENT', discountValue: 20 });
    const { owner } = await newReader();
    expect(await evaluate(t.db, quote(`  ${code.toLowerCase()} `, owner))).toEqual({
      promotionId: id,
      code,
      discountPaise: 19_980,
    });
    // Evaluating records nothing.
    expect(await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, id))).toEqual([]);
  });

  it('takes an amount off, never more than the list price', async () => {
    const { code } = await promotion({ discountKind: 'AMOUNT', discountValue: 500_000, productType: null });
    const { owner } = await newReader();
    expect((await evaluate(t.db, { ...quote(code, owner), listPaise: 3_000_000 })).discountPaise).toBe(500_000);
    expect((await evaluate(t.db, { ...quote(code, owner), listPaise: 120_000 })).discountPaise).toBe(120_000);
  });

  it('says clearly why a code cannot be used: unknown, malformed, withdrawn, early, late, another product', async () => {
    const { owner } = await newReader();
    const withdrawn = await promotion({ active: false });
    const future = await promotion({ validFrom: later(DAY), validUntil: later(10 * DAY) });
    const past = await promotion({ validFrom: later(-10 * DAY), validUntil: later(-DAY) });
    const forSchools = await promotion({ productType: TEST_PRODUCTS.school });
    const cases: Array<[string, string]> = [
      ['NOSUCHCODE', PROMOTION_MESSAGES.unknown],
      ['no', PROMOTION_MESSAGES.unknown],
      ['WELCOME 20', PROMOTION_MESSAGES.unknown],
      [withdrawn.code, PROMOTION_MESSAGES.inactive],
      [future.code, PROMOTION_MESSAGES.notYetValid],
      [past.code, PROMOTION_MESSAGES.expired],
      [forSchools.code, PROMOTION_MESSAGES.wrongProduct],
    ];
    for (const [code, message] of cases) {
      const error = await refusal(evaluate(t.db, quote(code, owner)));
      expect({ code, status: error.statusCode, errorCode: error.code, message: error.message }).toEqual({
        code,
        status: 400,
        errorCode: 'PROMOTION_INVALID',
        message,
      });
    }
    expect((await evaluate(t.db, quote(forSchools.code, owner, start, TEST_PRODUCTS.school))).discountPaise).toBe(
      19_980,
    );
  });

  it('follows the window with the clock: valid from its first moment, expired at its last', async () => {
    const { code } = await promotion({ validFrom: later(DAY), validUntil: later(2 * DAY) });
    const { owner } = await newReader();
    const at = async (moment: Date) =>
      evaluate(t.db, quote(code, owner, moment)).then(
        () => 'valid',
        (error: AppError) => error.message,
      );
    expect(await at(later(DAY - 1))).toBe(PROMOTION_MESSAGES.notYetValid);
    expect(await at(later(DAY))).toBe('valid');
    expect(await at(later(2 * DAY - 1))).toBe('valid');
    expect(await at(later(2 * DAY))).toBe(PROMOTION_MESSAGES.expired);
  });
});

describe('reserve, confirm and release', () => {
  it('holds a use for an unpaid order, keeps it for good when paid, and gives it back when the order fails', async () => {
    const { code, id } = await promotion({ maxUses: 1 });
    const first = await newReader();
    const second = await newReader();
    const paid = await reserveFor(code, first.owner);
    expect(paid.applied).toEqual({ promotionId: id, code, discountPaise: 19_980 });
    expect(await redemptionOf(paid.orderId)).toMatchObject({
      promotionId: id,
      userId: first.userId,
      instituteId: null,
      heldUntil: later(30 * MINUTE),
    });

    // The only use is held: nobody else gets it, and evaluate says so before an order is made.
    expect((await refusal(evaluate(t.db, quote(code, second.owner)))).code).toBe('PROMOTION_USED_UP');

    expect(await t.db.transaction((tx) => confirm(tx, paid.orderId))).toBe(true);
    expect((await redemptionOf(paid.orderId))?.heldUntil).toBeNull();
    // Paid is for good: long after the hold would have lapsed the use still counts.
    const error = await refusal(evaluate(t.db, quote(code, second.owner, later(DAY))));
    expect({ code: error.code, status: error.statusCode, message: error.message }).toEqual({
      code: 'PROMOTION_USED_UP',
      status: 409,
      message: PROMOTION_MESSAGES.usedUp,
    });

    const { code: otherCode } = await promotion({ maxUses: 1 });
    const failed = await reserveFor(otherCode, first.owner);
    expect((await refusal(reserveFor(otherCode, second.owner))).code).toBe('PROMOTION_USED_UP');
    expect(await t.db.transaction((tx) => release(tx, failed.orderId))).toBe(true);
    expect(await redemptionOf(failed.orderId)).toBeUndefined();
    expect((await reserveFor(otherCode, second.owner)).applied.code).toBe(otherCode);
  });

  it('counts a payment that arrives after its failed attempt released the use (the discounted price was paid)', async () => {
    const { code, id } = await promotion({ maxUses: 1 });
    const { owner, userId } = await newReader();
    const orderId = await buildOrder(t.db, owner, { promotionId: id });
    await t.db.transaction((tx) => reserve(tx, { ...quote(code, owner), orderId, holdUntil: later(DAY) }));
    await t.db.transaction((tx) => release(tx, orderId));
    expect(await redemptionOf(orderId)).toBeUndefined();
    expect(await t.db.transaction((tx) => confirm(tx, orderId))).toBe(true);
    expect(await redemptionOf(orderId)).toMatchObject({ promotionId: id, userId, instituteId: null, heldUntil: null });
    expect((await refusal(evaluate(t.db, quote(code, (await newReader()).owner)))).code).toBe('PROMOTION_USED_UP');
  });

  it('answers false to confirm or release of an order that used no code', async () => {
    const { owner } = await newReader();
    const orderId = await buildOrder(t.db, owner);
    expect(await t.db.transaction((tx) => confirm(tx, orderId))).toBe(false);
    expect(await t.db.transaction((tx) => release(tx, orderId))).toBe(false);
  });

  it('gives a lapsed hold back by itself: an abandoned order stops counting when its hold ends', async () => {
    const { code } = await promotion({ maxUses: 1 });
    const abandoned = await newReader();
    const next = await newReader();
    await reserveFor(code, abandoned.owner, start, 30);
    expect((await refusal(reserveFor(code, next.owner, later(29 * MINUTE)))).code).toBe('PROMOTION_USED_UP');
    const taken = await reserveFor(code, next.owner, later(30 * MINUTE));
    expect(taken.applied.code).toBe(code);
  });

  it('checks the code again when it reserves, and records nothing when refused', async () => {
    const { code } = await promotion({ validUntil: later(MINUTE) });
    const { owner } = await newReader();
    const orderId = await buildOrder(t.db, owner);
    const refused = refusal(
      t.db.transaction((tx) => reserve(tx, { ...quote(code, owner, later(MINUTE)), orderId, holdUntil: later(DAY) })),
    );
    expect((await refused).message).toBe(PROMOTION_MESSAGES.expired);
    expect(await redemptionOf(orderId)).toBeUndefined();
  });

  it('keeps one use per order when the same order reserves twice (a retried request)', async () => {
    const { code, id } = await promotion({ maxUses: 1 });
    const { owner } = await newReader();
    const orderId = await buildOrder(t.db, owner);
    for (const holdUntil of [later(10 * MINUTE), later(20 * MINUTE)]) {
      await t.db.transaction((tx) => reserve(tx, { ...quote(code, owner), orderId, holdUntil }));
    }
    const rows = await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, id));
    expect(rows.map((row) => [row.orderId, row.heldUntil])).toEqual([[orderId, later(20 * MINUTE)]]);
  });
});

describe('the limit per school or account', () => {
  it('refuses a reader’s second use, saying when their own unpaid order holds it and until when', async () => {
    const { code } = await promotion({ maxUses: 100, maxUsesPerOwner: 1 });
    const { owner } = await newReader();
    const first = await reserveFor(code, owner, start, 30);

    const held = await refusal(reserveFor(code, owner, later(MINUTE)));
    expect({ code: held.code, status: held.statusCode, message: held.message, until: held.until }).toEqual({
      code: 'PROMOTION_ALREADY_USED',
      status: 409,
      message: PROMOTION_MESSAGES.heldByOwnOrder,
      until: later(30 * MINUTE),
    });

    await t.db.transaction((tx) => confirm(tx, first.orderId));
    const used = await refusal(evaluate(t.db, quote(code, owner, later(DAY))));
    expect({ code: used.code, message: used.message, until: used.until }).toEqual({
      code: 'PROMOTION_ALREADY_USED',
      message: PROMOTION_MESSAGES.alreadyUsed,
      until: undefined,
    });
    // Someone else is not affected by this reader's use.
    expect((await evaluate(t.db, quote(code, (await newReader()).owner))).code).toBe(code);
  });

  it('counts a school once, whichever of its people orders', async () => {
    const { code } = await promotion({ productType: TEST_PRODUCTS.school, maxUsesPerOwner: 1 });
    const school = await buildInstitute(t.db, 'Cedar School');
    const owner = { instituteId: school.institute.id };
    const orderId = await buildOrder(t.db, owner);
    await t.db.transaction((tx) =>
      reserve(tx, { ...quote(code, owner, start, TEST_PRODUCTS.school), orderId, holdUntil: later(DAY) }),
    );
    await t.db.transaction((tx) => confirm(tx, orderId));
    expect(await redemptionOf(orderId)).toMatchObject({ instituteId: school.institute.id, userId: null });
    const again = await refusal(evaluate(t.db, quote(code, owner, start, TEST_PRODUCTS.school)));
    expect(again.code).toBe('PROMOTION_ALREADY_USED');
    const otherSchool = { instituteId: (await buildInstitute(t.db, 'Oak School')).institute.id };
    expect((await evaluate(t.db, quote(code, otherSchool, start, TEST_PRODUCTS.school))).code).toBe(code);
  });
});

describe('concurrent last uses', () => {
  it('never exceed the overall limit: 20 buyers at once for 5 uses, exactly 5 get it', async () => {
    const { code, id } = await promotion({ maxUses: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newReader()));
    const outcomes = await Promise.allSettled(buyers.map((buyer) => reserveFor(code, buyer.owner)));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(refused.map((error: AppError) => error.code)).toEqual(Array(15).fill('PROMOTION_USED_UP'));
    const rows = await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, id));
    expect(rows).toHaveLength(5);
  });

  it('never exceed the limit per account: 5 orders of one reader at once, one gets it', async () => {
    const { code, id } = await promotion({ maxUses: null, maxUsesPerOwner: 1 });
    const { owner } = await newReader();
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => reserveFor(code, owner)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /promotions and POST /promotions/:id/reaction', () => {
  const call = (method: 'GET' | 'POST', url: string, who?: SignedIn, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const bannersOf = async (who: SignedIn): Promise<string[]> => {
    const response = await call('GET', PROMOTION_PATHS.banners, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().body.map((banner: { code: string }) => banner.code);
  };
  const react = (who: SignedIn, id: string, reaction: string) =>
    call('POST', promotionReactionPath(id), who, { reaction });

  /** Only this block's promotions offer banners: the earlier ones are withdrawn. */
  beforeAll(async () => {
    await t.db.update(promotions).set({ active: false });
  });

  it('offers readers the codes for any product or for readers, schools theirs, newest first and at most 3', async () => {
    const school = await buildInstitute(t.db, 'Maple School');
    const schoolAccount = await signIn(t.app, 'institute', school.account.email);
    const student = await signIn(t.app, 'user', (await buildMember(t.db, school.institute.id, 'CANDIDATE')).email);
    const admin = await signIn(t.app, 'faculty', (await buildMember(t.db, school.institute.id, 'ADMIN')).email);
    const reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);

    const anyProduct = await promotion({ createdAt: later(-4 * DAY) });
    const forReaders = await promotion({ productType: TEST_PRODUCTS.reader, createdAt: later(-3 * DAY) });
    const forSchools = await promotion({ productType: TEST_PRODUCTS.school, createdAt: later(-2 * DAY) });
    await promotion({ bannerTitle: null, createdAt: later(-DAY) });
    await promotion({ active: false, createdAt: later(-DAY) });
    await promotion({ validFrom: later(DAY), validUntil: later(2 * DAY) });
    await promotion({ validFrom: later(-2 * DAY), validUntil: later(-DAY) });

    expect(await bannersOf(reader)).toEqual([forReaders.code, anyProduct.code]);
    expect(await bannersOf(schoolAccount)).toEqual([forSchools.code, anyProduct.code]);
    // The school's plan covers its students and staff, and only the school account buys it: nothing to offer them.
    expect(await bannersOf(student)).toEqual([]);
    expect(await bannersOf(admin)).toEqual([]);

    const body = (await call('GET', PROMOTION_PATHS.banners, reader)).json().body;
    expect(body[0]).toEqual({
      id: forReaders.id,
      code: forReaders.code,
      title: 'Twenty per cent off',
      text: 'For tests',
      discountKind: 'PERCENT',
      discountValue: 20,
      productType: TEST_PRODUCTS.reader,
      validUntil: forReaders.validUntil.toISOString(),
    });

    const newer = await Promise.all(
      [1, 2, 3].map((hours) => promotion({ createdAt: later(hours * 60 * MINUTE), bannerTitle: `New ${hours}` })),
    );
    expect(await bannersOf(reader)).toEqual(newer.map((row) => row.code).reverse());
    await t.db.update(promotions).set({ active: false });
  });

  it('follows the clock: a banner shows from its first moment and goes when the code expires', async () => {
    const reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
    const { code } = await promotion({ validFrom: later(DAY), validUntil: later(2 * DAY) });
    try {
      expect(await bannersOf(reader)).toEqual([]);
      now = later(DAY);
      expect(await bannersOf(reader)).toEqual([code]);
      now = later(2 * DAY);
      expect(await bannersOf(reader)).toEqual([]);
    } finally {
      now = start;
    }
  });

  it('stops offering a code the school or account can no longer use, or that is used up', async () => {
    const individual = await buildIndividual(t.db);
    const reader = await signIn(t.app, 'individual', individual.email);
    const other = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
    const mine = await promotion({ maxUsesPerOwner: 1 });
    const scarce = await promotion({ maxUses: 1, createdAt: later(-DAY) });
    expect(await bannersOf(reader)).toEqual([mine.code, scarce.code]);

    await reserveFor(mine.code, { userId: individual.id });
    expect(await bannersOf(reader)).toEqual([scarce.code]);
    expect(await bannersOf(other)).toEqual([mine.code, scarce.code]);

    await reserveFor(scarce.code, (await newReader()).owner);
    expect(await bannersOf(other)).toEqual([mine.code]);
    await t.db.update(promotions).set({ active: false });
  });

  it('hides a dismissed or accepted banner for the one who answered only, not for another school or reader', async () => {
    const account = await signIn(t.app, 'institute', (await buildInstitute(t.db, 'Birch School')).account.email);
    const otherSchool = await signIn(t.app, 'institute', (await buildInstitute(t.db, 'Elm School')).account.email);
    const reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
    const first = await promotion();
    const second = await promotion({ createdAt: later(-DAY) });

    const dismissed = await react(account, first.id, 'DISMISSED');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({
      message: PROMOTION_MESSAGES.dismissed,
      body: { promotionId: first.id, reaction: 'DISMISSED', reactedAt: start.toISOString() },
    });
    expect(await bannersOf(account)).toEqual([second.code]);
    expect(await bannersOf(otherSchool)).toEqual([first.code, second.code]);
    expect(await bannersOf(reader)).toEqual([first.code, second.code]);

    const accepted = await react(reader, second.id, 'ACCEPTED');
    expect(accepted.json()).toMatchObject({ message: PROMOTION_MESSAGES.accepted, body: { reaction: 'ACCEPTED' } });
    expect(await bannersOf(reader)).toEqual([first.code]);
    expect(await bannersOf(account)).toEqual([second.code]);
    expect(await bannersOf(otherSchool)).toEqual([first.code, second.code]);
    await t.db.update(promotions).set({ active: false });
  });

  it('takes the same answer twice as one, and a changed answer as the latest', async () => {
    const reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
    const offer = await promotion();
    expect((await react(reader, offer.id, 'DISMISSED')).statusCode).toBe(200);
    expect((await react(reader, offer.id, 'DISMISSED')).json().body.reaction).toBe('DISMISSED');
    expect((await react(reader, offer.id, 'ACCEPTED')).json().body.reaction).toBe('ACCEPTED');
    expect(await bannersOf(reader)).toEqual([]);
    await t.db.update(promotions).set({ active: false });
  });

  it('answers 404 for an unknown or withdrawn offer', async () => {
    const reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
    const withdrawn = await promotion({ active: false });
    for (const id of ['00000000-0000-4000-8000-000000000000', withdrawn.id]) {
      const response = await react(reader, id, 'DISMISSED');
      expect(response.json()).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: PROMOTION_MESSAGES.offerGone,
      });
    }
  });

  it('refuses bad input with the field, and anonymous callers', async () => {
    const reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
    const offer = await promotion();
    const bad: Array<[string, object]> = [
      ['not-a-uuid', { reaction: 'DISMISSED' }],
      [offer.id, { reaction: 'LIKED' }],
      [offer.id, {}],
      [offer.id, { reaction: 'ACCEPTED', userId: reader.userId }],
    ];
    for (const [id, payload] of bad) {
      const response = await call('POST', promotionReactionPath(id), reader, payload);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
    expect(await bannersOf(reader)).toEqual([offer.code]);
    expect((await call('GET', PROMOTION_PATHS.banners)).statusCode).toBe(401);
    expect((await react({ cookie: '', refreshToken: '', userId: '' }, offer.id, 'DISMISSED')).statusCode).toBe(401);
    await t.db.update(promotions).set({ active: false });
  });
});
