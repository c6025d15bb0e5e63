import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSectionSubjects, classSections, subjects, users } from '../../db/schema';
import { latestMailTo } from '../../test/build-test-app';
import { buildMember } from '../../test/factories';
import { signIn } from '../../test/session';
import { actionsFor, buildTeamWorld, caller, type TeamWorld } from './team-test-kit';

let w: TeamWorld;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  w = await buildTeamWorld();
  call = caller(w.t);
});
afterAll(async () => w.t.close());

describe('faculty', () => {
  it('adds a faculty member who is emailed a set-password link, and records faculty.created', async () => {
    const added = await call('POST', '/api/faculty', w.as.instituteA, {
      name: 'Omar Das',
      email: 'Omar.Das@school.test',
      phone: '+919812345670',
    });
    expect(added.statusCode).toBe(201);
    const body = added.json().body;
    expect(body).toMatchObject({ name: 'Omar Das', email: 'omar.das@school.test', status: 'PENDING', role: 'FACULTY' });
    expect((await latestMailTo(w.t.outbox, 'omar.das@school.test')).links[0]).toContain('token=');
    expect(await actionsFor(w.t, w.schoolA.institute.id, body.id)).toEqual(['faculty.created']);
  });

  // Spec §6: /team is the school account's alone.
  it("refuses the school's admins; only the school account adds faculty", async () => {
    const refused = await call('POST', '/api/faculty', w.as.adminA, { name: 'Neha Iyer', email: 'neha@school.test' });
    expect(refused.statusCode).toBe(403);
    expect(await w.t.db.select().from(users).where(eq(users.email, 'neha@school.test'))).toHaveLength(0);
    const added = await call('POST', '/api/faculty', w.as.instituteA, { name: 'Neha Iyer', email: 'neha@school.test' });
    expect(added.statusCode).toBe(201);
  });

  it('refuses bad input with field details and a duplicate email or phone with 409', async () => {
    const bad = await call('POST', '/api/faculty', w.as.instituteA, { name: 'X', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['name']));
    const extra = await call('POST', '/api/faculty', w.as.instituteA, { name: 'Ok Name', email: 'ok@s.test', x: 1 });
    expect(extra.statusCode).toBe(400);
    const dupEmail = await call('POST', '/api/faculty', w.as.instituteA, {
      name: 'Dup Licate',
      email: w.people.facultyB.email,
    });
    expect(dupEmail.statusCode).toBe(409);
    const dupPhone = await call('POST', '/api/faculty', w.as.instituteA, {
      name: 'Dup Phone',
      email: 'dup.phone@school.test',
      phone: '+919812345670',
    });
    expect(dupPhone.statusCode).toBe(409);
    expect(await w.t.db.select().from(users).where(eq(users.email, 'dup.phone@school.test'))).toHaveLength(0);
  });

  it('lists, searches and pages active faculty with their status', async () => {
    const page = await call('GET', '/api/faculty?search=omar&size=5', w.as.instituteA);
    expect(page.statusCode).toBe(200);
    expect(page.json().body.content.map((m: { name: string }) => m.name)).toEqual(['Omar Das']);
    const small = await call('GET', '/api/faculty?size=1&page=0', w.as.instituteA);
    expect(small.json().body).toMatchObject({ size: 1, last: false });
    expect(small.json().body.totalElements).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/api/faculty?status=GONE', w.as.instituteA)).statusCode).toBe(400);
    expect((await call('GET', '/api/faculty?size=500', w.as.instituteA)).statusCode).toBe(400);
  });

  it('edits name and phone, records faculty.updated, and refuses an empty change', async () => {
    const id = w.people.faculty.id;
    const edited = await call('PATCH', `/api/faculty/${id}`, w.as.instituteA, {
      name: 'Asha Menon',
      phone: '+919800000011',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().body).toMatchObject({ name: 'Asha Menon', phone: '+919800000011', status: 'ACTIVE' });
    expect((await call('PATCH', `/api/faculty/${id}`, w.as.instituteA, {})).statusCode).toBe(400);
    expect((await call('PATCH', `/api/faculty/${id}`, w.as.instituteA, { phone: 'abc' })).statusCode).toBe(400);
    expect(await actionsFor(w.t, w.schoolA.institute.id, id)).toEqual(['faculty.updated']);
  });

  it('deactivates (sessions end, rows stay) and reactivates', async () => {
    const member = await buildMember(w.t.db, w.schoolA.institute.id, 'FACULTY');
    const session = await signIn(w.t.app, 'faculty', member.email);
    // Signed-in requests keep the resolved user for a few seconds: deactivation must end that at once.
    expect((await call('GET', '/api/user/me', session)).statusCode).toBe(200);
    const off = await call('POST', `/api/faculty/${member.id}/deactivate`, w.as.instituteA);
    expect(off.statusCode).toBe(200);
    expect(off.json().body.status).toBe('DEACTIVATED');
    expect((await call('GET', '/api/user/me', session)).statusCode).toBe(401);
    expect((await call('POST', `/api/faculty/${member.id}/deactivate`, w.as.instituteA)).statusCode).toBe(409);
    const listed = await call('GET', '/api/faculty?status=DEACTIVATED', w.as.instituteA);
    expect(listed.json().body.content.map((m: { id: string }) => m.id)).toContain(member.id);
    expect((await call('POST', `/api/faculty/${member.id}/reactivate`, w.as.adminA)).statusCode).toBe(403);
    const on = await call('POST', `/api/faculty/${member.id}/reactivate`, w.as.instituteA);
    expect(on.json().body.status).toBe('ACTIVE');
    expect((await call('POST', `/api/faculty/${member.id}/reactivate`, w.as.instituteA)).statusCode).toBe(409);
    expect(await actionsFor(w.t, w.schoolA.institute.id, member.id)).toEqual([
      'faculty.deactivated',
      'faculty.reactivated',
    ]);
  });

  it('shows what a faculty member teaches', async () => {
    const instituteId = w.schoolA.institute.id;
    const [section] = await w.t.db
      .insert(classSections)
      .values({ instituteId, studentClass: 'EIGHT', section: 'B' })
      .returning();
    const [subject] = await w.t.db.insert(subjects).values({ instituteId, name: 'Physics' }).returning();
    if (!section || !subject) throw new Error('seed failed');
    await w.t.db
      .insert(classSectionSubjects)
      .values({ instituteId, classSectionId: section.id, subjectId: subject.id, facultyId: w.people.faculty.id });
    const teaching = await call('GET', `/api/faculty/${w.people.faculty.id}/teaching`, w.as.instituteA);
    expect(teaching.statusCode).toBe(200);
    expect(teaching.json().body).toEqual([
      expect.objectContaining({ studentClass: 'EIGHT', section: 'B', subjectName: 'Physics' }),
    ]);
  });

  it('keeps a history of faculty changes, newest first, with the actor name, paged', async () => {
    const history = await call('GET', '/api/faculty/history?size=2', w.as.instituteA);
    expect(history.statusCode).toBe(200);
    const body = history.json().body;
    expect(body.content).toHaveLength(2);
    expect(body.content[0]).toMatchObject({ action: 'faculty.reactivated', entityType: 'faculty' });
    expect(body.content[0].actorName).toBe('School A');
    expect(body.totalElements).toBeGreaterThanOrEqual(5);
    const legacy = await call('DELETE', `/api/institute/members/${body.content[0].entityId}`, w.as.instituteA);
    expect(legacy.statusCode).toBe(200);
    const after = await call('GET', '/api/faculty/history?size=1', w.as.instituteA);
    expect(after.json().body.content[0]).toMatchObject({ action: 'member.removed', actorName: 'School A' });
  });
});
