import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, parentConsents, users } from '../../db/schema';
import { buildTestApp, latestMailTo, type TestApp, tokenIn } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { csvOf, studentRows, upload } from './candidate.test-support';

let t: TestApp;
let schoolA: Awaited<ReturnType<typeof buildInstitute>>;
let schoolB: Awaited<ReturnType<typeof buildInstitute>>;
let instituteA: SignedIn;
let adminA: SignedIn;
let facultyA: SignedIn;
let studentSignedIn: SignedIn;
let studentB: Awaited<ReturnType<typeof buildMember>>;

beforeAll(async () => {
  t = await buildTestApp();
  schoolA = await buildInstitute(t.db, 'School A');
  schoolB = await buildInstitute(t.db, 'School B');
  instituteA = await signIn(t.app, 'institute', schoolA.account.email);
  adminA = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'ADMIN')).email);
  facultyA = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'FACULTY')).email);
  studentSignedIn = await signIn(t.app, 'user', (await buildMember(t.db, schoolA.institute.id, 'CANDIDATE')).email);
  studentB = await buildMember(t.db, schoolB.institute.id, 'CANDIDATE');
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: SignedIn, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

const list = async (query: string, who: SignedIn = instituteA) =>
  (await call('GET', `/api/candidates?${query}`, who)).json().body;

describe('students', () => {
  it('adds a student who gets the set-password link; the parent of a minor is emailed a consent link', async () => {
    const added = await call('POST', '/api/candidates', instituteA, {
      name: 'Meera Iyer',
      email: 'Meera.Iyer@kids.test',
      studentClass: 'SIX',
      section: 'C',
      rollNumber: '6C-01',
      dateOfBirth: '2015-02-03',
      parentName: 'Lata Iyer',
      parentEmail: 'lata@home.test',
    });
    expect(added.statusCode, added.body).toBe(201);
    const student = added.json().body;
    expect(student).toMatchObject({ email: 'meera.iyer@kids.test', status: 'ACTIVE', passwordSet: false });
    const mail = await latestMailTo(t.outbox, 'meera.iyer@kids.test');
    const status = await call('GET', `/api/user/reset-password/status?token=${tokenIn(mail.links[0] ?? '')}`);
    expect(status.json().body.purpose).toBe('SET_PASSWORD');
    const [consent] = await t.db.select().from(parentConsents).where(eq(parentConsents.studentId, student.id));
    expect(consent).toMatchObject({ status: 'PENDING', parentEmail: 'lata@home.test', sends: 1 });
    expect(consent?.tokenHash).toBeTruthy();
    const parentMail = await latestMailTo(t.outbox, 'lata@home.test');
    expect(parentMail.links[0]).toContain('/parent-consent/verify?token=');
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, student.id));
    expect(audit).toMatchObject({ action: 'student.created', actorId: instituteA.userId });
  });

  it('asks no consent for an adult student', async () => {
    const added = await call('POST', '/api/candidates', instituteA, {
      name: 'Older Student',
      email: 'older@kids.test',
      studentClass: 'TWELVEONWARDS',
      section: 'NA',
      dateOfBirth: '2000-01-01',
      parentEmail: 'older.parent@home.test',
    });
    const consents = await t.db.select().from(parentConsents).where(eq(parentConsents.studentId, added.json().body.id));
    expect(consents).toHaveLength(0);
  });

  it('refuses bad input with 400 and a taken email with 409', async () => {
    const cases: Array<Record<string, unknown>> = [
      { name: 'X', email: 'x@kids.test', studentClass: 'SIX', section: 'A' },
      { name: 'Good Name', email: 'nope', studentClass: 'SIX', section: 'A' },
      { name: 'Good Name', email: 'g@kids.test', studentClass: 'FOURTEEN', section: 'A' },
      { name: 'Good Name', email: 'g@kids.test', studentClass: 'SIX', section: 'H' },
      { name: 'Good Name', email: 'g@kids.test', studentClass: 'SIX', section: 'A', dateOfBirth: '03/02/2015' },
      { name: 'Good Name', email: 'g@kids.test', studentClass: 'SIX', section: 'A', extra: 1 },
    ];
    for (const payload of cases) {
      const response = await call('POST', '/api/candidates', instituteA, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details.length).toBeGreaterThan(0);
    }
    const taken = await call('POST', '/api/candidates', instituteA, {
      name: 'Copy',
      email: 'meera.iyer@kids.test',
      studentClass: 'SIX',
      section: 'A',
    });
    expect(taken.statusCode).toBe(409);
    expect((await call('GET', '/api/candidates?size=500', instituteA)).statusCode).toBe(400);
    expect((await call('GET', '/api/candidates?status=GONE', instituteA)).statusCode).toBe(400);
    expect((await call('GET', '/api/candidates/not-a-uuid', instituteA)).statusCode).toBe(400);
  });

  it('lists with search (wildcards escaped), class, section, sorting and paging', async () => {
    const rows = studentRows(12, 'lst');
    (rows[0] as string[])[0] = 'Zed 100% Sure';
    expect((await upload(t.app, instituteA, csvOf(rows))).statusCode).toBe(201);
    const tens = await list('studentClass=TEN&search=lst');
    expect(tens.content.every((entry: { studentClass: string }) => entry.studentClass === 'TEN')).toBe(true);
    expect(tens.totalElements).toBe(2);
    const percent = await list('search=100%25');
    expect(percent.content.map((entry: { name: string }) => entry.name)).toEqual(['Zed 100% Sure']);
    expect((await list('search=%25%25%25')).totalElements).toBe(0);
    const byRoll = await list('search=R-lst-11');
    expect(byRoll.totalElements).toBe(1);
    const sectionA = await list('section=A&search=lst');
    expect(sectionA.content.every((entry: { section: string }) => entry.section === 'A')).toBe(true);
    const page = await list('search=lst&size=5&page=2&sort=name');
    expect(page).toMatchObject({ totalElements: 12, totalPages: 3, last: true });
    expect(page.content).toHaveLength(2);
    const names = (await list('search=lst&sort=name&size=50')).content.map((entry: { name: string }) => entry.name);
    expect(names).toEqual([...names].sort());
  });

  it('updates, moves one and many, removes and restores, with history', async () => {
    const [first, second] = (await list('search=lst&size=2&sort=name')).content as Array<{ id: string }>;
    const updated = await call('PATCH', `/api/candidates/${first?.id}`, instituteA, {
      name: 'Renamed Student',
      rollNumber: 'NEW-1',
      dateOfBirth: '2012-12-12',
    });
    expect(updated.json().body).toMatchObject({
      name: 'Renamed Student',
      rollNumber: 'NEW-1',
      dateOfBirth: '2012-12-12',
    });
    const moved = await call('POST', `/api/candidates/${first?.id}/move`, instituteA, {
      studentClass: 'NINE',
      section: 'G',
    });
    expect(moved.json().body).toMatchObject({ studentClass: 'NINE', section: 'G' });
    const many = await call('POST', '/api/candidates/move', instituteA, {
      ids: [first?.id, second?.id],
      studentClass: 'ELEVEN',
      section: 'B',
    });
    expect(many.json().body.moved).toBe(2);

    const removed = await call('DELETE', `/api/candidates/${first?.id}`, instituteA);
    expect(removed.statusCode).toBe(200);
    expect((await list('search=Renamed')).totalElements).toBe(0);
    expect((await list('search=Renamed&status=REMOVED')).content[0]).toMatchObject({ status: 'REMOVED' });
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, first?.id as string));
    expect(row?.status).toBe('DISABLED');
    const restored = await call('POST', `/api/candidates/${first?.id}/restore`, instituteA);
    expect(restored.json().body.status).toBe('ACTIVE');
    const actions = (
      await t.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, first?.id as string)))
    ).map((event) => event.action);
    expect(actions.sort()).toEqual(
      ['student.moved', 'student.moved', 'student.removed', 'student.restored', 'student.updated'].sort(),
    );
  });

  it("ends a removed student's sessions", async () => {
    const target = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
    const session = await signIn(t.app, 'user', target.email);
    await call('DELETE', `/api/candidates/${target.id}`, instituteA);
    const renew = await t.app.inject({
      method: 'POST',
      url: '/api/user/renew/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `refreshToken=${session.refreshToken}`,
    });
    expect(renew.statusCode).toBe(401);
  });
});

describe('tenant isolation and roles', () => {
  const endpoints: Array<{ method: Method; url: () => string; payload?: () => Record<string, unknown> }> = [
    { method: 'GET', url: () => '/api/candidates' },
    { method: 'GET', url: () => `/api/candidates/${studentB.id}` },
    { method: 'PATCH', url: () => `/api/candidates/${studentB.id}`, payload: () => ({ name: 'Hacked Name' }) },
    {
      method: 'POST',
      url: () => `/api/candidates/${studentB.id}/move`,
      payload: () => ({ studentClass: 'TEN', section: 'A' }),
    },
    {
      method: 'POST',
      url: () => '/api/candidates/move',
      payload: () => ({ ids: [studentB.id], studentClass: 'TEN', section: 'A' }),
    },
    { method: 'DELETE', url: () => `/api/candidates/${studentB.id}` },
    { method: 'POST', url: () => `/api/candidates/${studentB.id}/restore` },
    {
      method: 'POST',
      url: () => '/api/candidates',
      payload: () => ({ name: 'Nobody Here', email: 'nobody@kids.test', studentClass: 'SIX', section: 'A' }),
    },
    { method: 'GET', url: () => '/api/candidates/template' },
    { method: 'GET', url: () => '/api/candidates/export' },
  ];

  // Spec §6: /candidate is the school account's alone, so its admins are refused too.
  it.each(endpoints)(
    '%# $method: 401 anonymous, 403 admins, faculty and students',
    async ({ method, url, payload }) => {
      expect((await call(method, url(), undefined, payload?.())).statusCode).toBe(401);
      expect((await call(method, url(), adminA, payload?.())).statusCode).toBe(403);
      expect((await call(method, url(), facultyA, payload?.())).statusCode).toBe(403);
      expect((await call(method, url(), studentSignedIn, payload?.())).statusCode).toBe(403);
    },
  );

  it.each(endpoints.slice(1, 7))(
    "%# $method: 404 for another school's student, nothing changed",
    async ({ method, url, payload }) => {
      const response = await call(method, url(), instituteA, payload?.());
      expect(response.statusCode).toBe(404);
      const [row] = await t.db.select().from(users).where(eq(users.id, studentB.id));
      expect(row).toMatchObject({ name: studentB.name, studentClass: 'EIGHT', section: 'A', status: 'ACTIVE' });
    },
  );

  it("never lists another school's students and a mixed batch moves nobody", async () => {
    const all = await list('size=100');
    expect(all.content.some((entry: { id: string }) => entry.id === studentB.id)).toBe(false);
    const mine = all.content[0] as { id: string; studentClass: string };
    const mixed = await call('POST', '/api/candidates/move', instituteA, {
      ids: [mine.id, studentB.id],
      studentClass: 'THREE',
      section: 'F',
    });
    expect(mixed.statusCode).toBe(404);
    expect((await call('GET', `/api/candidates/${mine.id}`, instituteA)).json().body.studentClass).toBe(
      mine.studentClass,
    );
  });

  it("upload: 401 anonymous, 403 admins and faculty; imports go to the caller's school only", async () => {
    const file = csvOf(studentRows(2, 'iso'));
    expect((await upload(t.app, undefined, file)).statusCode).toBe(401);
    expect((await upload(t.app, adminA, file)).statusCode).toBe(403);
    expect((await upload(t.app, facultyA, file)).statusCode).toBe(403);
    expect((await upload(t.app, instituteA, file)).statusCode).toBe(201);
    const rows = await t.db.select().from(users).where(eq(users.email, 's0.iso@kids.test'));
    expect(rows[0]?.instituteId).toBe(schoolA.institute.id);
  });
});
