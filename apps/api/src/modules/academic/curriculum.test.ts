import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, curriculumEntries } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

let t: TestApp;
let school: Awaited<ReturnType<typeof buildInstitute>>;
let institute: SignedIn;
let subjectId: string;
let sessionId: string;

beforeAll(async () => {
  t = await buildTestApp();
  school = await buildInstitute(t.db, 'Plan School');
  institute = await signIn(t.app, 'institute', school.account.email);
  const subject = await call('POST', '/api/institute/subjects', institute, { name: 'Mathematics' });
  subjectId = subject.json().body.id;
  const session = await call('POST', '/api/institute/academic-sessions', institute, { startYear: 2026 });
  sessionId = session.json().body.id;
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who?: SignedIn, payload?: object) {
  return t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
}

const chapterTitles = async () =>
  (await call('GET', `/api/institute/chapters?subjectId=${subjectId}&studentClass=NINE`, institute))
    .json()
    .body.map((c: { title: string; position: number }) => `${c.position}:${c.title}`);

describe('chapters', () => {
  const ids: string[] = [];

  it('appends chapters in order, per subject and class', async () => {
    for (const title of ['Number Systems', 'Polynomials', 'Coordinate Geometry']) {
      const created = await call('POST', '/api/institute/chapters', institute, {
        subjectId,
        studentClass: 'NINE',
        title,
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().body.id);
    }
    await call('POST', '/api/institute/chapters', institute, { subjectId, studentClass: 'TEN', title: 'Real Numbers' });
    expect(await chapterTitles()).toEqual(['1:Number Systems', '2:Polynomials', '3:Coordinate Geometry']);
  });

  it('reorders with the full list of ids only', async () => {
    const [a, b, c] = ids as [string, string, string];
    const reordered = await call('PUT', '/api/institute/chapters/order', institute, {
      subjectId,
      studentClass: 'NINE',
      chapterIds: [c, a, b],
    });
    expect(reordered.statusCode).toBe(200);
    expect(await chapterTitles()).toEqual(['1:Coordinate Geometry', '2:Number Systems', '3:Polynomials']);
    const partial = await call('PUT', '/api/institute/chapters/order', institute, {
      subjectId,
      studentClass: 'NINE',
      chapterIds: [a, b],
    });
    expect(partial.statusCode).toBe(400);
    const repeated = await call('PUT', '/api/institute/chapters/order', institute, {
      subjectId,
      studentClass: 'NINE',
      chapterIds: [a, a, b],
    });
    expect(repeated.statusCode).toBe(400);
    expect(await chapterTitles()).toEqual(['1:Coordinate Geometry', '2:Number Systems', '3:Polynomials']);
  });

  it('renames and removes, closing the gap', async () => {
    const renamed = await call('PATCH', `/api/institute/chapters/${ids[1]}`, institute, { title: 'Polynomials I' });
    expect(renamed.json().body.title).toBe('Polynomials I');
    expect((await call('DELETE', `/api/institute/chapters/${ids[0]}`, institute)).statusCode).toBe(200);
    expect(await chapterTitles()).toEqual(['1:Coordinate Geometry', '2:Polynomials I']);
    expect((await call('PATCH', `/api/institute/chapters/${ids[1]}`, institute, { title: '' })).statusCode).toBe(400);
  });
});

describe('curriculum', () => {
  it('lists every chapter of the class as planned until dated', async () => {
    const plan = await call(
      'GET',
      `/api/institute/curriculum?sessionId=${sessionId}&studentClass=NINE&subjectId=${subjectId}`,
      institute,
    );
    expect(plan.statusCode).toBe(200);
    expect(plan.json().body.session.label).toBe('2026-27');
    expect(
      plan.json().body.items.map((i: { status: string; plannedStart: null }) => [i.status, i.plannedStart]),
    ).toEqual([
      ['PLANNED', null],
      ['PLANNED', null],
    ]);
  });

  it('saves dates and status, and saves again over them', async () => {
    const plan = (
      await call('GET', `/api/institute/curriculum?sessionId=${sessionId}&studentClass=NINE`, institute)
    ).json().body.items;
    const [first, second] = plan as Array<{ chapterId: string }>;
    const saved = await call('PUT', '/api/institute/curriculum', institute, {
      sessionId,
      entries: [
        { chapterId: first?.chapterId, plannedStart: '2026-04-06', plannedEnd: '2026-05-15', status: 'DONE' },
        { chapterId: second?.chapterId, plannedStart: '2026-06-01', plannedEnd: '2026-07-10', status: 'IN_PROGRESS' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().body.updated).toBe(2);
    await call('PUT', '/api/institute/curriculum', institute, {
      sessionId,
      entries: [{ chapterId: second?.chapterId, plannedStart: '2026-06-01', plannedEnd: '2026-07-20', status: 'DONE' }],
    });
    const after = (
      await call('GET', `/api/institute/curriculum?sessionId=${sessionId}&studentClass=NINE`, institute)
    ).json().body.items;
    expect(after).toMatchObject([
      { subjectName: 'Mathematics', plannedStart: '2026-04-06', plannedEnd: '2026-05-15', status: 'DONE' },
      { plannedEnd: '2026-07-20', status: 'DONE' },
    ]);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'curriculum.updated'));
    expect(events).toHaveLength(2);
  });

  it('refuses an end before the start and dates outside the session, changing nothing', async () => {
    const [item] = (
      await call('GET', `/api/institute/curriculum?sessionId=${sessionId}&studentClass=NINE`, institute)
    ).json().body.items as Array<{ chapterId: string }>;
    const backwards = await call('PUT', '/api/institute/curriculum', institute, {
      sessionId,
      entries: [
        { chapterId: item?.chapterId, plannedStart: '2026-08-10', plannedEnd: '2026-08-01', status: 'PLANNED' },
      ],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toContain('plannedEnd');
    const outside = await call('PUT', '/api/institute/curriculum', institute, {
      sessionId,
      entries: [
        { chapterId: item?.chapterId, plannedStart: '2026-03-20', plannedEnd: '2027-06-02', status: 'PLANNED' },
      ],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details.map((d: { field: string }) => d.field)).toEqual([
      'entries.0.plannedStart',
      'entries.0.plannedEnd',
    ]);
    const unknownChapter = await call('PUT', '/api/institute/curriculum', institute, {
      sessionId,
      entries: [
        { chapterId: '00000000-0000-4000-8000-000000000000', plannedStart: null, plannedEnd: null, status: 'DONE' },
      ],
    });
    expect(unknownChapter.statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(curriculumEntries)
      .where(eq(curriculumEntries.chapterId, item?.chapterId ?? ''));
    expect(rows[0]).toMatchObject({ plannedStart: '2026-04-06', status: 'DONE' });
  });
});
