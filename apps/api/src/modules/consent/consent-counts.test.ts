/**
 * The consent list's status counts (issue 17 §4): the school's own requests of active students, per status and in
 * all, with the list's search; another school's never; the school account only.
 */
import type { ConsentStatus } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentConsents, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

let t: TestApp;
let instituteA: SignedIn;
let instituteB: SignedIn;
let adminA: SignedIn;
let studentA: SignedIn;

const path = '/api/institute/parent-consent/counts';
const call = (url: string, who?: SignedIn) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

beforeAll(async () => {
  t = await buildTestApp();
  const schoolA = await buildInstitute(t.db, 'Maple School');
  const schoolB = await buildInstitute(t.db, 'Oak School');
  const request = async (instituteId: string, name: string, status: ConsentStatus, active = true) => {
    const student = await buildMember(t.db, instituteId, 'CANDIDATE');
    await t.db
      .update(users)
      .set({ name, ...(active ? {} : { status: 'DISABLED' as const }) })
      .where(eq(users.id, student.id));
    await t.db.insert(parentConsents).values({
      instituteId,
      studentId: student.id,
      parentName: 'Meera Iyer',
      parentEmail: `parent-${student.id.slice(0, 8)}@family.test`,
      status,
    });
    return student;
  };
  const a = schoolA.institute.id;
  const b = schoolB.institute.id;
  await request(a, 'Kavya Rao', 'PENDING');
  await request(a, 'Arjun Nair', 'PENDING');
  await request(a, 'Kavya Menon', 'GRANTED');
  await request(a, 'Dev Shah', 'DECLINED');
  // A removed student's request is not in the list, so not in its counts.
  await request(a, 'Kavya Old', 'PENDING', false);
  await request(b, 'Kavya Bose', 'PENDING');
  await request(b, 'Ravi Bose', 'GRANTED');
  instituteA = await signIn(t.app, 'institute', schoolA.account.email);
  instituteB = await signIn(t.app, 'institute', schoolB.account.email);
  adminA = await signIn(t.app, 'faculty', (await buildMember(t.db, a, 'ADMIN')).email);
  studentA = await signIn(t.app, 'user', (await buildMember(t.db, a, 'CANDIDATE')).email);
});
afterAll(async () => t.close());

describe('consent counts', () => {
  it("counts the school's own list per status, as the list filters it", async () => {
    const answer = await call(path, instituteA);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().body).toEqual({ ALL: 4, PENDING: 2, GRANTED: 1, DECLINED: 1 });
    for (const status of ['PENDING', 'GRANTED', 'DECLINED'] as const) {
      const list = await call(`/api/institute/parent-consent?status=${status}`, instituteA);
      expect(list.json().body.totalElements).toBe(answer.json().body[status]);
    }
    expect((await call(path, instituteB)).json().body).toEqual({ ALL: 2, PENDING: 1, GRANTED: 1, DECLINED: 0 });
  });

  it("applies the list's search", async () => {
    expect((await call(`${path}?search=kavya`, instituteA)).json().body).toEqual({
      ALL: 2,
      PENDING: 1,
      GRANTED: 1,
      DECLINED: 0,
    });
  });

  it('is the school account’s only', async () => {
    expect((await call(path)).statusCode).toBe(401);
    expect((await call(path, adminA)).statusCode).toBe(403);
    expect((await call(path, studentA)).statusCode).toBe(403);
    expect((await call(`${path}?status=PENDING`, instituteA)).statusCode).toBe(400);
  });
});
