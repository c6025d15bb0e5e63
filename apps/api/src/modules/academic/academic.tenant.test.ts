/** Every academic endpoint: 401 anonymous, 403 for roles that may not call it, 404 with another school's ids. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicSessions,
  auditEvents,
  chapters,
  classSectionSubjects,
  classSections,
  curriculumEntries,
  subjects,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Caller = 'student' | 'faculty' | 'admin';
interface Row {
  name: string;
  method: Method;
  url: () => string;
  body?: () => object;
  /** Roles other than the school that may call it. */
  alsoAllowed: Caller[];
  /** The request names school A's data, so school B must get 404. */
  foreign: boolean;
}

let t: TestApp;
const who: Record<Caller | 'schoolA' | 'schoolB', SignedIn> = {} as Record<Caller | 'schoolA' | 'schoolB', SignedIn>;
const a = { sessionId: '', sectionId: '', subjectId: '', cssId: '', chapterId: '', facultyId: '' };
let bSubjectId = '';

const call = (method: Method, url: string, caller?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  const schoolA = await buildInstitute(t.db, 'School A');
  const schoolB = await buildInstitute(t.db, 'School B');
  who.schoolA = await signIn(t.app, 'institute', schoolA.account.email);
  who.schoolB = await signIn(t.app, 'institute', schoolB.account.email);
  const faculty = await buildMember(t.db, schoolA.institute.id, 'FACULTY');
  a.facultyId = faculty.id;
  who.faculty = await signIn(t.app, 'faculty', faculty.email);
  who.admin = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'ADMIN')).email);
  who.student = await signIn(t.app, 'user', (await buildMember(t.db, schoolA.institute.id, 'CANDIDATE')).email);

  const post = async (url: string, body: object, caller = who.schoolA) =>
    (await call('POST', url, caller, body)).json().body;
  a.sessionId = (await post('/api/institute/academic-sessions', { startYear: 2026 })).id;
  a.sectionId = (await post('/api/institute/classes/NINE/sections', { section: 'B' })).id;
  a.subjectId = (await post('/api/institute/subjects', { name: 'Biology' })).id;
  a.cssId = (
    await post(`/api/institute/class-sections/${a.sectionId}/subjects`, {
      subjectId: a.subjectId,
      facultyId: a.facultyId,
    })
  ).id;
  a.chapterId = (
    await post('/api/institute/chapters', { subjectId: a.subjectId, studentClass: 'NINE', title: 'Cells' })
  ).id;
  bSubjectId = (await post('/api/institute/subjects', { name: 'Biology' }, who.schoolB)).id;
});
afterAll(async () => t.close());

const plan = () => ({
  sessionId: a.sessionId,
  entries: [{ chapterId: a.chapterId, plannedStart: '2026-06-01', plannedEnd: '2026-06-30', status: 'DONE' }],
});
const allReaders: Caller[] = ['student', 'faculty', 'admin'];
const ROWS: Row[] = [
  {
    name: 'list sessions',
    method: 'GET',
    url: () => '/api/institute/academic-sessions',
    alsoAllowed: allReaders,
    foreign: false,
  },
  {
    name: 'add session',
    method: 'POST',
    url: () => '/api/institute/academic-sessions',
    body: () => ({ startYear: 2024 }),
    alsoAllowed: [],
    foreign: false,
  },
  {
    name: 'make session current',
    method: 'PUT',
    url: () => `/api/institute/academic-sessions/${a.sessionId}/current`,
    alsoAllowed: [],
    foreign: true,
  },
  { name: 'classes', method: 'GET', url: () => '/api/institute/classes', alsoAllowed: allReaders, foreign: false },
  {
    name: 'student class list',
    method: 'GET',
    url: () => '/api/institute/student-class-list',
    alsoAllowed: allReaders,
    foreign: false,
  },
  {
    name: 'add section',
    method: 'POST',
    url: () => '/api/institute/classes/TEN/sections',
    body: () => ({ section: 'C' }),
    alsoAllowed: [],
    foreign: false,
  },
  {
    name: 'remove section',
    method: 'DELETE',
    url: () => `/api/institute/class-sections/${a.sectionId}`,
    alsoAllowed: [],
    foreign: true,
  },
  {
    name: 'list subjects',
    method: 'GET',
    url: () => '/api/institute/subjects',
    alsoAllowed: allReaders,
    foreign: false,
  },
  {
    name: 'add subject',
    method: 'POST',
    url: () => '/api/institute/subjects',
    body: () => ({ name: 'Geography' }),
    alsoAllowed: [],
    foreign: false,
  },
  {
    name: 'rename subject',
    method: 'PATCH',
    url: () => `/api/institute/subjects/${a.subjectId}`,
    body: () => ({ name: 'Life Science' }),
    alsoAllowed: [],
    foreign: true,
  },
  {
    name: 'remove subject',
    method: 'DELETE',
    url: () => `/api/institute/subjects/${a.subjectId}`,
    alsoAllowed: [],
    foreign: true,
  },
  {
    name: 'section subjects',
    method: 'GET',
    url: () => `/api/institute/class-sections/${a.sectionId}/subjects`,
    alsoAllowed: allReaders,
    foreign: true,
  },
  {
    name: 'assign subject',
    method: 'POST',
    url: () => `/api/institute/class-sections/${a.sectionId}/subjects`,
    body: () => ({ subjectId: bSubjectId }),
    alsoAllowed: [],
    foreign: true,
  },
  {
    name: 'assign faculty',
    method: 'PUT',
    url: () => `/api/institute/class-section-subjects/${a.cssId}/faculty`,
    body: () => ({ facultyId: null }),
    alsoAllowed: [],
    foreign: true,
  },
  {
    name: 'unassign subject',
    method: 'DELETE',
    url: () => `/api/institute/class-section-subjects/${a.cssId}`,
    alsoAllowed: [],
    foreign: true,
  },
  {
    name: 'faculty subjects',
    method: 'GET',
    url: () => `/api/institute/faculty/${a.facultyId}/subjects`,
    alsoAllowed: ['faculty', 'admin'],
    foreign: true,
  },
  {
    name: 'chapters',
    method: 'GET',
    url: () => `/api/institute/chapters?subjectId=${a.subjectId}&studentClass=NINE`,
    alsoAllowed: allReaders,
    foreign: true,
  },
  {
    name: 'add chapter',
    method: 'POST',
    url: () => '/api/institute/chapters',
    body: () => ({ subjectId: a.subjectId, studentClass: 'NINE', title: 'Tissues' }),
    alsoAllowed: [],
    foreign: true,
  },
  {
    name: 'reorder chapters',
    method: 'PUT',
    url: () => '/api/institute/chapters/order',
    body: () => ({ subjectId: a.subjectId, studentClass: 'NINE', chapterIds: [a.chapterId] }),
    alsoAllowed: [],
    foreign: true,
  },
  {
    name: 'rename chapter',
    method: 'PATCH',
    url: () => `/api/institute/chapters/${a.chapterId}`,
    body: () => ({ title: 'The Cell' }),
    alsoAllowed: [],
    foreign: true,
  },
  {
    name: 'remove chapter',
    method: 'DELETE',
    url: () => `/api/institute/chapters/${a.chapterId}`,
    alsoAllowed: [],
    foreign: true,
  },
  {
    name: 'curriculum',
    method: 'GET',
    url: () => `/api/institute/curriculum?sessionId=${a.sessionId}&studentClass=NINE`,
    alsoAllowed: allReaders,
    foreign: true,
  },
  {
    name: 'save curriculum',
    method: 'PUT',
    url: () => '/api/institute/curriculum',
    body: plan,
    alsoAllowed: [],
    foreign: true,
  },
];

/** School A's whole academic state, to prove a refused call changed nothing. */
async function snapshotA() {
  const tables = [academicSessions, classSections, subjects, classSectionSubjects, chapters, curriculumEntries];
  const rows = await Promise.all(tables.map((table) => t.db.select().from(table)));
  const audit = await t.db.select().from(auditEvents);
  return JSON.stringify([rows.map((list) => list.map((row) => JSON.stringify(row)).sort()), audit.length]);
}

describe('academic endpoints', () => {
  it.each(ROWS)('$name: 401 without a session', async (row) => {
    expect((await call(row.method, row.url(), undefined, row.body?.())).statusCode).toBe(401);
  });

  it.each(ROWS)('$name: 403 for the roles that may not call it', async (row) => {
    const before = await snapshotA();
    for (const caller of ['student', 'faculty', 'admin'] as const) {
      if (row.alsoAllowed.includes(caller)) continue;
      const response = await call(row.method, row.url(), who[caller], row.body?.());
      expect(response.statusCode, `${caller} ${row.method} ${row.url()}`).toBe(403);
    }
    expect(await snapshotA()).toBe(before);
  });

  it.each(ROWS.filter((row) => row.foreign))('$name: 404 for another school, nothing changed', async (row) => {
    const before = await snapshotA();
    const response = await call(row.method, row.url(), who.schoolB, row.body?.());
    expect(response.statusCode).toBe(404);
    expect(await snapshotA()).toBe(before);
  });

  it.each(ROWS.filter((row) => !row.foreign && row.method === 'GET'))(
    '$name: another school sees none of school A’s data',
    async (row) => {
      const body = JSON.stringify((await call(row.method, row.url(), who.schoolB)).json().body);
      for (const id of [a.sessionId, a.sectionId, a.subjectId, a.cssId]) expect(body).not.toContain(id);
    },
  );

  it.each(ROWS.filter((row) => row.alsoAllowed.length > 0))('$name: readers of the school get 200', async (row) => {
    for (const caller of row.alsoAllowed) {
      expect((await call(row.method, row.url(), who[caller])).statusCode, caller).toBe(200);
    }
  });
});
