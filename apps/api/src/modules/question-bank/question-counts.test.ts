/**
 * The review page's status counts (issue 17 §4): the same list as GET /question-bank/questions (source, filters),
 * counted per status; the school's own bank only; staff only, as the list.
 */
import { QUESTION_BANK_PATHS, QUESTION_STATUSES } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addQuestion, type BankSchool, buildBankSchool, caller } from './bank-test-kit';

let t: TestApp;
let a: BankSchool;
let b: BankSchool;
let call: ReturnType<typeof caller>;
const counts = `/api${QUESTION_BANK_PATHS.questionCounts}`;

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildBankSchool(t.app, t.db, 'Cedar School', 'Physics');
  b = await buildBankSchool(t.app, t.db, 'Birch School', 'Physics');
  call = caller(t.app);
  await addQuestion(t.app, a);
  await addQuestion(t.app, a, undefined, { chapterId: a.otherClassChapterId, studentClass: 'TEN' });
  await addQuestion(t.app, a, 'APPROVED');
  await addQuestion(t.app, a, 'REJECTED');
  await addQuestion(t.app, b);
});
afterAll(async () => t.close());

describe('question status counts', () => {
  it("counts the school's own bank per status, as each status tab lists it", async () => {
    const answer = await call('GET', counts, a.school);
    expect(answer.statusCode).toBe(200);
    const body = answer.json().body;
    expect(body).toEqual({ ALL: 4, PENDING_REVIEW: 2, APPROVED: 1, REJECTED: 1 });
    for (const status of QUESTION_STATUSES) {
      const list = await call('GET', `/api${QUESTION_BANK_PATHS.questions}?status=${status}`, a.school);
      expect(list.json().body.totalElements, status).toBe(body[status]);
    }
    expect((await call('GET', counts, b.admin)).json().body).toEqual({
      ALL: 1,
      PENDING_REVIEW: 1,
      APPROVED: 0,
      REJECTED: 0,
    });
  });

  it("applies the list's filters", async () => {
    const nine = (await call('GET', `${counts}?studentClass=NINE`, a.admin)).json().body;
    expect(nine).toEqual({ ALL: 3, PENDING_REVIEW: 1, APPROVED: 1, REJECTED: 1 });
  });

  it('is for the school’s staff, as the list', async () => {
    expect((await call('GET', counts)).statusCode).toBe(401);
    expect((await call('GET', counts, a.student)).statusCode).toBe(403);
    expect((await call('GET', `${counts}?status=APPROVED`, a.school)).json().body.ALL).toBe(4);
  });
});
