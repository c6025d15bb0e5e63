/**
 * Spec §6: /candidate, /team, /faculty/history and /approval-committee/history are the school account's
 * alone. An admin of the school is refused every write and export behind them, and nothing changes;
 * the reads kept for other pages answer with the least data.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signIn } from '../../test/session';
import { isCommitteeMember } from './committee.service';
import { buildTeamWorld, caller, type TeamWorld } from './team-test-kit';

let w: TeamWorld;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  w = await buildTeamWorld();
  call = caller(w.t);
});
afterAll(async () => w.t.close());

async function statusOf(userId: string) {
  const [row] = await w.t.db
    .select({ status: users.status, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe("an admin of the school is refused the school account's member management", () => {
  it('cannot remove a student, through /candidates or /institute/members; the school account can', async () => {
    const before = await statusOf(w.people.student.id);
    for (const url of [`/api/candidates/${w.people.student.id}`, `/api/institute/members/${w.people.student.id}`]) {
      const refused = await call('DELETE', url, w.as.adminA);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect(await statusOf(w.people.student.id)).toEqual(before);
    const student = await call('GET', `/api/candidates/${w.people.student.id}`, w.as.instituteA);
    expect(student.json().body.status).toBe('ACTIVE');

    expect((await call('DELETE', `/api/candidates/${w.people.student.id}`, w.as.instituteA)).statusCode).toBe(200);
    expect((await call('POST', `/api/candidates/${w.people.student.id}/restore`, w.as.instituteA)).statusCode).toBe(
      200,
    );
  });

  it("cannot export or list students' emails and dates of birth; the school account can", async () => {
    for (const url of [
      '/api/candidates/export?format=csv',
      '/api/candidates',
      `/api/candidates/${w.people.student.id}`,
    ]) {
      const refused = await call('GET', url, w.as.adminA);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body).not.toContain(w.people.student.email);
    }
    const file = await call('GET', '/api/candidates/export?format=csv', w.as.instituteA);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(w.people.student.email);
  });

  it('cannot change the approval committee; the school account can', async () => {
    const add = await call('POST', '/api/approval-committee', w.as.adminA, { userId: w.people.faculty.id });
    expect(add.statusCode).toBe(403);
    expect(await isCommitteeMember(w.t.db, w.schoolA.institute.id, w.people.faculty.id)).toBe(false);

    expect(
      (await call('POST', '/api/approval-committee', w.as.instituteA, { userId: w.people.faculty.id })).statusCode,
    ).toBe(201);
    const remove = await call('DELETE', `/api/approval-committee/${w.people.faculty.id}`, w.as.adminA);
    expect(remove.statusCode).toBe(403);
    expect(await isCommitteeMember(w.t.db, w.schoolA.institute.id, w.people.faculty.id)).toBe(true);
    expect((await call('GET', '/api/approval-committee/history', w.as.adminA)).statusCode).toBe(403);
    expect((await call('GET', '/api/approval-committee/history', w.as.instituteA)).statusCode).toBe(200);
  });

  it('cannot deactivate, add or read faculty, nor read faculty history; the school account can', async () => {
    const off = await call('POST', `/api/faculty/${w.people.faculty.id}/deactivate`, w.as.adminA);
    expect(off.statusCode).toBe(403);
    expect((await statusOf(w.people.faculty.id))?.status).toBe('ACTIVE');
    const added = await call('POST', '/api/faculty', w.as.adminA, { name: 'Neha Iyer', email: 'neha.io@s.test' });
    expect(added.statusCode).toBe(403);
    for (const url of ['/api/faculty', '/api/faculty/history', `/api/faculty/${w.people.faculty.id}/teaching`]) {
      expect((await call('GET', url, w.as.adminA)).statusCode, url).toBe(403);
    }

    const done = await call('POST', `/api/faculty/${w.people.faculty.id}/deactivate`, w.as.instituteA);
    expect(done.statusCode).toBe(200);
    expect((await statusOf(w.people.faculty.id))?.status).toBe('DISABLED');
    expect((await call('POST', `/api/faculty/${w.people.faculty.id}/reactivate`, w.as.instituteA)).statusCode).toBe(
      200,
    );
  });
});

describe('the committee list stays readable inside the school, with the least data', () => {
  it("shows members' names to the school's people and their emails only to the school account", async () => {
    await call('POST', '/api/approval-committee', w.as.instituteA, { userId: w.people.admin.id });
    // The faculty member and the student were deactivated and removed above, which ended their sessions.
    const faculty = await signIn(w.t.app, 'faculty', w.people.faculty.email);
    const student = await signIn(w.t.app, 'user', w.people.student.email);
    for (const who of [w.as.adminA, faculty, student]) {
      const seats = await call('GET', `/api/approval-committee/${w.schoolA.institute.id}`, who);
      expect(seats.statusCode).toBe(200);
      const body: Array<{ userId: string; email: string | null }> = seats.json().body;
      expect(body.map((seat) => seat.userId)).toContain(w.people.admin.id);
      expect(body.every((seat) => seat.email === null)).toBe(true);
      expect(seats.body).not.toContain(w.people.admin.email);
    }
    const school = await call('GET', `/api/approval-committee/${w.schoolA.institute.id}`, w.as.instituteA);
    expect(school.json().body.map((seat: { email: string }) => seat.email)).toContain(w.people.admin.email);
  });
});
