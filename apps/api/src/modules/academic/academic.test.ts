import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, classSections } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

let t: TestApp;
let school: Awaited<ReturnType<typeof buildInstitute>>;
let institute: SignedIn;
let faculty: Awaited<ReturnType<typeof buildMember>>;
let facultySession: SignedIn;
let studentSession: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  school = await buildInstitute(t.db, 'Academic School');
  institute = await signIn(t.app, 'institute', school.account.email);
  faculty = await buildMember(t.db, school.institute.id, 'FACULTY');
  facultySession = await signIn(t.app, 'faculty', faculty.email);
  studentSession = await signIn(t.app, 'user', (await buildMember(t.db, school.institute.id, 'CANDIDATE')).email);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

const auditActions = async () =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.instituteId, school.institute.id))).map((e) => e.action);

describe('academic sessions', () => {
  it('adds sessions with their label, the first one current, and switches the current one', async () => {
    const first = await call('POST', '/api/institute/academic-sessions', institute, { startYear: 2025 });
    expect(first.statusCode).toBe(201);
    expect(first.json().body).toMatchObject({ label: '2025-26', isCurrent: true, startsOn: '2025-04-01' });
    const second = await call('POST', '/api/institute/academic-sessions', institute, { startYear: 2026 });
    expect(second.json().body).toMatchObject({ label: '2026-27', isCurrent: false });

    const made = await call('PUT', `/api/institute/academic-sessions/${second.json().body.id}/current`, institute);
    expect(made.statusCode).toBe(200);
    const list = await call('GET', '/api/institute/academic-sessions', facultySession);
    expect(list.json().body.map((s: { label: string; isCurrent: boolean }) => [s.label, s.isCurrent])).toEqual([
      ['2025-26', false],
      ['2026-27', true],
    ]);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['academic_session.created', 'academic_session.made_current']),
    );
  });

  it('refuses a duplicate (409), a future year and a year before the first allowed (400)', async () => {
    expect((await call('POST', '/api/institute/academic-sessions', institute, { startYear: 2025 })).statusCode).toBe(
      409,
    );
    const future = await call('POST', '/api/institute/academic-sessions', institute, {
      startYear: new Date().getFullYear() + 1,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().details[0].field).toBe('startYear');
    expect((await call('POST', '/api/institute/academic-sessions', institute, { startYear: 2019 })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/institute/academic-sessions', institute, { startYear: '2024' })).statusCode).toBe(
      400,
    );
  });
});

describe('classes and sections', () => {
  it('adds sections and lists every class in spec order, grouped, sections sorted', async () => {
    for (const [studentClass, section] of [
      ['EIGHT', 'B'],
      ['EIGHT', 'A'],
      ['THREE', 'NA'],
      ['TWELVEONWARDS', 'NA'],
    ]) {
      const added = await call('POST', `/api/institute/classes/${studentClass}/sections`, institute, { section });
      expect(added.statusCode).toBe(201);
    }
    const groups = (await call('GET', '/api/institute/classes', studentSession)).json().body;
    expect(groups.map((g: { group: string }) => g.group)).toEqual(['3-5', '6-8', '9-12', '12+']);
    const eight = groups[1].classes.find((c: { studentClass: string }) => c.studentClass === 'EIGHT');
    expect(eight).toMatchObject({ label: 'Class 8', sortOrder: 6, numeric: 8 });
    expect(eight.sections.map((s: { section: string }) => s.section)).toEqual(['A', 'B']);
    expect(eight.sections[0].studentCount).toBe(1);
    expect(groups[3].classes[0]).toMatchObject({ label: 'Class 12 Onwards', numeric: 13 });

    const list = (await call('GET', '/api/institute/student-class-list', facultySession)).json().body;
    expect(list).toEqual([
      { studentClass: 'THREE', label: 'Class 3', sortOrder: 1, sectionTypes: ['NA'] },
      { studentClass: 'EIGHT', label: 'Class 8', sortOrder: 6, sectionTypes: ['A', 'B'] },
      { studentClass: 'TWELVEONWARDS', label: 'Class 12 Onwards', sortOrder: 11, sectionTypes: ['NA'] },
    ]);
  });

  it('refuses a duplicate section (409) and unknown class or section codes (400)', async () => {
    expect((await call('POST', '/api/institute/classes/EIGHT/sections', institute, { section: 'A' })).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/api/institute/classes/TWO/sections', institute, { section: 'A' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/institute/classes/EIGHT/sections', institute, { section: 'H' })).statusCode).toBe(
      400,
    );
  });

  it('refuses to remove a section that still has students, and removes an empty one', async () => {
    const sections = await t.db
      .select()
      .from(classSections)
      .where(and(eq(classSections.instituteId, school.institute.id), eq(classSections.studentClass, 'EIGHT')));
    const withStudent = sections.find((row) => row.section === 'A');
    const empty = sections.find((row) => row.section === 'B');
    const refused = await call('DELETE', `/api/institute/class-sections/${withStudent?.id}`, institute);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Class 8 A still has 1 student. Move them to another section first.');
    expect((await call('DELETE', `/api/institute/class-sections/${empty?.id}`, institute)).statusCode).toBe(200);
    expect(await auditActions()).toEqual(expect.arrayContaining(['class_section.created', 'class_section.removed']));
  });
});

describe('subjects and who teaches them', () => {
  let sectionId: string;
  let physicsId: string;

  it('adds, renames and lists subjects; names are unique regardless of case', async () => {
    const created = await call('POST', '/api/institute/subjects', institute, { name: 'Physics' });
    expect(created.statusCode).toBe(201);
    physicsId = created.json().body.id;
    expect((await call('POST', '/api/institute/subjects', institute, { name: '  physics ' })).statusCode).toBe(409);
    const chem = await call('POST', '/api/institute/subjects', institute, { name: 'Chem' });
    const renamed = await call('PATCH', `/api/institute/subjects/${chem.json().body.id}`, institute, {
      name: 'Chemistry',
    });
    expect(renamed.json().body).toMatchObject({ name: 'Chemistry', classSectionCount: 0 });
    expect(
      (await call('PATCH', `/api/institute/subjects/${chem.json().body.id}`, institute, { name: 'PHYSICS' }))
        .statusCode,
    ).toBe(409);
    expect((await call('POST', '/api/institute/subjects', institute, { name: 'X' })).statusCode).toBe(400);
    const names = (await call('GET', '/api/institute/subjects', facultySession))
      .json()
      .body.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Chemistry', 'Physics']);
  });

  it('answers 409, never 500, when two requests add the same subject at once', async () => {
    const statuses = await Promise.all(
      ['Geography', 'geography'].map(
        async (name) => (await call('POST', '/api/institute/subjects', institute, { name })).statusCode,
      ),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('teaches a subject in a section with a faculty member, listed for the section and the faculty', async () => {
    const groups = (await call('GET', '/api/institute/classes', institute)).json().body;
    sectionId = groups[1].classes.find((c: { studentClass: string }) => c.studentClass === 'EIGHT').sections[0].id;
    const assigned = await call('POST', `/api/institute/class-sections/${sectionId}/subjects`, institute, {
      subjectId: physicsId,
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().body).toMatchObject({ subjectName: 'Physics', faculty: null, section: 'A' });
    const again = await call('POST', `/api/institute/class-sections/${sectionId}/subjects`, institute, {
      subjectId: physicsId,
    });
    expect(again.statusCode).toBe(409);

    const id = assigned.json().body.id;
    const withFaculty = await call('PUT', `/api/institute/class-section-subjects/${id}/faculty`, institute, {
      facultyId: faculty.id,
    });
    expect(withFaculty.json().body.faculty).toEqual({ id: faculty.id, name: faculty.name });
    const list = (await call('GET', `/api/institute/class-sections/${sectionId}/subjects`, studentSession)).json().body;
    expect(list).toHaveLength(1);
    const teaches = await call('GET', `/api/institute/faculty/${faculty.id}/subjects`, facultySession);
    expect(teaches.json().body.map((s: { subjectName: string }) => s.subjectName)).toEqual(['Physics']);
    expect((await call('DELETE', `/api/institute/subjects/${physicsId}`, institute)).statusCode).toBe(409);
  });

  it('assigns only active faculty of the school', async () => {
    const [row] = (await call('GET', `/api/institute/class-sections/${sectionId}/subjects`, institute)).json().body;
    const student = await buildMember(t.db, school.institute.id, 'CANDIDATE');
    const notFaculty = await call('PUT', `/api/institute/class-section-subjects/${row.id}/faculty`, institute, {
      facultyId: student.id,
    });
    expect(notFaculty.statusCode).toBe(400);
    expect(notFaculty.json().details[0].field).toBe('facultyId');
    const other = await buildInstitute(t.db, 'Elsewhere');
    const outsider = await buildMember(t.db, other.institute.id, 'FACULTY');
    const foreign = await call('PUT', `/api/institute/class-section-subjects/${row.id}/faculty`, institute, {
      facultyId: outsider.id,
    });
    expect(foreign.statusCode).toBe(404);
    const after = (await call('GET', `/api/institute/class-sections/${sectionId}/subjects`, institute)).json().body;
    expect(after[0].faculty.id).toBe(faculty.id);
    const colleague = await signIn(t.app, 'faculty', (await buildMember(t.db, school.institute.id, 'FACULTY')).email);
    expect((await call('GET', `/api/institute/faculty/${faculty.id}/subjects`, colleague)).statusCode).toBe(403);
  });

  it('clears the faculty and removes the subject from the section', async () => {
    const [row] = (await call('GET', `/api/institute/class-sections/${sectionId}/subjects`, institute)).json().body;
    const cleared = await call('PUT', `/api/institute/class-section-subjects/${row.id}/faculty`, institute, {
      facultyId: null,
    });
    expect(cleared.json().body.faculty).toBeNull();
    expect((await call('DELETE', `/api/institute/class-section-subjects/${row.id}`, institute)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/institute/subjects/${physicsId}`, institute)).statusCode).toBe(200);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        'subject.created',
        'subject.renamed',
        'subject.removed',
        'class_subject.assigned',
        'class_subject.faculty_assigned',
        'class_subject.faculty_unassigned',
        'class_subject.removed',
      ]),
    );
  });
});
