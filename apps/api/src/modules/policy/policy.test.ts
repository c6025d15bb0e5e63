import { CURRENT_POLICY_VERSIONS, currentPolicyVersions } from '@noticeboard/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyAcceptances, users } from '../../db/schema';
import { buildTestApp, codeIn, latestMailTo, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const BOTH = ['PRIVACY_POLICY', 'SAFETY_ADVISORY'];

async function me(who: SignedIn) {
  const response = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: who.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().body;
}

async function status(who: SignedIn) {
  return t.app.inject({ method: 'GET', url: '/api/policy/acceptance', headers: { cookie: who.cookie } });
}

async function accept(who: SignedIn, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/policy/accept', headers: { cookie: who.cookie }, payload });
}

async function acceptanceCount(userId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(policyAcceptances).where(eq(policyAcceptances.userId, userId));
  return Number(row?.n ?? 0);
}

describe('the texts', () => {
  it('serves the current privacy policy to anyone, as plain blocks with a summary for children', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/policies/privacy-policy' });
    expect(response.statusCode).toBe(200);
    const text = response.json().body;
    expect(text).toMatchObject({
      document: 'PRIVACY_POLICY',
      version: CURRENT_POLICY_VERSIONS.PRIVACY_POLICY,
      title: 'Privacy policy',
      current: true,
    });
    expect(text.versions).toContain(CURRENT_POLICY_VERSIONS.PRIVACY_POLICY);
    expect(text.summary.heading).toBe('In short');
    expect(text.changes.length).toBeGreaterThan(0);
    const headings = text.sections.map((section: { heading: string }) => section.heading);
    expect(headings).toEqual(expect.arrayContaining(['What we collect', 'Children and their parents', 'Contact us']));
    // Every consent purpose is explained in plain words.
    expect(JSON.stringify(text)).toContain('Photos in public posts');
    expect(JSON.stringify(text)).not.toMatch(/<[a-z]/i);
  });

  it('serves any version of the safety advisory by its date, and 404 for a date without a text', async () => {
    const version = CURRENT_POLICY_VERSIONS.SAFETY_ADVISORY;
    const found = await t.app.inject({ method: 'GET', url: `/api/policies/safety-advisory/${version}` });
    expect(found.statusCode).toBe(200);
    expect(found.json().body).toMatchObject({ document: 'SAFETY_ADVISORY', version, title: 'Safety advisory' });

    const missing = await t.app.inject({ method: 'GET', url: '/api/policies/safety-advisory/1999-01-01' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 400 for an unknown document or a version that is not a date', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/policies/terms' })).statusCode).toBe(400);
    const notADate = await t.app.inject({ method: 'GET', url: '/api/policies/privacy-policy/latest' });
    expect(notADate.statusCode).toBe(400);
  });
});

describe('acceptance', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/policy/acceptance' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/policy/accept',
      payload: { accept: currentPolicyVersions() },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists both documents as pending for a student added by the school, in /user/me and the status', async () => {
    const school = await buildInstitute(t.db, 'Pending Policies School');
    const student = await buildMember(t.db, school.institute.id, 'CANDIDATE');
    const session = await signIn(t.app, 'user', student.email);

    expect((await me(session)).pendingPolicies).toEqual(BOTH);
    const response = await status(session);
    expect(response.statusCode).toBe(200);
    const body = response.json().body;
    expect(body.pending.map((entry: { document: string }) => entry.document)).toEqual(BOTH);
    expect(body.pending[0]).toMatchObject({ version: CURRENT_POLICY_VERSIONS.PRIVACY_POLICY, title: 'Privacy policy' });
    expect(body.pending[0].summary.heading).toBe('In short');
    expect(body.accepted).toEqual([]);
    expect(body.current).toHaveLength(2);
  });

  it('records the current versions, after which nothing is pending; accepting again keeps the first time', async () => {
    const person = await buildIndividual(t.db);
    const session = await signIn(t.app, 'individual', person.email);

    const first = await accept(session, {
      accept: [{ document: 'SAFETY_ADVISORY', version: CURRENT_POLICY_VERSIONS.SAFETY_ADVISORY }],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().body.pending.map((entry: { document: string }) => entry.document)).toEqual(['PRIVACY_POLICY']);
    expect((await me(session)).pendingPolicies).toEqual(['PRIVACY_POLICY']);

    const both = await accept(session, { accept: currentPolicyVersions() });
    expect(both.statusCode).toBe(200);
    expect(both.json().body.pending).toEqual([]);
    expect(both.json().body.accepted).toHaveLength(2);
    expect((await me(session)).pendingPolicies).toEqual([]);

    expect((await accept(session, { accept: currentPolicyVersions() })).statusCode).toBe(200);
    expect(await acceptanceCount(person.id)).toBe(2);
  });

  it('refuses an old version with 409 and records nothing', async () => {
    const person = await buildIndividual(t.db);
    const session = await signIn(t.app, 'individual', person.email);
    const response = await accept(session, {
      accept: [
        { document: 'PRIVACY_POLICY', version: '2025-01-01' },
        { document: 'SAFETY_ADVISORY', version: CURRENT_POLICY_VERSIONS.SAFETY_ADVISORY },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'PRIVACY_POLICY' })]);
    expect(await acceptanceCount(person.id)).toBe(0);
  });

  it('refuses an accepted version from before the current one: the person is asked again', async () => {
    const person = await buildIndividual(t.db);
    await t.db.insert(policyAcceptances).values([
      { userId: person.id, document: 'PRIVACY_POLICY', version: '2025-06-01' },
      { userId: person.id, document: 'SAFETY_ADVISORY', version: CURRENT_POLICY_VERSIONS.SAFETY_ADVISORY },
    ]);
    const session = await signIn(t.app, 'individual', person.email);
    expect((await me(session)).pendingPolicies).toEqual(['PRIVACY_POLICY']);
  });

  it('answers 400 for a malformed body and changes nothing', async () => {
    const person = await buildIndividual(t.db);
    const session = await signIn(t.app, 'individual', person.email);
    for (const payload of [
      {},
      { accept: [] },
      { accept: [{ document: 'TERMS', version: '2026-11-29' }] },
      { accept: [{ document: 'PRIVACY_POLICY', version: 'today' }] },
      { accept: [...currentPolicyVersions(), ...currentPolicyVersions()] },
      { accept: currentPolicyVersions(), extra: true },
    ]) {
      const response = await accept(session, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await acceptanceCount(person.id)).toBe(0);
  });

  it('only ever records the caller’s own acceptance', async () => {
    const school = await buildInstitute(t.db, 'Own Acceptance School');
    const student = await buildMember(t.db, school.institute.id, 'CANDIDATE');
    const schoolSession = await signIn(t.app, 'institute', school.account.email);
    const response = await accept(schoolSession, { accept: currentPolicyVersions(), userId: student.id });
    expect(response.statusCode).toBe(400);
    expect(await acceptanceCount(student.id)).toBe(0);
  });
});

describe('sign-up', () => {
  const individual = (email: string) => ({ name: 'Meera Pillai', email, password: 'Reading#Club9' });
  const institute = (suffix: string) => ({
    name: 'Lotus Valley School',
    customUrl: `lotus-${suffix}`,
    email: `office-${suffix}@lotus.test`,
    phone: `+91980000${suffix}`,
    password: 'Lotus#Valley26',
    board: 'CBSE',
    address: { line1: '3 Lake Road', countryCode: 'IN', stateCode: 'IN-KA', city: 'Mysuru', pincode: '570001' },
  });

  it('is refused without the ticked box (400 with the field) and creates nothing', async () => {
    const before = await t.db.select({ n: count() }).from(users);
    for (const [url, payload] of [
      ['/api/individual/signup', individual('no-box@reader.test')],
      ['/api/individual/signup', { ...individual('false-box@reader.test'), acceptsPolicies: false }],
      ['/api/institute/signup', institute('2001')],
      ['/api/institute/signup', { ...institute('2002'), acceptsPolicies: 'yes' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().details).toEqual(
        expect.arrayContaining([
          { field: 'acceptsPolicies', message: 'Tick the box to accept the privacy policy and the safety advisory' },
        ]),
      );
    }
    const after = await t.db.select({ n: count() }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect((await t.outbox.list()).filter((mail) => mail.to.includes('box@reader.test'))).toEqual([]);
  });

  it('records the current versions with an individual’s new account, so nothing is pending at sign-in', async () => {
    const body = { ...individual('meera@reader.test'), acceptsPolicies: true };
    const signup = await t.app.inject({ method: 'POST', url: '/api/individual/signup', payload: body });
    expect(signup.statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    if (!user) throw new Error('no user');
    const rows = await t.db.select().from(policyAcceptances).where(eq(policyAcceptances.userId, user.id));
    expect(rows.map((row) => [row.document, row.version]).sort()).toEqual([
      ['PRIVACY_POLICY', CURRENT_POLICY_VERSIONS.PRIVACY_POLICY],
      ['SAFETY_ADVISORY', CURRENT_POLICY_VERSIONS.SAFETY_ADVISORY],
    ]);

    const code = codeIn((await latestMailTo(t.outbox, body.email)).text);
    const { transactionId } = signup.json().body;
    await t.app.inject({ method: 'POST', url: '/api/otp/verify', payload: { transactionId, otp: code } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/individual/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().body.pendingPolicies).toEqual([]);
  });

  it('records them with a school’s new account too', async () => {
    const body = { ...institute('2003'), acceptsPolicies: true };
    const signup = await t.app.inject({ method: 'POST', url: '/api/institute/signup', payload: body });
    expect(signup.statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(await acceptanceCount(user?.id ?? '')).toBe(2);
  });
});
