/**
 * Faculty quizzes through the API: written from the school's usable bank only, seen and played by its students of
 * that class (no reading minimum), hidden from other schools, results for the school's staff, closing.
 */
import { QUIZ_MESSAGES, QUIZ_PATHS } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { addDays, quizDayOf } from './quiz-day';
import { call } from './quiz-test-kit';

let t: TestApp;
const today = quizDayOf(new Date());
const as: Record<string, SignedIn> = {};
let ownQuestions: string[];
let otherSchoolQuestion: string;
let schoolA: string;

async function bankQuestion(instituteId: string | null, stem: string, answerIndex: number) {
  const [row] = await t.db
    .insert(bankQuestions)
    .values({
      instituteId,
      stem,
      options: ['Mercury', 'Venus', 'Earth', 'Mars'],
      answerIndex,
      explanation: 'From the chapter on the solar system.',
      difficulty: 'EASY',
      board: 'CBSE',
      studentClass: 'EIGHT',
      subjectName: 'Science',
      status: 'APPROVED',
    })
    .returning();
  return row?.id as string;
}

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildInstitute(t.db, 'Maple Grove School');
  const b = await buildInstitute(t.db, 'Cedar Heights School');
  schoolA = a.institute.id;
  const login = async (name: string, kind: 'user' | 'faculty' | 'institute', email: string) => {
    as[name] = await signIn(t.app, kind, email);
  };
  await login('author', 'faculty', (await buildMember(t.db, a.institute.id, 'FACULTY')).email);
  await login('colleague', 'faculty', (await buildMember(t.db, a.institute.id, 'FACULTY')).email);
  await login('school', 'institute', a.account.email);
  await login('eighth', 'user', (await buildMember(t.db, a.institute.id, 'CANDIDATE')).email);
  const ninth = await buildMember(t.db, a.institute.id, 'CANDIDATE');
  await t.db.update(users).set({ studentClass: 'NINE' }).where(eq(users.id, ninth.id));
  await login('ninth', 'user', ninth.email);
  await login('otherStudent', 'user', (await buildMember(t.db, b.institute.id, 'CANDIDATE')).email);
  await login('otherFaculty', 'faculty', (await buildMember(t.db, b.institute.id, 'FACULTY')).email);
  ownQuestions = [
    await bankQuestion(a.institute.id, 'Which planet is closest to the Sun?', 0),
    await bankQuestion(a.institute.id, 'Which planet do we live on?', 2),
    await bankQuestion(null, 'Which planet is known as the red planet?', 3),
  ];
  otherSchoolQuestion = await bankQuestion(b.institute.id, 'Which planet is the hottest?', 1);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const quizBody = (questionIds: string[]) => ({
  title: 'Solar system check',
  studentClass: 'EIGHT',
  questionIds,
  timeLimitMinutes: 5,
  opensOn: today,
  closesOn: addDays(today, 3),
});
let quiz: { id: string; customUrl: string };

describe('writing a faculty quiz', () => {
  it('is refused with a question outside the school’s usable bank', async () => {
    const refused = await call(
      t.app,
      'POST',
      QUIZ_PATHS.facultyQuizzes,
      as.author,
      quizBody([...ownQuestions, otherSchoolQuestion]),
    );
    expect(refused.status).toBe(400);
    expect((await call(t.app, 'POST', QUIZ_PATHS.facultyQuizzes, as.eighth, quizBody(ownQuestions))).status).toBe(403);
    expect((await call(t.app, 'POST', QUIZ_PATHS.facultyQuizzes, as.school, quizBody(ownQuestions))).status).toBe(403);
  });

  it('copies the chosen questions in order for the class and days given', async () => {
    const created = await call(t.app, 'POST', QUIZ_PATHS.facultyQuizzes, as.author, quizBody(ownQuestions));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'FACULTY',
      title: 'Solar system check',
      studentClass: 'EIGHT',
      questionCount: 3,
      timeLimitSeconds: 300,
      opensOn: today,
      playedCount: 0,
      canClose: true,
    });
    expect(created.body.customUrl).toMatch(/^solar-system-check-[0-9a-f]{6}$/);
    quiz = created.body;
  });

  it('is listed for the school’s staff only', async () => {
    const listed = await call(t.app, 'GET', QUIZ_PATHS.facultyQuizzes, as.school);
    expect(listed.body.content.map((row: { id: string }) => row.id)).toEqual([quiz.id]);
    expect(listed.body.content[0].canClose).toBe(true);
    const colleague = await call(t.app, 'GET', QUIZ_PATHS.facultyQuizzes, as.colleague);
    expect(colleague.body.content[0]).toMatchObject({ id: quiz.id, canClose: false });
    expect((await call(t.app, 'GET', QUIZ_PATHS.facultyQuizzes, as.otherFaculty)).body.content).toEqual([]);
    expect((await call(t.app, 'GET', QUIZ_PATHS.facultyQuizzes, as.eighth)).status).toBe(403);
  });
});

describe('playing a faculty quiz', () => {
  const listOf = async (who: SignedIn) =>
    (await call(t.app, 'GET', QUIZ_PATHS.userwiseQuiz, who)).body.quizzes.map((row: { id: string }) => row.id);

  it('is visible only to students of its school and class', async () => {
    expect(await listOf(as.eighth as SignedIn)).toContain(quiz.id);
    expect(await listOf(as.ninth as SignedIn)).not.toContain(quiz.id);
    expect(await listOf(as.otherStudent as SignedIn)).not.toContain(quiz.id);
  });

  it('starts without the reading minimum, with every question in order and no answers', async () => {
    const started = await call(t.app, 'POST', QUIZ_PATHS.start, as.eighth, { customUrl: quiz.customUrl });
    expect(started.status).toBe(200);
    expect(started.body.questions.map((question: { stem: string }) => question.stem)).toEqual([
      'Which planet is closest to the Sun?',
      'Which planet do we live on?',
      'Which planet is known as the red planet?',
    ]);
    expect(started.raw).not.toMatch(/answerIndex|explanation/);
    const other = await call(t.app, 'POST', QUIZ_PATHS.start, as.otherStudent, { customUrl: quiz.customUrl });
    expect(other.status).toBe(404);
    const ninth = await call(t.app, 'POST', QUIZ_PATHS.start, as.ninth, { customUrl: quiz.customUrl });
    expect(ninth.status).toBe(403);
    expect(ninth.message).toBe(QUIZ_MESSAGES.notForYou);

    const sessionId = started.body.quizSessionId;
    // Options are shuffled when copied; answer by text: right, wrong (Earth is right), right.
    const picks = ['Mercury', 'Venus', 'Mars'];
    const answers = started.body.questions.map((question: { id: string; options: string[] }, index: number) => ({
      questionId: question.id,
      selectedIndex: question.options.indexOf(picks[index] as string),
    }));
    const stolen = await call(t.app, 'POST', QUIZ_PATHS.submit, as.otherStudent, {
      quizSessionId: sessionId,
      submissionKey: 'key-of-another-student',
      answers,
    });
    expect(stolen.status).toBe(404);
    const submitted = await call(t.app, 'POST', QUIZ_PATHS.submit, as.eighth, {
      quizSessionId: sessionId,
      submissionKey: 'first-key-123',
      answers,
    });
    expect(submitted.body.result).toMatchObject({
      score: 20,
      totalRightAnswers: 2,
      totalWrongAnswers: 1,
      skippedAnswers: 0,
    });
    const review = `${QUIZ_PATHS.review}?sessionId=${sessionId}`;
    expect((await call(t.app, 'GET', review, as.otherStudent)).status).toBe(404);
    expect((await call(t.app, 'GET', review, as.ninth)).status).toBe(404);
  });

  it("shows the school's results to its staff only", async () => {
    const results = await call(t.app, 'GET', `${QUIZ_PATHS.schoolResults}?customUrl=${quiz.customUrl}`, as.author);
    expect(results.status).toBe(200);
    expect(results.body.rows).toHaveLength(1);
    expect(results.body.rows[0]).toMatchObject({
      userId: as.eighth?.userId,
      status: 'SUBMITTED',
      result: { score: 20 },
    });
    const other = await call(t.app, 'GET', `${QUIZ_PATHS.schoolResults}?customUrl=${quiz.customUrl}`, as.otherFaculty);
    expect(other.status).toBe(404);
    expect(
      (await call(t.app, 'GET', `${QUIZ_PATHS.schoolResults}?customUrl=${quiz.customUrl}`, as.eighth)).status,
    ).toBe(403);
  });

  it('is closed by its author (not by a colleague), and a closed quiz cannot be started', async () => {
    const path = `${QUIZ_PATHS.facultyQuiz.replace(':quizId', quiz.id)}/close`;
    expect((await call(t.app, 'POST', path, as.colleague)).status).toBe(403);
    expect((await call(t.app, 'POST', path, as.otherFaculty)).status).toBe(404);
    const closed = await call(t.app, 'POST', path, as.author);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ canClose: false, playedCount: 1 });
    const latecomer = await signIn(t.app, 'user', (await buildMember(t.db, schoolA, 'CANDIDATE')).email);
    const refused = await call(t.app, 'POST', QUIZ_PATHS.start, latecomer, { customUrl: quiz.customUrl });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(QUIZ_MESSAGES.closed);
    expect(await listOf(latecomer)).not.toContain(quiz.id);
  });
});
