/**
 * The demo's assignments on a fresh database, read through the API as the demo people see them: every status at
 * the school, to-dos and results for the demo student, answers waiting for marks, the flagged face check waiting for
 * review with its drawn pictures, and nothing added by a second run.
 */
import {
  ASSESSMENT_ATTEMPT_PATHS,
  ASSESSMENT_AUTHORING_PATHS,
  ASSESSMENT_FACE_PATHS,
  ASSIGNMENT_STATUSES,
  type StudentAssignmentList,
} from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../../../db/schema';
import { LocalFileStorage } from '../../../lib/storage';
import { seedDemo } from '../../../seed/seed-demo';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type SignedIn, signIn } from '../../../test/session';
import { seedAssessmentDemo } from './assessment.seed';

let t: TestApp;
let school: SignedIn;
let student: SignedIn;
const get = (who: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: who.cookie } });

beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedDemo(t.db, new LocalFileStorage(t.config.filesDir))).toBe(true);
  school = await signIn(t.app, 'institute', 'institute@demo.test', 'Demo@12345');
  student = await signIn(t.app, 'user', 'student@demo.test', 'Demo@12345');
}, 300_000);
afterAll(async () => t.close());

describe('demo assignments', () => {
  it('give the school assignments in every status but cancelled, of both kinds', async () => {
    for (const type of ['ASSESSMENT', 'QNA']) {
      const counts = (await get(school, `${ASSESSMENT_AUTHORING_PATHS.counts}?type=${type}`)).json().body;
      const expected = type === 'ASSESSMENT' ? ['DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED'] : ['OPEN', 'GRADED'];
      for (const status of expected) expect(counts[status], `${type} ${status}`).toBeGreaterThan(0);
      expect(Object.keys(counts)).toEqual(
        expect.arrayContaining([...ASSIGNMENT_STATUSES].filter((s) => s !== 'CANCELLED')),
      );
    }
  });

  it('give the demo student things to do and results to read', async () => {
    const response = await get(student, ASSESSMENT_ATTEMPT_PATHS.list);
    expect(response.statusCode).toBe(200);
    const { items } = response.json().body as StudentAssignmentList;
    const statuses = new Set(items.map((item) => item.status));
    // Open ones to do (a face-checked one among them), results out, and the next scheduled one.
    expect([...statuses]).toEqual(expect.arrayContaining(['TO_DO', 'RESULT_OUT', 'UPCOMING']));
    expect(items.some((item) => item.status === 'TO_DO' && item.faceCheckRequired)).toBe(true);
  });

  it('leave one flagged face check waiting for the school, with drawn pictures', async () => {
    const queue = (await get(school, `${ASSESSMENT_FACE_PATHS.reviews}?kind=FLAGGED`)).json().body;
    expect(queue.totalElements).toBe(1);
    const [item] = queue.content;
    expect(item).toMatchObject({ identityCheck: 'FLAGGED', hasReferencePicture: true });
    const kept = item.checks.find((check: { hasPicture: boolean }) => check.hasPicture);
    const picture = await get(school, ASSESSMENT_FACE_PATHS.checkPicture.replace(':checkId', kept.id));
    expect(picture.statusCode).toBe(200);
    const reference = await get(school, ASSESSMENT_FACE_PATHS.referencePicture.replace(':attemptId', item.attemptId));
    expect(reference.statusCode).toBe(200);
    // The named demo teacher wrote them, so they may decide it too.
    const teacher = await signIn(t.app, 'faculty', 'faculty@demo.test', 'Demo@12345');
    expect((await get(teacher, `${ASSESSMENT_FACE_PATHS.reviews}?kind=FLAGGED`)).json().body.totalElements).toBe(1);
  });

  it('add nothing on a second run', async () => {
    const before = await t.db.select({ id: assignments.id }).from(assignments);
    await seedAssessmentDemo(t.db);
    expect(await t.db.select({ id: assignments.id }).from(assignments)).toHaveLength(before.length);
  });
});
