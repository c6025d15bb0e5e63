/**
 * Class join links and /community-member/verify: who may make, list and revoke links (the school account, its own
 * links only), the open page for live and dead links, registration with approval and at once, seats, duplicate
 * emails, a child's consent request, decisions by the link's school only, and invitation tokens.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinLinks, joinRequests, oneTimeLinks, parentConsents, subscriptions, users } from '../../db/schema';
import { buildTestApp, latestMailTo, type TestApp, tokenIn } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { deleteOldJoinRequests } from './join-link.job';

let t: TestApp;
let schoolA: Awaited<ReturnType<typeof buildInstitute>>;
let schoolB: Awaited<ReturnType<typeof buildInstitute>>;
let instituteA: SignedIn;
let instituteB: SignedIn;
let adminA: SignedIn;
let facultyA: SignedIn;
let studentA: SignedIn;
let studentB: SignedIn;
let reader: SignedIn;

const PASSWORD = 'Asha#Joins2026';
let serial = 0;
const email = (name: string) => `${name}.${++serial}@join.test`;

beforeAll(async () => {
  t = await buildTestApp();
  schoolA = await buildInstitute(t.db, 'School A');
  schoolB = await buildInstitute(t.db, 'School B');
  instituteA = await signIn(t.app, 'institute', schoolA.account.email);
  instituteB = await signIn(t.app, 'institute', schoolB.account.email);
  adminA = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'ADMIN')).email);
  facultyA = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'FACULTY')).email);
  studentA = await signIn(t.app, 'user', (await buildMember(t.db, schoolA.institute.id, 'CANDIDATE')).email);
  studentB = await signIn(t.app, 'user', (await buildMember(t.db, schoolB.institute.id, 'CANDIDATE')).email);
  reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
  for (const section of ['A', 'B']) {
    const added = await call('POST', '/api/institute/classes/SEVEN/sections', instituteA, { section });
    expect(added.statusCode).toBe(201);
  }
  expect((await call('POST', '/api/institute/classes/SEVEN/sections', instituteB, { section: 'A' })).statusCode).toBe(
    201,
  );
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, who?: SignedIn, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
}

async function makeLink(who: SignedIn, body: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/join-links', who, {
    role: 'CANDIDATE',
    studentClass: 'SEVEN',
    section: 'A',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().body as { id: string; slug: string; url: string; state: string };
}

const adultBirth = '2000-04-12';
const childBirth = `${new Date().getUTCFullYear() - 12}-06-15`;

function register(slug: string, body: Record<string, unknown> = {}) {
  return call('POST', `/api/user-auto-registration/${slug}`, undefined, {
    name: 'Asha Verma',
    email: email('asha'),
    password: PASSWORD,
    dateOfBirth: adultBirth,
    acceptsPolicies: true,
    ...body,
  });
}

const countRows = async (table: typeof joinRequests | typeof users) => (await t.db.select().from(table)).length;

describe('making, listing and revoking links', () => {
  it('lets the school account make a link with an unguessable slug and the defaults', async () => {
    const before = Date.now();
    const link = await makeLink(instituteA);
    expect(link.slug).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://localhost:3000/user-auto-registration/${link.slug}`);
    expect(link).toMatchObject({ needsApproval: true, maxUses: null, uses: 0, pending: 0, state: 'ACTIVE' });
    const days = (Date.parse((link as unknown as { expiresAt: string }).expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it.each([
    ['admin of A', () => adminA],
    ['teacher of A', () => facultyA],
    ['student of A', () => studentA],
    ['student of B', () => studentB],
    ['individual reader', () => reader],
  ])('refuses the %s (403) to make, list or revoke', async (_name, who) => {
    const link = await makeLink(instituteA);
    const before = await t.db.select().from(joinLinks);
    expect((await call('POST', '/api/join-links', who(), { role: 'FACULTY' })).statusCode).toBe(403);
    expect((await call('GET', '/api/join-links', who())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/join-links/${link.id}`, who())).statusCode).toBe(403);
    expect((await call('GET', '/api/join-links/requests', who())).statusCode).toBe(403);
    expect(await t.db.select().from(joinLinks)).toEqual(before);
  });

  it('refuses a visitor (401)', async () => {
    expect((await call('GET', '/api/join-links')).statusCode).toBe(401);
    expect((await call('POST', '/api/join-links', undefined, { role: 'FACULTY' })).statusCode).toBe(401);
  });

  it("keeps each school's links to itself: B neither sees nor revokes A's (404)", async () => {
    const link = await makeLink(instituteA);
    const listB = await call('GET', '/api/join-links', instituteB);
    expect(listB.statusCode).toBe(200);
    expect(listB.json().body.map((entry: { id: string }) => entry.id)).not.toContain(link.id);
    expect((await call('DELETE', `/api/join-links/${link.id}`, instituteB)).statusCode).toBe(404);
    const listA = await call('GET', '/api/join-links', instituteA);
    expect(listA.json().body.find((entry: { id: string }) => entry.id === link.id).state).toBe('ACTIVE');
  });

  it('refuses bad input (400) and a class the school does not run, making nothing', async () => {
    const before = (await t.db.select().from(joinLinks)).length;
    for (const body of [
      { role: 'CANDIDATE' },
      { role: 'CANDIDATE', studentClass: 'SEVEN', expiresInDays: 91 },
      { role: 'CANDIDATE', studentClass: 'SEVEN', maxUses: 0 },
      { role: 'ADMIN' },
      { role: 'CANDIDATE', studentClass: 'NINE' },
      { role: 'CANDIDATE', studentClass: 'SEVEN', section: 'D' },
    ]) {
      expect((await call('POST', '/api/join-links', instituteA, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.db.select().from(joinLinks)).length).toBe(before);
  });

  it('revokes a link: the open page then says it has expired', async () => {
    const link = await makeLink(instituteA);
    expect((await call('DELETE', `/api/join-links/${link.id}`, instituteA)).statusCode).toBe(200);
    const open = await call('GET', `/api/user-auto-registration/${link.slug}`);
    expect(open.statusCode).toBe(410);
    expect(open.json()).toMatchObject({
      code: 'LINK_EXPIRED',
      message: 'This join link has expired. Ask your school for a new one.',
    });
    const list = await call('GET', '/api/join-links', instituteA);
    expect(list.json().body.find((entry: { id: string }) => entry.id === link.id).state).toBe('REVOKED');
  });
});

describe('the open page', () => {
  it("shows the school's name and the class of a live link, nothing more", async () => {
    const link = await makeLink(instituteA);
    const open = await call('GET', `/api/user-auto-registration/${link.slug}`);
    expect(open.statusCode).toBe(200);
    expect(Object.keys(open.json().body).sort()).toEqual(
      ['expiresAt', 'instituteName', 'needsApproval', 'role', 'section', 'studentClass'].sort(),
    );
    expect(open.json().body).toMatchObject({ instituteName: 'School A', studentClass: 'SEVEN', section: 'A' });
  });

  it('says expired for an expired, used-up or unknown link', async () => {
    const expired = await makeLink(instituteA);
    await t.db
      .update(joinLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(joinLinks.id, expired.id));
    const usedUp = await makeLink(instituteA, { maxUses: 1, needsApproval: true });
    expect((await register(usedUp.slug)).statusCode).toBe(201);
    for (const slug of [expired.slug, usedUp.slug, 'A'.repeat(43)]) {
      const open = await call('GET', `/api/user-auto-registration/${slug}`);
      expect(open.statusCode, slug).toBe(410);
      const before = await countRows(joinRequests);
      expect((await register(slug)).statusCode).toBe(410);
      expect(await countRows(joinRequests)).toBe(before);
    }
    expect((await call('GET', '/api/user-auto-registration/short')).statusCode).toBe(400);
  });
});

describe('registering through a link', () => {
  it('waits for the school, which approves: the account is made, the email confirms, the student signs in', async () => {
    const link = await makeLink(instituteA);
    const address = email('meera');
    const sent = await register(link.slug, { name: 'Meera Rao', email: address });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().body).toEqual({ status: 'PENDING' });
    expect(await t.db.select().from(users).where(eq(users.email, address))).toEqual([]);
    expect((await register(link.slug, { email: address })).statusCode).toBe(409);

    const listed = await call('GET', '/api/join-links', instituteA);
    expect(listed.json().body.find((entry: { id: string }) => entry.id === link.id)).toMatchObject({
      uses: 1,
      pending: 1,
    });
    const waiting = (await call('GET', '/api/join-links/requests', instituteA)).json().body;
    const request = waiting.find((entry: { email: string }) => entry.email === address);
    expect(request).toMatchObject({ name: 'Meera Rao', studentClass: 'SEVEN', section: 'A', status: 'PENDING' });
    expect(request).not.toHaveProperty('passwordHash');

    // Another school cannot see or decide it; the teacher and admin of A are refused.
    expect((await call('GET', '/api/join-links/requests', instituteB)).json().body).toEqual([]);
    expect((await call('POST', `/api/join-links/requests/${request.id}/approve`, instituteB)).statusCode).toBe(404);
    expect((await call('POST', `/api/join-links/requests/${request.id}/decline`, instituteB)).statusCode).toBe(404);
    expect((await call('POST', `/api/join-links/requests/${request.id}/approve`, facultyA)).statusCode).toBe(403);
    expect((await call('POST', `/api/join-links/requests/${request.id}/approve`, adminA)).statusCode).toBe(403);

    const approved = await call('POST', `/api/join-links/requests/${request.id}/approve`, instituteA);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().body.status).toBe('APPROVED');
    expect((await call('POST', `/api/join-links/requests/${request.id}/approve`, instituteA)).statusCode).toBe(409);
    const [account] = await t.db.select().from(users).where(eq(users.email, address));
    expect(account).toMatchObject({
      type: 'CANDIDATE',
      instituteId: schoolA.institute.id,
      studentClass: 'SEVEN',
      section: 'A',
      emailVerifiedAt: null,
    });

    const login = () => call('POST', '/api/user/login', undefined, { email: address, password: PASSWORD });
    expect((await login()).json().code).toBe('EMAIL_NOT_VERIFIED');
    const mail = await latestMailTo(t.outbox, address);
    expect(mail.links[0]).toContain('/community-member/verify?token=');
    const token = tokenIn(mail.links[0] ?? '');
    const preview = await call('GET', `/api/community-member/verify?token=${token}`);
    expect(preview.json().body).toMatchObject({ instituteName: 'School A', role: 'CANDIDATE', hasPassword: true });
    const confirmed = await call('POST', '/api/community-member/verify', undefined, { token });
    expect(confirmed.json().body).toMatchObject({ next: 'SIGN_IN', email: address });
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().body).toMatchObject({ instituteName: 'School A' });
    expect((await call('POST', '/api/community-member/verify', undefined, { token })).statusCode).toBe(410);
  });

  it('joins at once when the link says so; a teacher link makes a faculty member', async () => {
    const link = await makeLink(instituteA, {
      role: 'FACULTY',
      studentClass: null,
      section: null,
      needsApproval: false,
    });
    const address = email('teacher');
    const sent = await register(link.slug, { name: 'Kabir Das', email: address, dateOfBirth: undefined });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().body).toEqual({ status: 'JOINED' });
    const [account] = await t.db.select().from(users).where(eq(users.email, address));
    expect(account).toMatchObject({ type: 'INDIVIDUAL', userType: 'FACULTY', instituteId: schoolA.institute.id });
    const [request] = await t.db.select().from(joinRequests).where(eq(joinRequests.email, address));
    expect(request).toMatchObject({ status: 'APPROVED', userId: account?.id, passwordHash: null });
  });

  it('asks a child for a parent, and starts the parent consent request as the school does', async () => {
    const link = await makeLink(instituteA, { needsApproval: false });
    const address = email('child');
    const noParent = await register(link.slug, { email: address, dateOfBirth: childBirth });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().details[0].field).toBe('parentEmail');
    const sent = await register(link.slug, {
      email: address,
      dateOfBirth: childBirth,
      parentName: 'Sunita Verma',
      parentEmail: 'sunita.parent@join.test',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [child] = await t.db.select().from(users).where(eq(users.email, address));
    const consents = await t.db
      .select()
      .from(parentConsents)
      .where(eq(parentConsents.studentId, child?.id ?? ''));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ parentEmail: 'sunita.parent@join.test' });
    await latestMailTo(t.outbox, 'sunita.parent@join.test');
  });

  it('refuses an email that has an account (409) as sign-up does, making nothing', async () => {
    const link = await makeLink(instituteA, { needsApproval: false });
    const before = [await countRows(joinRequests), await countRows(users)];
    const taken = await register(link.slug, { email: schoolB.account.email });
    expect(taken.statusCode).toBe(409);
    expect([await countRows(joinRequests), await countRows(users)]).toEqual(before);
  });

  it('refuses bad input (400) and makes nothing', async () => {
    const link = await makeLink(instituteA, { needsApproval: false });
    const before = [await countRows(joinRequests), await countRows(users)];
    for (const body of [
      { password: 'short' },
      { email: 'not-an-email' },
      { acceptsPolicies: false },
      { dateOfBirth: undefined },
      { dateOfBirth: '2999-01-01' },
      { name: 'A' },
      { role: 'ADMIN' },
    ]) {
      expect((await register(link.slug, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect([await countRows(joinRequests), await countRows(users)]).toEqual(before);
  });

  it('respects the seats: a full school refuses at once (nothing made) and on approval (the request waits)', async () => {
    const school = await buildInstitute(t.db, 'Small School');
    const account = await signIn(t.app, 'institute', school.account.email);
    await call('POST', '/api/institute/classes/SEVEN/sections', account, { section: 'A' });
    await t.db.update(subscriptions).set({ seats: 0 }).where(eq(subscriptions.instituteId, school.institute.id));
    const atOnce = await makeLink(account, { needsApproval: false });
    const before = [await countRows(joinRequests), await countRows(users)];
    const refused = await register(atOnce.slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SEAT_LIMIT');
    expect([await countRows(joinRequests), await countRows(users)]).toEqual(before);
    const [row] = await t.db.select().from(joinLinks).where(eq(joinLinks.id, atOnce.id));
    expect(row?.uses).toBe(0);

    const waiting = await makeLink(account);
    expect((await register(waiting.slug)).statusCode).toBe(201);
    const [request] = (await call('GET', '/api/join-links/requests', account)).json().body;
    const approve = await call('POST', `/api/join-links/requests/${request.id}/approve`, account);
    expect(approve.json().code).toBe('SEAT_LIMIT');
    const [still] = await t.db.select().from(joinRequests).where(eq(joinRequests.id, request.id));
    expect(still).toMatchObject({ status: 'PENDING' });
    expect(still?.passwordHash).toBeTruthy();
  });

  it('declines: the person is emailed and no account is made', async () => {
    const link = await makeLink(instituteA);
    const address = email('declined');
    expect((await register(link.slug, { email: address })).statusCode).toBe(201);
    const [request] = await t.db.select().from(joinRequests).where(eq(joinRequests.email, address));
    const declined = await call('POST', `/api/join-links/requests/${request?.id}/decline`, instituteA);
    expect(declined.statusCode).toBe(200);
    expect((await latestMailTo(t.outbox, address)).subject).toContain('School A');
    expect(await t.db.select().from(users).where(eq(users.email, address))).toEqual([]);
    const [after] = await t.db.select().from(joinRequests).where(eq(joinRequests.email, address));
    expect(after).toMatchObject({ status: 'DECLINED', passwordHash: null });
  });
});

describe('keeping requests', () => {
  it('deletes requests 30 days after their decision or their link ended, and no other rows', async () => {
    const DAY_MS = 86_400_000;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const live = await makeLink(instituteA);
    const revoked = await makeLink(instituteA);
    const requestOn = async (slug: string, name: string) => {
      const address = email(name);
      expect((await register(slug, { email: address })).statusCode).toBe(201);
      const [row] = await t.db.select().from(joinRequests).where(eq(joinRequests.email, address));
      if (!row) throw new Error('no request');
      return row.id;
    };
    const declinedLongAgo = await requestOn(live.slug, 'declined-old');
    const declinedLately = await requestOn(live.slug, 'declined-new');
    const waitingOnLive = await requestOn(live.slug, 'waiting');
    const waitingOnRevoked = await requestOn(revoked.slug, 'orphan');
    const approvedLongAgo = await requestOn(live.slug, 'approved-old');
    const approve = await call('POST', `/api/join-links/requests/${approvedLongAgo}/approve`, instituteA);
    expect(approve.statusCode, approve.body).toBe(200);
    for (const id of [declinedLongAgo, declinedLately]) {
      expect((await call('POST', `/api/join-links/requests/${id}/decline`, instituteA)).statusCode).toBe(200);
    }
    const decidedDaysAgo = (id: string, days: number) =>
      t.db
        .update(joinRequests)
        .set({ decidedAt: ago(days) })
        .where(eq(joinRequests.id, id));
    await decidedDaysAgo(declinedLongAgo, 31);
    await decidedDaysAgo(declinedLately, 29);
    await decidedDaysAgo(approvedLongAgo, 40);
    expect((await call('DELETE', `/api/join-links/${revoked.id}`, instituteA)).statusCode).toBe(200);
    await t.db
      .update(joinLinks)
      .set({ revokedAt: ago(31) })
      .where(eq(joinLinks.id, revoked.id));
    const usersBefore = await countRows(users);

    await deleteOldJoinRequests(t.db, now);

    const left = new Set((await t.db.select({ id: joinRequests.id }).from(joinRequests)).map((row) => row.id));
    expect(left.has(declinedLongAgo)).toBe(false);
    expect(left.has(approvedLongAgo)).toBe(false);
    expect(left.has(waitingOnRevoked)).toBe(false);
    expect(left.has(declinedLately)).toBe(true);
    expect(left.has(waitingOnLive)).toBe(true);
    // The approved person's account stays; only the request went.
    expect(await countRows(users)).toBe(usersBefore);
    expect(await t.db.select().from(joinLinks).where(eq(joinLinks.id, revoked.id))).toHaveLength(1);
  });
});

describe('/community-member/verify', () => {
  async function invite(name: string) {
    const address = email(name);
    const added = await call('POST', '/api/institute/members', instituteA, {
      role: 'FACULTY',
      name: 'Ravi Kumar',
      email: address,
    });
    expect(added.statusCode).toBe(201);
    const mail = await latestMailTo(t.outbox, address);
    expect(mail.links[0]).toContain('/community-member/verify?token=');
    return { address, token: tokenIn(mail.links[0] ?? '') };
  }

  it('previews and confirms an invitation, then the same token sets the password', async () => {
    const { address, token } = await invite('ravi');
    const preview = await call('GET', `/api/community-member/verify?token=${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().body).toMatchObject({
      instituteName: 'School A',
      role: 'FACULTY',
      email: address,
      hasPassword: false,
    });
    const confirmed = await call('POST', '/api/community-member/verify', undefined, {
      token,
      school: schoolA.institute.customUrl,
    });
    expect(confirmed.json().body).toMatchObject({
      next: 'SET_PASSWORD',
      instituteCustomUrl: schoolA.institute.customUrl,
    });
    const [member] = await t.db.select().from(users).where(eq(users.email, address));
    expect(member?.emailVerifiedAt).not.toBeNull();
    const set = await call('POST', '/api/user/reset-password', undefined, { token, password: PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(
      (await call('POST', '/api/faculty/login', undefined, { email: address, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/community-member/verify?token=${token}`)).statusCode).toBe(410);
  });

  it('answers 4xx for a wrong, expired or used token and changes nothing', async () => {
    const { address, token } = await invite('wrong');
    await t.db
      .update(oneTimeLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeLinks.purpose, 'SET_PASSWORD')));
    for (const bad of [token, 'x'.repeat(43)]) {
      const preview = await call('GET', `/api/community-member/verify?token=${bad}`);
      expect(preview.statusCode).toBe(410);
      expect(preview.json().message).toContain('Ask your school to send the invitation again');
      expect((await call('POST', '/api/community-member/verify', undefined, { token: bad })).statusCode).toBe(410);
    }
    expect((await call('POST', '/api/community-member/verify', undefined, { token: 'short' })).statusCode).toBe(400);
    const [member] = await t.db.select().from(users).where(eq(users.email, address));
    expect(member?.emailVerifiedAt).toBeNull();
  });

  it("refuses one school's invitation on another school's page (404), changing nothing", async () => {
    const { address, token } = await invite('other');
    const refused = await call('POST', '/api/community-member/verify', undefined, {
      token,
      school: schoolB.institute.customUrl,
    });
    expect(refused.statusCode).toBe(404);
    const [member] = await t.db.select().from(users).where(eq(users.email, address));
    expect(member).toMatchObject({ instituteId: schoolA.institute.id, emailVerifiedAt: null });
  });

  it('keeps old links that opened /reset-password working', async () => {
    const { token } = await invite('old');
    expect((await call('GET', `/api/user/reset-password/status?token=${token}`)).json().body.valid).toBe(true);
  });
});
