import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalCommitteeMembers } from '../../db/schema';
import { buildMember } from '../../test/factories';
import { isCommitteeMember } from './committee.service';
import { actionsFor, buildTeamWorld, caller, type TeamWorld } from './team-test-kit';

let w: TeamWorld;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  w = await buildTeamWorld();
  call = caller(w.t);
});
afterAll(async () => w.t.close());

describe('institute admins', () => {
  it('only the school account adds admins; an admin gets 403', async () => {
    const byAdmin = await call('POST', '/api/institute-admins', w.as.adminA, { name: 'Uma Roy', email: 'uma@s.test' });
    expect(byAdmin.statusCode).toBe(403);
    const added = await call('POST', '/api/institute-admins', w.as.instituteA, {
      name: 'Uma Roy',
      email: 'uma@s.test',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().body).toMatchObject({ role: 'ADMIN', status: 'PENDING' });
    expect(await actionsFor(w.t, w.schoolA.institute.id, added.json().body.id)).toEqual(['admin.added']);
    expect((await call('POST', '/api/institute-admins', w.as.instituteA, { name: 'U', email: 'x' })).statusCode).toBe(
      400,
    );
    const dup = await call('POST', '/api/institute-admins', w.as.instituteA, { name: 'Uma Two', email: 'uma@s.test' });
    expect(dup.statusCode).toBe(409);
  });

  it('lists admins with status to the school account only (spec §6: /team)', async () => {
    expect((await call('GET', '/api/institute-admins', w.as.adminA)).statusCode).toBe(403);
    const list = await call('GET', '/api/institute-admins', w.as.instituteA);
    expect(list.statusCode).toBe(200);
    const statuses = Object.fromEntries(
      list.json().body.content.map((m: { email: string; status: string }) => [m.email, m.status]),
    );
    expect(statuses).toMatchObject({ [w.people.admin.email]: 'ACTIVE', 'uma@s.test': 'PENDING' });
  });

  it('removes (deactivates) an admin only as the school account', async () => {
    const other = await buildMember(w.t.db, w.schoolA.institute.id, 'ADMIN');
    expect((await call('POST', `/api/institute-admins/${other.id}/deactivate`, w.as.adminA)).statusCode).toBe(403);
    const off = await call('POST', `/api/institute-admins/${other.id}/deactivate`, w.as.instituteA);
    expect(off.json().body.status).toBe('DEACTIVATED');
    const gone = await call('GET', '/api/institute-admins?status=DEACTIVATED', w.as.instituteA);
    expect(gone.json().body.content.map((m: { id: string }) => m.id)).toEqual([other.id]);
    expect(await actionsFor(w.t, w.schoolA.institute.id, other.id)).toEqual(['admin.removed']);
  });
});

describe('approval committee', () => {
  it('adds active faculty and admins, lists them for the institute’s own people', async () => {
    const addFaculty = await call('POST', '/api/approval-committee', w.as.instituteA, { userId: w.people.faculty.id });
    expect(addFaculty.statusCode).toBe(201);
    await call('POST', '/api/approval-committee', w.as.instituteA, { userId: w.people.admin.id });
    const list = await call('GET', `/api/approval-committee/${w.schoolA.institute.id}`, w.as.studentA);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .body.map((m: { userId: string }) => m.userId)
        .sort(),
    ).toEqual([w.people.faculty.id, w.people.admin.id].sort());
    expect(await isCommitteeMember(w.t.db, w.schoolA.institute.id, w.people.faculty.id)).toBe(true);
    const search = encodeURIComponent(w.people.faculty.name);
    const staff = await call('GET', `/api/faculty?search=${search}`, w.as.instituteA);
    expect(staff.json().body.content[0].inCommittee).toBe(true);
  });

  it('refuses duplicates (409), students, other schools’ people and bad ids', async () => {
    const again = await call('POST', '/api/approval-committee', w.as.instituteA, { userId: w.people.faculty.id });
    expect(again.statusCode).toBe(409);
    const student = await call('POST', '/api/approval-committee', w.as.instituteA, { userId: w.people.student.id });
    expect(student.statusCode).toBe(404);
    const foreign = await call('POST', '/api/approval-committee', w.as.instituteA, { userId: w.people.facultyB.id });
    expect(foreign.statusCode).toBe(404);
    expect((await call('POST', '/api/approval-committee', w.as.instituteA, { userId: 'x' })).statusCode).toBe(400);
    expect((await call('GET', '/api/approval-committee/not-a-uuid', w.as.instituteA)).statusCode).toBe(400);
  });

  it('removes softly and allows re-adding; history shows both, newest first', async () => {
    const id = w.people.faculty.id;
    expect((await call('DELETE', `/api/approval-committee/${id}`, w.as.instituteA)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/approval-committee/${id}`, w.as.instituteA)).statusCode).toBe(404);
    expect(await isCommitteeMember(w.t.db, w.schoolA.institute.id, id)).toBe(false);
    expect((await call('POST', '/api/approval-committee', w.as.instituteA, { userId: id })).statusCode).toBe(201);
    const seats = await w.t.db
      .select()
      .from(approvalCommitteeMembers)
      .where(and(eq(approvalCommitteeMembers.userId, id)));
    expect(seats).toHaveLength(2);
    expect(await actionsFor(w.t, w.schoolA.institute.id, id)).toEqual([
      'committee.member_added',
      'committee.member_removed',
      'committee.member_added',
    ]);
    const history = await call('GET', '/api/approval-committee/history?size=2', w.as.instituteA);
    expect(history.statusCode).toBe(200);
    expect(history.json().body.content[0]).toMatchObject({ action: 'committee.member_added', actorName: 'School A' });
    expect(history.json().body.totalElements).toBe(4);
  });

  it('a deactivated member leaves the committee', async () => {
    const id = w.people.faculty.id;
    await call('POST', `/api/faculty/${id}/deactivate`, w.as.instituteA);
    expect(await isCommitteeMember(w.t.db, w.schoolA.institute.id, id)).toBe(false);
    expect(
      (await call('GET', '/api/approval-committee/history?size=1', w.as.instituteA)).json().body.content[0],
    ).toMatchObject({ action: 'committee.member_removed' });
  });
});

describe('races', () => {
  it('two simultaneous committee adds of one person: one 201, one 409', async () => {
    const person = await buildMember(w.t.db, w.schoolA.institute.id, 'FACULTY');
    const results = await Promise.all(
      [w.as.instituteA, w.as.instituteA].map((who) =>
        call('POST', '/api/approval-committee', who, { userId: person.id }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
