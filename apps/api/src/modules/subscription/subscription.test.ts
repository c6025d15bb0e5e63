import { COMMUNITY_PATHS, SUBSCRIPTION_MESSAGES, SUBSCRIPTION_PATHS } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

const DAY_MS = 86_400_000;
let t: TestApp;
// The app's clock starts at the real time: the factories write subscription periods around Date.now().
let now = new Date();
const clock = { now: () => now };

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const statusOf = async (who: SignedIn) => (await call('GET', SUBSCRIPTION_PATHS.status, who)).json().body;
const post = (who: SignedIn) =>
  call('POST', COMMUNITY_PATHS.posts, who, {
    description: '<p>My first post: a reading list for the holidays.</p>',
    category: 'Academics',
  });

async function newIndividual(): Promise<SignedIn> {
  return signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
}

/** A school that has just signed up: no subscription period yet. */
async function newSchool() {
  const school = await buildInstitute(t.db, 'Lotus Valley School');
  await t.db.delete(subscriptions).where(eq(subscriptions.instituteId, school.institute.id));
  const account = await signIn(t.app, 'institute', school.account.email);
  const student = await signIn(t.app, 'user', (await buildMember(t.db, school.institute.id, 'CANDIDATE')).email);
  const admin = await signIn(t.app, 'faculty', (await buildMember(t.db, school.institute.id, 'ADMIN')).email);
  return { school, account, student, admin };
}

describe('the free trial of a new individual', () => {
  it('is offered, refuses posting until it starts, then lets them post; it starts once only', async () => {
    const reader = await newIndividual();
    expect(await statusOf(reader)).toEqual({
      state: 'NONE',
      endsAt: null,
      graceEndsAt: null,
      trialAvailable: true,
      mayStartTrial: true,
      trialDays: 14,
      mayWrite: false,
    });
    const refused = (await post(reader)).json();
    expect(refused, JSON.stringify(refused)).toMatchObject({ statusCode: 403, code: 'SUBSCRIPTION_REQUIRED' });

    const started = await call('POST', SUBSCRIPTION_PATHS.trial, reader);
    expect(started.statusCode).toBe(201);
    expect(started.json().body).toMatchObject({
      state: 'TRIAL',
      endsAt: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      trialAvailable: false,
      mayStartTrial: false,
      mayWrite: true,
    });
    expect((await post(reader)).statusCode).toBe(201);

    const again = await call('POST', SUBSCRIPTION_PATHS.trial, reader);
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'CONFLICT', message: SUBSCRIPTION_MESSAGES.trialUsed });
  });

  it('starts once when two confirmations arrive at the same moment', async () => {
    const reader = await newIndividual();
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', SUBSCRIPTION_PATHS.trial, reader)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const trials = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, reader.userId), eq(subscriptions.kind, 'TRIAL')));
    expect(trials).toHaveLength(1);
  });

  it('ends after its days with no grace: reading stays, writing asks for a plan', async () => {
    const reader = await newIndividual();
    await call('POST', SUBSCRIPTION_PATHS.trial, reader);
    const started = now;
    try {
      now = new Date(started.getTime() + 14 * DAY_MS - 1000);
      expect(await statusOf(reader)).toMatchObject({ state: 'TRIAL', mayWrite: true });
      now = new Date(started.getTime() + 14 * DAY_MS);
      expect(await statusOf(reader)).toMatchObject({ state: 'EXPIRED', mayWrite: false, mayStartTrial: false });
    } finally {
      now = started;
    }
  });
});

describe('the one writing rule', () => {
  it('follows the app clock: posting stops at the moment the status says writing stops', async () => {
    const reader = await newIndividual();
    await call('POST', SUBSCRIPTION_PATHS.trial, reader);
    const started = now;
    try {
      now = new Date(started.getTime() + 14 * DAY_MS - 1000);
      expect((await post(reader)).statusCode).toBe(201);
      now = new Date(started.getTime() + 14 * DAY_MS);
      expect(await statusOf(reader)).toMatchObject({ state: 'EXPIRED', mayWrite: false });
      expect((await post(reader)).json()).toMatchObject({ statusCode: 403, code: 'SUBSCRIPTION_REQUIRED' });
    } finally {
      now = started;
    }
  });
});

describe('a school’s trial', () => {
  it('is started by the school account only and covers its members', async () => {
    const { account, student, admin } = await newSchool();
    expect(await statusOf(student)).toMatchObject({ state: 'NONE', trialAvailable: true, mayStartTrial: false });
    for (const member of [student, admin]) {
      const refused = await call('POST', SUBSCRIPTION_PATHS.trial, member);
      expect(refused.json()).toMatchObject({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: SUBSCRIPTION_MESSAGES.schoolStartsTrial,
      });
    }
    expect(await statusOf(account)).toMatchObject({ state: 'NONE', mayStartTrial: true });
    expect((await call('POST', SUBSCRIPTION_PATHS.trial, account)).statusCode).toBe(201);
    expect(await statusOf(student)).toMatchObject({ state: 'TRIAL', mayWrite: true, mayStartTrial: false });
    expect(await statusOf(admin)).toMatchObject({ state: 'TRIAL' });
  });

  it('is for newcomers: a school that already has a plan is not offered one', async () => {
    const school = await buildInstitute(t.db, 'Banyan Tree School');
    const account = await signIn(t.app, 'institute', school.account.email);
    expect(await statusOf(account)).toMatchObject({ state: 'ACTIVE', trialAvailable: false, mayStartTrial: false });
    expect((await call('POST', SUBSCRIPTION_PATHS.trial, account)).json()).toMatchObject({ statusCode: 409 });
  });

  it('changes nothing for another school', async () => {
    const first = await newSchool();
    const second = await newSchool();
    await call('POST', SUBSCRIPTION_PATHS.trial, first.account);
    expect(await statusOf(second.student)).toMatchObject({ state: 'NONE', trialAvailable: true });
    expect(await statusOf(second.account)).toMatchObject({ state: 'NONE', mayStartTrial: true });
  });
});

describe('who may ask', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', SUBSCRIPTION_PATHS.status)).statusCode).toBe(401);
    expect((await call('POST', SUBSCRIPTION_PATHS.trial)).statusCode).toBe(401);
  });
});
