/**
 * Races a student's devices and clicks make (on PostgreSQL too when DATABASE_URL is set, where they truly run at
 * once): initiates racing make one attempt, 20 hand-ins at once store one submission (every answer the same
 * stored one), saves racing a hand-in are either in the score or refused, and saves of one question sent at once
 * in any order leave the highest sequence.
 */
import { attemptPath, ASSESSMENT_ATTEMPT_PATHS as P } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentAttempts, attemptAnswers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { call, publishAssignment } from './attempt-test-kit';

let t: TestApp;
let school: string;
const students: SignedIn[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildInstitute(t.db, 'Banyan School');
  school = a.institute.id;
  for (let i = 0; i < 4; i++) {
    students.push(await signIn(t.app, 'user', (await buildMember(t.db, school, 'CANDIDATE')).email));
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

const student = (index: number) => students[index] as SignedIn;
const initiate = (who: SignedIn, customUrl: string) => call(t.app, 'POST', attemptPath('initiate', { customUrl }), who);
const submit = (who: SignedIn, customUrl: string, submissionKey: string) =>
  call(t.app, 'POST', attemptPath('submit', { customUrl }), who, { submissionKey });
const save = (who: SignedIn, customUrl: string, questionId: string, selectedOptionId: number, clientSeq: number) =>
  call(t.app, 'PUT', attemptPath('answer', { customUrl, questionId }), who, { selectedOptionId, clientSeq });

describe('racing', () => {
  it('makes one attempt when initiates race', async () => {
    const assignment = await publishAssignment(t.db, school, { shuffleQuestions: true, shuffleOptions: true });
    const results = await Promise.all(Array.from({ length: 10 }, () => initiate(student(0), assignment.customUrl)));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((result) => result.body.attempt.id)).size).toBe(1);
    expect(new Set(results.map((result) => JSON.stringify(result.body.questions))).size).toBe(1);
    const rows = await t.db.select().from(assignmentAttempts).where(eq(assignmentAttempts.assignmentId, assignment.id));
    expect(rows).toHaveLength(1);
  });

  it('stores one submission of 20 sent at once, and every one answers with it', async () => {
    const assignment = await publishAssignment(t.db, school);
    const started = (await initiate(student(1), assignment.customUrl)).body;
    for (const [index, question] of started.questions.entries()) {
      await save(student(1), assignment.customUrl, question.id, index, 1);
    }
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => submit(student(1), assignment.customUrl, `key-${index}-racing`)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    expect(results.filter((result) => result.body.firstSubmission)).toHaveLength(1);
    expect(new Set(results.map((result) => result.body.attempt.submittedAt)).size).toBe(1);
    const [row] = await t.db.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, started.attempt.id));
    expect(row).toMatchObject({ status: 'SUBMITTED', score: 8, submittedBy: 'STUDENT' });
    const winner = results.find((result) => result.body.firstSubmission);
    expect(row?.submissionKey).toBe(`key-${results.indexOf(winner as (typeof results)[number])}-racing`);
  });

  it('counts a save racing the hand-in only when it landed first; the others are refused', async () => {
    const assignment = await publishAssignment(t.db, school);
    const started = (await initiate(student(2), assignment.customUrl)).body;
    const [q1, q2, q3, q4] = started.questions;
    const outcomes = await Promise.all([
      save(student(2), assignment.customUrl, q1.id, 0, 1),
      save(student(2), assignment.customUrl, q2.id, 1, 1),
      submit(student(2), assignment.customUrl, 'racing-hand-in'),
      save(student(2), assignment.customUrl, q3.id, 2, 1),
      save(student(2), assignment.customUrl, q4.id, 3, 1),
    ]);
    const saves = [outcomes[0], outcomes[1], outcomes[3], outcomes[4]];
    for (const outcome of saves) {
      expect([200, 409]).toContain(outcome?.status);
      if (outcome?.status === 409) expect(outcome.code).toBe('ASSIGNMENT_ALREADY_SUBMITTED');
    }
    const acknowledged = saves.filter((outcome) => outcome?.status === 200).length;
    const [row] = await t.db.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, started.attempt.id));
    // Every acknowledged save is a right answer worth 2: the score is exactly what was acknowledged.
    expect(row?.score).toBe(acknowledged * 2);
    const answers = await t.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, started.attempt.id));
    expect(answers).toHaveLength(acknowledged);
    expect(answers.every((answer) => answer.correct === true)).toBe(true);
  });

  it('keeps the highest sequence when saves of one question arrive at once in any order', async () => {
    const assignment = await publishAssignment(t.db, school);
    const started = (await initiate(student(3), assignment.customUrl)).body;
    const questionId = started.questions[0].id;
    const order = [7, 3, 12, 1, 9, 5, 11, 2, 8, 4, 10, 6];
    const results = await Promise.all(
      order.map((seq) => save(student(3), assignment.customUrl, questionId, seq % 4, seq)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(order.length).fill(200));
    const [row] = await t.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, started.attempt.id));
    expect(row).toMatchObject({ clientSeq: 12, selectedIndex: 0 });
    const view = await call(t.app, 'GET', attemptPath('view', { customUrl: assignment.customUrl }), student(3));
    expect(view.body.answers[0]).toMatchObject({ clientSeq: 12, selectedOptionId: 0 });
    expect((await call(t.app, 'GET', P.list, student(3))).status).toBe(200);
  });
});
