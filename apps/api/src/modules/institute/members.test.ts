import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, latestMailTo, type TestApp, tokenIn } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

let t: TestApp;
let schoolA: Awaited<ReturnType<typeof buildInstitute>>;
let schoolB: Awaited<ReturnType<typeof buildInstitute>>;
let instituteA: SignedIn;
let adminA: SignedIn;
let facultyA: SignedIn;
let studentA: SignedIn;
let studentB: Awaited<ReturnType<typeof buildMember>>;

beforeAll(async () => {
  t = await buildTestApp();
  schoolA = await buildInstitute(t.db, 'School A');
  schoolB = await buildInstitute(t.db, 'School B');
  instituteA = await signIn(t.app, 'institute', schoolA.account.email);
  adminA = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'ADMIN')).email);
  facultyA = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'FACULTY')).email);
  studentA = await signIn(t.app, 'user', (await buildMember(t.db, schoolA.institute.id, 'CANDIDATE')).email);
  studentB = await buildMember(t.db, schoolB.institute.id, 'CANDIDATE');
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who?: SignedIn,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

describe('member management', () => {
  it('adds a student who sets a password from the emailed link and signs in', async () => {
    const added = await call('POST', '/api/institute/members', instituteA, {
      role: 'CANDIDATE',
      name: 'Ira Sen',
      email: 'ira.sen@school.test',
      studentClass: 'SEVEN',
      section: 'B',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().body).toMatchObject({
      status: 'PENDING',
      studentClass: 'SEVEN',
      section: 'B',
      type: 'CANDIDATE',
    });

    const mail = await latestMailTo(t.outbox, 'ira.sen@school.test');
    expect(mail.subject).toContain('School A');
    const token = tokenIn(mail.links[0] ?? '');
    const status = await call('GET', `/api/user/reset-password/status?token=${token}`);
    expect(status.json().body.purpose).toBe('SET_PASSWORD');
    const set = await call('POST', '/api/user/reset-password', undefined, { token, password: 'Ira#Reads2026' });
    expect(set.statusCode).toBe(200);
    const login = await call('POST', '/api/user/login', undefined, {
      email: 'ira.sen@school.test',
      password: 'Ira#Reads2026',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().body).toMatchObject({ instituteName: 'School A', subscription: { state: 'ACTIVE' } });
  });

  // Spec §6: member management (/candidate, /team) is the school account's alone.
  it("refuses the school's admins, who add no one and change nothing", async () => {
    for (const role of ['FACULTY', 'ADMIN'] as const) {
      const email = `${role.toLowerCase()}.by-admin@school.test`;
      const added = await call('POST', '/api/institute/members', adminA, { role, name: 'Omar Das', email });
      expect(added.statusCode).toBe(403);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
    expect((await call('GET', '/api/institute/members', adminA)).statusCode).toBe(403);
  });

  it('lists only its own members, paged and filtered by role', async () => {
    const page = await call('GET', '/api/institute/members?role=CANDIDATE&size=1&page=0', instituteA);
    expect(page.statusCode).toBe(200);
    const body = page.json().body;
    expect(body.content).toHaveLength(1);
    expect(body.totalElements).toBeGreaterThanOrEqual(2);
    expect(body.last).toBe(false);
    const all = await call('GET', '/api/institute/members?size=100', instituteA);
    const emails = all.json().body.content.map((m: { email: string }) => m.email);
    expect(emails).not.toContain(studentB.email);
    expect(emails).not.toContain(schoolA.account.email);
  });

  it('refuses other roles and anonymous callers', async () => {
    expect((await call('GET', '/api/institute/members')).statusCode).toBe(401);
    expect((await call('GET', '/api/institute/members', facultyA)).statusCode).toBe(403);
    expect((await call('GET', '/api/institute/members', studentA)).statusCode).toBe(403);
    const reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
    expect(
      (await call('POST', '/api/institute/members', reader, { role: 'FACULTY', name: 'X Y', email: 'x@y.test' }))
        .statusCode,
    ).toBe(403);
  });

  it('cannot read or change another institute’s member, and nothing changes', async () => {
    const url = `/api/institute/members/${studentB.id}`;
    expect((await call('GET', url, instituteA)).statusCode).toBe(404);
    expect((await call('PATCH', url, instituteA, { name: 'Renamed' })).statusCode).toBe(404);
    expect((await call('DELETE', url, instituteA)).statusCode).toBe(404);
    expect((await call('POST', `${url}/resend-invite`, instituteA)).statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, studentB.id));
    expect(row).toMatchObject({ name: studentB.name, status: 'ACTIVE' });
  });

  it('cannot see another school’s student profile', async () => {
    const response = await call('GET', `/api/user/profile/${studentB.customUrl}`, studentA);
    expect(response.statusCode).toBe(404);
    const own = await call(
      'GET',
      `/api/user/profile/${studentB.customUrl}`,
      await signIn(t.app, 'institute', schoolB.account.email),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().body).not.toHaveProperty('email');
  });

  it('validates input and changes nothing on bad requests', async () => {
    const bad = await call('POST', '/api/institute/members', instituteA, {
      role: 'CANDIDATE',
      name: 'Z',
      email: 'z@school.test',
      studentClass: 'NINETEEN',
      section: 'A',
    });
    expect(bad.statusCode).toBe(400);
    const extra = await call('POST', '/api/institute/members', instituteA, {
      role: 'FACULTY',
      name: 'Zed Ray',
      email: 'zed@school.test',
      isAdmin: true,
    });
    expect(extra.statusCode).toBe(400);
    const badId = await call('GET', '/api/institute/members/not-a-uuid', instituteA);
    expect(badId.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, 'zed@school.test'))).toHaveLength(0);
  });

  it('updates a student and removes a member, who then cannot sign in', async () => {
    const member = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
    const updated = await call('PATCH', `/api/institute/members/${member.id}`, instituteA, {
      studentClass: 'NINE',
      section: 'C',
    });
    expect(updated.json().body).toMatchObject({ studentClass: 'NINE', section: 'C' });
    const session = await signIn(t.app, 'user', member.email);
    expect((await call('DELETE', `/api/institute/members/${member.id}`, adminA)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/me', session)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/institute/members/${member.id}`, instituteA)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/me', session)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/user/login', undefined, { email: member.email, password: 'Strong#Pass9' })).statusCode,
    ).toBe(401);
  });

  it('refuses a duplicate email with 409', async () => {
    const response = await call('POST', '/api/institute/members', instituteA, {
      role: 'FACULTY',
      name: 'Dup Licate',
      email: studentB.email,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('public institution profile', () => {
  it('is open to anyone, with counts and no contact details', async () => {
    const response = await call('GET', `/api/institute/public/${schoolA.institute.customUrl}`);
    expect(response.statusCode).toBe(200);
    const body = response.json().body;
    // A confirmed email is not verification: the badge waits for an operator (school-verification.test.ts).
    expect(body).toMatchObject({ name: 'School A', state: 'Karnataka', country: 'India', verified: false });
    expect(body.memberCounts.students).toBeGreaterThanOrEqual(1);
    expect(body).not.toHaveProperty('email');
    expect((await call('GET', '/api/institute/public/no-such-school')).statusCode).toBe(404);
  });
});
