/**
 * Analytics of an assessment on a small known set, every figure computed by hand (below), through the API: staff
 * read everything, a student whose result is out reads totals and per-class figures only (no group of fewer than
 * five), anyone else 404; the CSV export with its header, rows and defused formulas.
 *
 * Questions: Q1 (1 mark, key 0), Q2 (1 mark, key 1), Q3 (2 marks, key 2); out of 4. Class 8A: P1–P5 submitted,
 * P8 submitted but rejected after a face check (all right: never counted), R1 in progress, N1 not started.
 * Class 8B: P6, P7 submitted, N2 not started.
 *
 *        Q1  Q2  Q3   score  %    time(s)
 *   P1    0✓  1✓  2✓    4   100    300
 *   P2    0✓  0✗  2✓    3    75    600
 *   P3    1✗  2✗  2✓    2    50    400
 *   P4    0✓  1✓  1✗    2    50    200
 *   P5    3✗  1✓  0✗    1    25    500
 *   P6    1✗  1✓  —     1    25    700
 *   P7    2✗  2✗  0✗    0     0    100 (by the timer)
 *
 * Scores 4,3,2,2,1,1,0: average 13/7 = 1.857 → 1.86, median 2; percent average 325/7 = 46.43 → 46.4, median 50.
 * Buckets of 10%: 0 → [0], 25 ×2 → [2], 50 ×2 → [5], 75 → [7], 100 → [9].
 * Time: average 2800/7 = 400, median 400, fastest 100, slowest 700, one by the timer.
 * Difficulty: Q1 3/7 = 0.429, Q2 4/7 = 0.571, Q3 3/7 = 0.429.
 * Discrimination (k = round(7 × 0.27) = 2; upper P1, P2; lower two of P5/P6/P7 with the same answers to each):
 *   Q1: 1 − 0 = 1; Q2: (1 + 0)/2 − (1 + 0)/2 = 0; Q3: 1 − 0 = 1.
 * Options: Q1 [3, 2, 1, 1]; Q2 [1, 4, 2, 0]; Q3 [2, 1, 3, 0] with one skipped.
 * Classes: 8A targeted 8, started 7, submitted 6, scored 5, percent average (100+75+50+50+25)/5 = 60, median 50;
 *   8B targeted 3, started 2, submitted 2, scored 2, average 12.5, median 12.5.
 * Completion: targeted 11, started 9, submitted 8, scored 7, rejected 1.
 */
import { ASSESSMENT_GRADING_PATHS as PATHS } from '@noticeboard/shared';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { defuseFormula, discrimination, median } from './analytics.service';
import { buildAssignment, buildAttempt, buildStudent, call, type KitAssignmentRow } from './grading-test-kit';

let t: TestApp;
let teacher: SignedIn;
let otherSchool: SignedIn;
let assessment: KitAssignmentRow;
let later: KitAssignmentRow;
const who: Record<string, SignedIn> = {};
const ids: Record<string, string> = {};

const ROWS: Array<{ key: string; section: 'A' | 'B'; answers: Array<number | null>; time: number; timer?: boolean }> = [
  { key: 'P1', section: 'A', answers: [0, 1, 2], time: 300 },
  { key: 'P2', section: 'A', answers: [0, 0, 2], time: 600 },
  { key: 'P3', section: 'A', answers: [1, 2, 2], time: 400 },
  { key: 'P4', section: 'A', answers: [0, 1, 1], time: 200 },
  { key: 'P5', section: 'A', answers: [3, 1, 0], time: 500 },
  { key: 'P6', section: 'B', answers: [1, 1, null], time: 700 },
  { key: 'P7', section: 'B', answers: [2, 2, 0], time: 100, timer: true },
];

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildInstitute(t.db, 'Maple Grove School');
  const b = await buildInstitute(t.db, 'Cedar Heights School');
  const instituteId = a.institute.id;
  const author = await buildMember(t.db, instituteId, 'FACULTY');
  teacher = await signIn(t.app, 'faculty', author.email);
  otherSchool = await signIn(t.app, 'faculty', (await buildMember(t.db, b.institute.id, 'FACULTY')).email);
  assessment = await buildAssignment(t.db, {
    instituteId,
    createdBy: author.id,
    type: 'ASSESSMENT',
    title: 'Fractions',
    resultRelease: 'IMMEDIATELY',
    targets: [
      { studentClass: 'EIGHT', section: 'A' },
      { studentClass: 'EIGHT', section: 'B' },
    ],
    questions: [
      { kind: 'MCQ', marks: 1, answerIndex: 0, options: ['a', 'b', 'c', 'd'] },
      { kind: 'MCQ', marks: 1, answerIndex: 1, options: ['a', 'b', 'c', 'd'] },
      { kind: 'MCQ', marks: 2, answerIndex: 2, options: ['a', 'b', 'c', 'd'] },
    ],
  });
  const questionIds = assessment.questionIds;
  for (const row of ROWS) {
    // P7's name is a spreadsheet formula: the export must keep it as text.
    const name = row.key === 'P7' ? '=HYPERLINK("http://evil.test","P7")' : `Student ${row.key}`;
    const student = await buildStudent(t.db, instituteId, { name, section: row.section });
    await buildAttempt(t.db, {
      assignmentId: assessment.id,
      instituteId,
      candidateId: student.id,
      section: row.section,
      timeTakenSeconds: row.time,
      submittedBy: row.timer ? 'TIMER' : 'STUDENT',
      answers: row.answers.flatMap((selectedIndex, index) =>
        selectedIndex === null ? [] : [{ questionId: questionIds[index] as string, selectedIndex }],
      ),
    });
    who[row.key] = await signIn(t.app, 'user', student.email);
    ids[row.key] = student.id;
  }
  const p8 = await buildStudent(t.db, instituteId, { name: 'Student P8', section: 'A' });
  await buildAttempt(t.db, {
    assignmentId: assessment.id,
    instituteId,
    candidateId: p8.id,
    identityCheck: 'REJECTED',
    answers: [0, 1, 2].map((selectedIndex, index) => ({ questionId: questionIds[index] as string, selectedIndex })),
  });
  const r1 = await buildStudent(t.db, instituteId, { name: 'Student R1', section: 'A' });
  await buildAttempt(t.db, {
    assignmentId: assessment.id,
    instituteId,
    candidateId: r1.id,
    status: 'IN_PROGRESS',
    startedMinutesAgo: 5,
    deadlineMinutes: 60,
    answers: [{ questionId: questionIds[0] as string, selectedIndex: 0 }],
  });
  const n1 = await buildStudent(t.db, instituteId, { name: 'Student N1', section: 'A' });
  await buildStudent(t.db, instituteId, { name: 'Student N2', section: 'B' });
  // Another class, not targeted: never counted.
  await buildStudent(t.db, instituteId, { name: 'Student X', studentClass: 'NINE', section: 'A' });
  who.N1 = await signIn(t.app, 'user', n1.email);
  const stranger = await buildStudent(t.db, b.institute.id, { name: 'Student Y' });
  who.stranger = await signIn(t.app, 'user', stranger.email);

  later = await buildAssignment(t.db, {
    instituteId,
    createdBy: author.id,
    type: 'ASSESSMENT',
    resultRelease: 'AFTER_GRADING',
    questions: [{ kind: 'MCQ', marks: 1 }],
  });
  await buildAttempt(t.db, {
    assignmentId: later.id,
    instituteId,
    candidateId: ids.P1 as string,
    answers: [{ questionId: later.questionIds[0] as string, selectedIndex: 0 }],
  });
}, 120_000);

afterAll(async () => {
  await t.close();
});

const analyticsUrl = (code: string, query = '') => `${PATHS.analytics.replace(':assignmentCode', code)}${query}`;
const exportUrl = (code: string, query = '') => `${PATHS.analyticsExport.replace(':assignmentCode', code)}${query}`;

describe('analytics for staff', () => {
  it('computes completion, scores, distribution and time as by hand', async () => {
    const response = await call(t.app, 'GET', analyticsUrl(assessment.code), teacher);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.scope).toBe('STAFF');
    expect(body.completion).toEqual({ targeted: 11, started: 9, submitted: 8, scored: 7, rejected: 1 });
    expect(body.score).toEqual({
      average: 1.86,
      median: 2,
      averagePercent: 46.4,
      medianPercent: 50,
      highest: 4,
      lowest: 0,
      maxScore: 4,
    });
    expect(body.distribution.map((bucket: { count: number }) => bucket.count)).toEqual([1, 0, 2, 0, 0, 2, 0, 1, 0, 1]);
    expect(body.distribution[0]).toEqual({ from: 0, to: 10, count: 1 });
    expect(body.time).toEqual({
      averageSeconds: 400,
      medianSeconds: 400,
      fastestSeconds: 100,
      slowestSeconds: 700,
      byTimer: 1,
    });
  });

  it('gives each question its difficulty, discrimination (upper–lower 27%) and option counts', async () => {
    const { body } = await call(t.app, 'GET', analyticsUrl(assessment.code), teacher);
    expect(body.discriminationMethod).toBe('UPPER_LOWER_27');
    const figures = body.questions.map(
      (question: {
        difficulty: number;
        discrimination: number;
        answered: number;
        skipped: number;
        options: Array<{ count: number; correct: boolean }>;
      }) => ({
        difficulty: question.difficulty,
        discrimination: question.discrimination,
        answered: question.answered,
        skipped: question.skipped,
        counts: question.options.map((option) => option.count),
        key: question.options.findIndex((option) => option.correct),
      }),
    );
    expect(figures).toEqual([
      { difficulty: 0.429, discrimination: 1, answered: 7, skipped: 0, counts: [3, 2, 1, 1], key: 0 },
      { difficulty: 0.571, discrimination: 0, answered: 7, skipped: 0, counts: [1, 4, 2, 0], key: 1 },
      { difficulty: 0.429, discrimination: 1, answered: 6, skipped: 1, counts: [2, 1, 3, 0], key: 2 },
    ]);
  });

  it('breaks the figures down by class and section, and filters to one', async () => {
    const { body } = await call(t.app, 'GET', analyticsUrl(assessment.code), teacher);
    expect(body.classes).toEqual([
      {
        studentClass: 'EIGHT',
        section: 'A',
        targeted: 8,
        started: 7,
        submitted: 6,
        scored: 5,
        averagePercent: 60,
        medianPercent: 50,
      },
      {
        studentClass: 'EIGHT',
        section: 'B',
        targeted: 3,
        started: 2,
        submitted: 2,
        scored: 2,
        averagePercent: 12.5,
        medianPercent: 12.5,
      },
    ]);
    const eightB = await call(t.app, 'GET', analyticsUrl(assessment.code, '?studentClass=EIGHT&section=B'), teacher);
    expect(eightB.body.completion).toEqual({ targeted: 3, started: 2, submitted: 2, scored: 2, rejected: 0 });
    expect(eightB.body.score).toMatchObject({ average: 0.5, averagePercent: 12.5 });
    expect(eightB.body.filter).toEqual({ studentClass: 'EIGHT', section: 'B' });
  });

  it("answers another school's staff 404", async () => {
    expect((await call(t.app, 'GET', analyticsUrl(assessment.code), otherSchool)).status).toBe(404);
    expect((await call(t.app, 'GET', exportUrl(assessment.code), otherSchool)).status).toBe(404);
  });
});

describe('analytics outside staff', () => {
  it('gives a student whose result is out the totals and per-class figures only, small groups hidden', async () => {
    const response = await call(t.app, 'GET', analyticsUrl(assessment.code), who.P6);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.scope).toBe('SUMMARY');
    expect(body.questions).toEqual([]);
    expect(body.score).toMatchObject({ average: 1.86, averagePercent: 46.4 });
    const [eightA, eightB] = body.classes;
    expect(eightA).toMatchObject({ section: 'A', averagePercent: 60 });
    // Two scored attempts in 8B: their average would tell P6 what P7 scored.
    expect(eightB).toMatchObject({ section: 'B', scored: 2, averagePercent: null, medianPercent: null });
    expect(JSON.stringify(body)).not.toContain('Student P');
  });

  it('refuses a student without an attempt, one whose result is not out, and another school (404)', async () => {
    expect((await call(t.app, 'GET', analyticsUrl(assessment.code), who.N1)).status).toBe(404);
    expect((await call(t.app, 'GET', analyticsUrl(later.code), who.P1)).status).toBe(404);
    expect((await call(t.app, 'GET', analyticsUrl(assessment.code), who.stranger)).status).toBe(404);
  });

  it('keeps the CSV to staff', async () => {
    expect((await call(t.app, 'GET', exportUrl(assessment.code), who.P1)).status).toBe(403);
  });
});

describe('the CSV export', () => {
  it('has a row per student with their marks per question, and keeps formulas as text', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${exportUrl(assessment.code)}`,
      headers: { cookie: teacher.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${assessment.code}-attempts.csv"`);
    const parsed = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, '').trim()).data;
    const [header, ...rows] = parsed;
    expect(header).toEqual([
      'Student',
      'Class',
      'Section',
      'Status',
      'Started',
      'Submitted',
      'Submitted by',
      'Time taken (minutes)',
      'Score',
      'Out of',
      'Percent',
      'Identity check',
      'Q1 (1)',
      'Q2 (1)',
      'Q3 (2)',
    ]);
    expect(rows).toHaveLength(11);
    const byName = new Map(rows.map((row) => [row[0], row]));
    const p2 = byName.get('Student P2') as string[];
    expect([p2[1], p2[2], p2[3], p2[6], p2[7], p2[8], p2[9], p2[10], p2[11], ...p2.slice(12)]).toEqual([
      'Class 8',
      'A',
      'Graded',
      'Student',
      '10',
      '3',
      '4',
      '75',
      'Not asked',
      '1',
      '0',
      '2',
    ]);
    expect(byName.get('Student P8')?.slice(3, 4)).toEqual(['Rejected']);
    expect(byName.get('Student P8')?.slice(8, 9)).toEqual(['']);
    expect(byName.get('Student N2')?.slice(3, 9)).toEqual(['Not started', '', '', '', '', '']);
    expect(byName.get('Student R1')?.[3]).toBe('In progress');
    // The formula name is defused with a leading quote; the timer's submission says so.
    const p7 = byName.get(`'=HYPERLINK("http://evil.test","P7")`) as string[];
    expect(p7).toBeDefined();
    expect(p7[6]).toBe('Timer');
    expect(response.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('filters like the analytics', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${exportUrl(assessment.code, '?studentClass=EIGHT&section=B')}`,
      headers: { cookie: teacher.cookie },
    });
    expect(Papa.parse(response.body.trim()).data).toHaveLength(4);
  });
});

describe('the figures’ helpers', () => {
  it('median, discrimination and formula defusing', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(discrimination([1])).toBeNull();
    expect(discrimination([1, 0])).toBe(1);
    expect(discrimination([1, 1, 1, 0, 0, 0, 0, 0, 0, 0])).toBe(1 - 0);
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', 'plain'].map(defuseFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'plain',
    ]);
  });
});
