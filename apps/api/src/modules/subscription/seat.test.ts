import { randomBytes } from 'node:crypto';
import { seatLimitDetails } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, subscriptions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { csvOf, studentRows, upload } from '../candidate/candidate.test-support';
import { seatsStatus } from './seat.service';
import { insertPeriod } from './subscription.repository';

const DAY_MS = 86_400_000;
let t: TestApp;
const now = new Date();
const clock = { now: () => now };
const at = (days: number) => new Date(now.getTime() + days * DAY_MS);

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => t.close());

type Plan = { kind: 'PAID'; seats: number | null; from: number; to: number; graceDays?: number } | { kind: 'TRIAL' };

/** A school with `students` active students on the given plan (its factory period replaced). */
async function school(plan: Plan, students: number) {
  const { institute, account } = await buildInstitute(t.db, `Seat School ${randomBytes(2).toString('hex')}`);
  await t.db.delete(subscriptions).where(eq(subscriptions.instituteId, institute.id));
  if (plan.kind === 'TRIAL') {
    await insertPeriod(t.db, { instituteId: institute.id }, { kind: 'TRIAL', startsAt: at(-2), endsAt: at(12) });
  } else {
    await insertPeriod(
      t.db,
      { instituteId: institute.id },
      {
        kind: 'PAID',
        startsAt: at(plan.from),
        endsAt: at(plan.to),
        graceEndsAt: at(plan.to + (plan.graceDays ?? 7)),
        planCode: 'SCHOOL_YEARLY',
        seats: plan.seats,
      },
    );
  }
  const members = [];
  for (let index = 0; index < students; index++) members.push(await buildMember(t.db, institute.id, 'CANDIDATE'));
  return { institute, members, account: await signIn(t.app, 'institute', account.email) };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

let serial = 0;
const newStudent = () => {
  serial += 1;
  return {
    name: `New Student ${serial}`,
    email: `new-${serial}-${randomBytes(3).toString('hex')}@kids.test`,
    studentClass: 'SIX',
    section: 'A',
  };
};

const activeStudents = async (instituteId: string) =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.instituteId, instituteId), eq(users.type, 'CANDIDATE'), eq(users.status, 'ACTIVE')))
  ).length;

describe('adding one student', () => {
  it('fills the last seat, then refuses with SEAT_LIMIT and the numbers, writing nothing', async () => {
    const { institute, account } = await school({ kind: 'PAID', seats: 3, from: -30, to: 335 }, 2);
    expect(await seatsStatus(t.db, institute.id, now)).toEqual({ seats: 3, used: 2, available: 1 });
    expect((await call('POST', '/candidates', account, newStudent())).statusCode).toBe(201);

    const student = newStudent();
    const refused = await call('POST', '/candidates', account, student);
    expect(refused.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'SEAT_LIMIT',
      message: 'Your plan has 3 seats and 3 are in use. Buy 1 more seat to add this student.',
      details: seatLimitDetails({ seats: 3, used: 3, adding: 1, needed: 1 }),
    });
    expect(await t.db.select().from(users).where(eq(users.email, student.email))).toHaveLength(0);
    const history = await t.db.select().from(auditEvents).where(eq(auditEvents.instituteId, institute.id));
    expect(history.filter((event) => event.action === 'student.created')).toHaveLength(1);
    expect(await seatsStatus(t.db, institute.id, now)).toEqual({ seats: 3, used: 3, available: 0 });
  });

  it('counts active students only: a removed student frees a seat, and restoring them needs one', async () => {
    const { institute, members, account } = await school({ kind: 'PAID', seats: 2, from: -30, to: 335 }, 2);
    const [first] = members;
    if (!first) throw new Error('no student');
    expect((await call('DELETE', `/candidates/${first.id}`, account)).statusCode).toBe(200);
    expect((await call('POST', '/candidates', account, newStudent())).statusCode).toBe(201);

    const restore = await call('POST', `/candidates/${first.id}/restore`, account);
    expect(restore.json()).toMatchObject({
      statusCode: 409,
      code: 'SEAT_LIMIT',
      message: 'Your plan has 2 seats and 2 are in use. Buy 1 more seat to restore this student.',
      details: seatLimitDetails({ seats: 2, used: 2, adding: 1, needed: 1 }),
    });
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, first.id));
    expect(row?.status).toBe('DISABLED');

    await t.db.update(subscriptions).set({ seats: 3 }).where(eq(subscriptions.instituteId, institute.id));
    const restored = await call('POST', `/candidates/${first.id}/restore`, account);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await activeStudents(institute.id)).toBe(3);
  });

  it('applies through the members list too (students only: staff take no seat)', async () => {
    const { institute, account } = await school({ kind: 'PAID', seats: 1, from: -30, to: 335 }, 1);
    const asStudent = await call('POST', '/institute/members', account, { ...newStudent(), role: 'CANDIDATE' });
    expect(asStudent.json()).toMatchObject({ statusCode: 409, code: 'SEAT_LIMIT' });
    const { name, email } = newStudent();
    const asFaculty = await call('POST', '/institute/members', account, { name, email, role: 'FACULTY' });
    expect(asFaculty.statusCode, asFaculty.body).toBe(201);
    expect(await activeStudents(institute.id)).toBe(1);
  });

  it('gives the last seat to one of two additions made at the same moment', async () => {
    const { institute, account } = await school({ kind: 'PAID', seats: 3, from: -30, to: 335 }, 2);
    const answers = await Promise.all([1, 2].map(() => call('POST', '/candidates', account, newStudent())));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await activeStudents(institute.id)).toBe(3);
  });

  it('keeps the seats in the grace days after the period ended (PAST_DUE)', async () => {
    const { account } = await school({ kind: 'PAID', seats: 1, from: -365, to: -2, graceDays: 7 }, 1);
    expect((await call('POST', '/candidates', account, newStudent())).json()).toMatchObject({ code: 'SEAT_LIMIT' });
  });
});

describe('what is not limited by seats', () => {
  it('a trial, a plan sold without a seat count, and an expired plan (the writing rule answers for that)', async () => {
    const trial = await school({ kind: 'TRIAL' }, 3);
    expect(await seatsStatus(t.db, trial.institute.id, now)).toEqual({ seats: null, used: 3, available: null });
    expect((await call('POST', '/candidates', trial.account, newStudent())).statusCode).toBe(201);

    const unlimited = await school({ kind: 'PAID', seats: null, from: -30, to: 335 }, 2);
    expect((await call('POST', '/candidates', unlimited.account, newStudent())).statusCode).toBe(201);

    const expired = await school({ kind: 'PAID', seats: 1, from: -400, to: -35 }, 1);
    expect(await seatsStatus(t.db, expired.institute.id, now)).toEqual({ seats: null, used: 1, available: null });
    expect((await call('POST', '/candidates', expired.account, newStudent())).statusCode).toBe(201);
  });
});

describe('bulk import', () => {
  it('checks the whole file against the seats before writing anything, in a dry run too', async () => {
    const { institute, account } = await school({ kind: 'PAID', seats: 5, from: -30, to: 335 }, 3);
    const rows = studentRows(4);
    for (const query of ['', '?dryRun=true']) {
      const refused = await upload(t.app, account, csvOf(rows), 'students.csv', query);
      expect(refused.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        code: 'SEAT_LIMIT',
        message: 'Your plan has 5 seats and 3 are in use. Buy 2 more seats to add these students.',
        details: seatLimitDetails({ seats: 5, used: 3, adding: 4, needed: 2 }),
      });
    }
    expect(await activeStudents(institute.id)).toBe(3);

    const fits = await upload(t.app, account, csvOf(rows.slice(0, 2)));
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().body.imported).toBe(2);
    expect(await activeStudents(institute.id)).toBe(5);
  });
});

describe('tenant isolation', () => {
  it('counts only the school’s own students', async () => {
    const a = await school({ kind: 'PAID', seats: 2, from: -30, to: 335 }, 1);
    const b = await school({ kind: 'PAID', seats: 10, from: -30, to: 335 }, 6);
    expect(await seatsStatus(t.db, a.institute.id, now)).toEqual({ seats: 2, used: 1, available: 1 });
    expect(await seatsStatus(t.db, b.institute.id, now)).toEqual({ seats: 10, used: 6, available: 4 });
    expect((await call('POST', '/candidates', a.account, newStudent())).statusCode).toBe(201);
    const refused = await call('POST', '/candidates', a.account, newStudent());
    expect(refused.json().details).toEqual(seatLimitDetails({ seats: 2, used: 2, adding: 1, needed: 1 }));
    // School A being full changes nothing for school B, and B's students never counted for A.
    expect((await call('POST', '/candidates', b.account, newStudent())).statusCode).toBe(201);
    expect(await seatsStatus(t.db, a.institute.id, now)).toEqual({ seats: 2, used: 2, available: 0 });
    expect(await seatsStatus(t.db, b.institute.id, now)).toEqual({ seats: 10, used: 7, available: 3 });
  });
});
