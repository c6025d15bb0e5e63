/**
 * Playing the daily quiz through the API on a fresh database: eligibility by the reading minimum, one session per
 * player even when starts race, no answer key before submission, saving answers, a submission stored exactly once
 * under concurrent duplicates, scoring, late submissions, the overdue sweep, review and result, and isolation.
 */
import { QUIZ_DEFAULTS, QUIZ_MESSAGES, QUIZ_PATHS } from '@noticeboard/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizDailyScores, quizQuestions, quizSessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { generateDailyQuiz } from './daily-quiz.generator';
import { closeSessionIfUnchanged, readSessionForSubmit } from './quiz.repository';
import { quizDayOf } from './quiz-day';
import { expireOverdueSessions } from './quiz-submission';
import { call, markRead, publishFixtureDay } from './quiz-test-kit';

let t: TestApp;
const today = quizDayOf(new Date());
const customUrl = `daily-${today}`;
let articleIds: string[];
const players: Record<string, SignedIn> = {};
let institute: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildInstitute(t.db, 'Maple Grove School');
  const b = await buildInstitute(t.db, 'Cedar Heights School');
  const names = ['reader', 'racer', 'late', 'sleepy', 'idle', 'mid', 'race1', 'race2', 'race3'] as const;
  for (const name of names) {
    const student = await buildMember(t.db, a.institute.id, 'CANDIDATE');
    players[name] = await signIn(t.app, 'user', student.email);
  }
  const other = await buildMember(t.db, b.institute.id, 'CANDIDATE');
  players.otherSchool = await signIn(t.app, 'user', other.email);
  players.individual = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
  institute = await signIn(t.app, 'institute', a.account.email);
  ({ articleIds } = await publishFixtureDay(t.db, today));
  await generateDailyQuiz(t.db, today);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const start = (who: SignedIn) => call(t.app, 'POST', QUIZ_PATHS.start, who, { customUrl });
const attempt = (who: SignedIn, quizSessionId: string, questionId: string, selectedIndex: number | null) =>
  call(t.app, 'POST', QUIZ_PATHS.attempt, who, { quizSessionId, questionId, selectedIndex });
const submit = (who: SignedIn, quizSessionId: string, answers: object[], submissionKey = crypto.randomUUID()) =>
  call(t.app, 'POST', QUIZ_PATHS.submit, who, { quizSessionId, submissionKey, answers });
const keyOf = async (questionIds: string[]) => {
  const rows = await t.db
    .select({ id: quizQuestions.id, answerIndex: quizQuestions.answerIndex, options: quizQuestions.options })
    .from(quizQuestions)
    .where(inArray(quizQuestions.id, questionIds));
  return new Map(rows.map((row) => [row.id, row]));
};
const wrongOf = (answerIndex: number) => (answerIndex + 1) % 4;
const scoresOf = async (who: SignedIn) =>
  t.db
    .select()
    .from(quizDailyScores)
    .where(and(eq(quizDailyScores.userId, who.userId), eq(quizDailyScores.day, today)));

describe('eligibility and starting', () => {
  it('keeps the quiz locked until the reading minimum is reached', async () => {
    const before = await call(t.app, 'GET', QUIZ_PATHS.eligibility, players.reader);
    expect(before.body).toMatchObject({
      eligible: false,
      readToday: 0,
      message: QUIZ_MESSAGES.notEligible,
      state: 'NOT_STARTED',
    });
    const refused = await start(players.reader as SignedIn);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(QUIZ_MESSAGES.notEligible);

    await markRead(t.db, (players.reader as SignedIn).userId, articleIds.slice(0, 3));
    const after = await call(t.app, 'GET', QUIZ_PATHS.eligibility, players.reader);
    expect(after.body).toMatchObject({
      eligible: true,
      readToday: 3,
      dailyMinimum: 3,
      quizCustomUrl: customUrl,
      message: null,
    });
  });

  it('starts a session without any answer key, partly from the articles the player read', async () => {
    const started = await start(players.reader as SignedIn);
    expect(started.status).toBe(200);
    const session = started.body;
    expect(session.status).toBe('IN_PROGRESS');
    expect(session.questions).toHaveLength(QUIZ_DEFAULTS.questionsPerSession);
    expect(Date.parse(session.deadlineAt) - Date.parse(session.startedAt)).toBe(QUIZ_DEFAULTS.timeLimitSeconds * 1000);
    expect(started.raw).not.toMatch(/answerIndex|explanation|"correct"/);
    for (const question of session.questions)
      expect(Object.keys(question).sort()).toEqual(['category', 'id', 'options', 'position', 'sourceArticle', 'stem']);
    const key = await keyOf(session.questions.map((question: { id: string }) => question.id));
    // The options' order does not give the answer away: it is not in one fixed place.
    expect(new Set([...key.values()].map((row) => row.answerIndex)).size).toBeGreaterThan(1);
    const read = await t.db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(inArray(quizQuestions.sourceArticleId, articleIds.slice(0, 3)));
    const readIds = new Set(read.map((row) => row.id));
    const fromRead = session.questions.filter((question: { id: string }) => readIds.has(question.id));
    expect(fromRead.length).toBe(Math.min(QUIZ_DEFAULTS.fromReadArticlesMax, readIds.size));
  });

  it('resumes the same session with the same questions and saved answers', async () => {
    const first = (await start(players.reader as SignedIn)).body;
    const question = first.questions[0];
    expect((await attempt(players.reader as SignedIn, first.quizSessionId, question.id, 2)).body.answeredCount).toBe(1);
    const again = await start(players.reader as SignedIn);
    expect(again.body.quizSessionId).toBe(first.quizSessionId);
    expect(again.body.questions).toEqual(first.questions);
    expect(again.body.savedAnswers).toEqual({ [question.id]: 2 });
  });

  it('gives one session when starts race', async () => {
    const racer = players.racer as SignedIn;
    await markRead(t.db, racer.userId, articleIds.slice(3, 6));
    const results = await Promise.all([start(racer), start(racer), start(racer)]);
    const ids = new Set(results.map((result) => result.body?.quizSessionId));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(quizSessions).where(eq(quizSessions.userId, racer.userId));
    expect(rows).toHaveLength(1);
  });

  it("refuses the school's own account, and lets an individual play once they have read enough", async () => {
    expect((await start(institute)).status).toBe(403);
    const individual = players.individual as SignedIn;
    expect((await start(individual)).status).toBe(403);
    await markRead(t.db, individual.userId, articleIds.slice(0, 3));
    expect((await start(individual)).status).toBe(200);
  });

  it('answers 404 for a quiz that does not exist and 401 without sign-in', async () => {
    expect(
      (await call(t.app, 'POST', QUIZ_PATHS.start, players.reader, { customUrl: 'daily-1999-01-01' })).status,
    ).toBe(404);
    expect((await call(t.app, 'POST', QUIZ_PATHS.start, undefined, { customUrl })).status).toBe(401);
  });
});

describe('saving answers', () => {
  it('refuses questions outside the session, options out of range, and sessions of others', async () => {
    const session = (await start(players.reader as SignedIn)).body;
    const [foreign] = await t.db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, session.quiz.id))
      .then((rows) => rows.filter((row) => !session.questions.some((q: { id: string }) => q.id === row.id)));
    const notMine = await attempt(players.reader as SignedIn, session.quizSessionId, foreign?.id as string, 0);
    expect(notMine.status).toBe(400);
    expect(notMine.message).toBe(QUIZ_MESSAGES.questionNotInSession);
    const outOfRange = await attempt(players.reader as SignedIn, session.quizSessionId, session.questions[1].id, 7);
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.message).toBe(QUIZ_MESSAGES.optionOutOfRange);
    const someoneElse = await attempt(players.racer as SignedIn, session.quizSessionId, session.questions[1].id, 0);
    expect(someoneElse.status).toBe(404);
    const saved = await attempt(players.reader as SignedIn, session.quizSessionId, session.questions[1].id, 1);
    expect(saved.status).toBe(200);
    expect(saved.raw).not.toMatch(/answerIndex|correct/);
  });
});

describe('submitting', () => {
  it('stores concurrent duplicate submits exactly once, scoring posted answers over saved ones', async () => {
    const reader = players.reader as SignedIn;
    const session = (await start(reader)).body;
    const ids: string[] = session.questions.map((question: { id: string }) => question.id);
    const key = await keyOf(ids);
    const right = (id: string) => key.get(id)?.answerIndex as number;
    // Saved wrong for question 0, then posted right: the posted answer wins.
    await attempt(reader, session.quizSessionId, ids[0] as string, wrongOf(right(ids[0] as string)));
    // Saved wrong for question 5 and not posted: it keeps counting.
    await attempt(reader, session.quizSessionId, ids[5] as string, wrongOf(right(ids[5] as string)));
    // Question 1 was saved earlier; posting null clears it (skipped).
    const answers = [
      { questionId: ids[0], selectedIndex: right(ids[0] as string) },
      { questionId: ids[1], selectedIndex: null },
      { questionId: ids[2], selectedIndex: right(ids[2] as string) },
      { questionId: ids[3], selectedIndex: right(ids[3] as string) },
      { questionId: ids[4], selectedIndex: wrongOf(right(ids[4] as string)) },
    ];
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(reader, session.quizSessionId, answers)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((result) => result.body.firstSubmission)).toHaveLength(1);
    const stored = results.map((result) => ({ ...result.body, firstSubmission: undefined }));
    for (const result of stored) expect(result).toEqual(stored[0]);
    expect(results[0]?.body.result).toMatchObject({
      score: 3 * QUIZ_DEFAULTS.pointsPerRightAnswer,
      totalQuestionAttempted: 5,
      totalRightAnswers: 3,
      totalWrongAnswers: 2,
      skippedAnswers: 5,
      totalQuestions: 10,
    });
    const [row] = await t.db.select().from(quizSessions).where(eq(quizSessions.id, session.quizSessionId));
    expect(row?.status).toBe('SUBMITTED');
    expect(row?.submissionKey).toEqual(expect.any(String));
    const scores = await scoresOf(reader);
    expect(scores).toHaveLength(1);
    expect(scores[0]).toMatchObject({ quizzesPlayed: 1, score: 30, attempted: 5, right: 3, wrong: 2, skipped: 5 });

    const retry = await submit(reader, session.quizSessionId, []);
    expect(retry.body).toMatchObject({ firstSubmission: false, result: results[0]?.body.result });
    expect((await scoresOf(reader))[0]?.quizzesPlayed).toBe(1);
  });

  it('refuses answers after submission', async () => {
    const session = (await start(players.reader as SignedIn)).body;
    expect(session.status).toBe('SUBMITTED');
    const late = await attempt(players.reader as SignedIn, session.quizSessionId, session.questions[0].id, 0);
    expect(late.status).toBe(409);
    expect(late.message).toBe(QUIZ_MESSAGES.alreadySubmitted);
    expect(late.code).toBe('QUIZ_ALREADY_SUBMITTED');
  });

  it('finalises a late submit with the answers saved before the deadline', async () => {
    const late = players.late as SignedIn;
    await markRead(t.db, late.userId, articleIds.slice(0, 3));
    const session = (await start(late)).body;
    const ids: string[] = session.questions.map((question: { id: string }) => question.id);
    const key = await keyOf(ids);
    await attempt(late, session.quizSessionId, ids[0] as string, key.get(ids[0] as string)?.answerIndex as number);
    await attempt(
      late,
      session.quizSessionId,
      ids[1] as string,
      wrongOf(key.get(ids[1] as string)?.answerIndex as number),
    );
    const past = new Date(Date.now() - 60_000);
    await t.db
      .update(quizSessions)
      .set({ startedAt: new Date(past.getTime() - QUIZ_DEFAULTS.timeLimitSeconds * 1000), deadlineAt: past })
      .where(eq(quizSessions.id, session.quizSessionId));

    const refused = await attempt(late, session.quizSessionId, ids[2] as string, 0);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(QUIZ_MESSAGES.timeUp);
    expect(refused.code).toBe('QUIZ_TIME_UP');
    const everything = ids.map((id) => ({ questionId: id, selectedIndex: key.get(id)?.answerIndex }));
    const submitted = await submit(late, session.quizSessionId, everything);
    expect(submitted.status).toBe(200);
    expect(submitted.message).toMatch(/time was up/i);
    expect(submitted.body.result).toMatchObject({
      score: QUIZ_DEFAULTS.pointsPerRightAnswer,
      totalRightAnswers: 1,
      totalWrongAnswers: 1,
      skippedAnswers: 8,
      timeTakenSeconds: QUIZ_DEFAULTS.timeLimitSeconds,
    });
    const review = await call(t.app, 'GET', `${QUIZ_PATHS.review}?sessionId=${session.quizSessionId}`, late);
    expect(review.body.status).toBe('EXPIRED');
    expect((await scoresOf(late))[0]).toMatchObject({ quizzesPlayed: 1, right: 1, wrong: 1 });
  });

  it('finalises sessions nobody submitted when their time ran out (the sweep)', async () => {
    const sleepy = players.sleepy as SignedIn;
    await markRead(t.db, sleepy.userId, articleIds.slice(0, 3));
    const session = (await start(sleepy)).body;
    const first = session.questions[0].id;
    const key = await keyOf([first]);
    await attempt(sleepy, session.quizSessionId, first, key.get(first)?.answerIndex as number);
    await t.db
      .update(quizSessions)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(quizSessions.id, session.quizSessionId));
    expect(await expireOverdueSessions(t.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(quizSessions).where(eq(quizSessions.id, session.quizSessionId));
    expect(row).toMatchObject({ status: 'EXPIRED', totalRight: 1, skipped: 9 });
    expect((await scoresOf(sleepy))[0]).toMatchObject({ quizzesPlayed: 1, score: QUIZ_DEFAULTS.pointsPerRightAnswer });
    expect(await expireOverdueSessions(t.db)).toBe(0);
  });
});

describe('a submission written without a lock (scored from a plain read, closed only if nothing changed)', () => {
  it('writes nothing when an answer was saved after its read, and the locked way scores that answer', async () => {
    const mid = players.mid as SignedIn;
    await markRead(t.db, mid.userId, articleIds.slice(0, 3));
    const session = (await start(mid)).body;
    const ids: string[] = session.questions.map((question: { id: string }) => question.id);
    const key = await keyOf(ids);
    const right = (id: string) => key.get(id)?.answerIndex as number;
    const read = await readSessionForSubmit(t.db, session.quizSessionId, mid.userId);
    if (!read) throw new Error('no session');
    expect(read.session.answersVersion).toBe(0);
    // Saved after the read: the version moves, so a close scored from the read must not be written.
    expect((await attempt(mid, session.quizSessionId, ids[0] as string, right(ids[0] as string))).status).toBe(200);
    const stale = {
      session: read.session,
      posted: [],
      closed: {
        status: 'SUBMITTED' as const,
        submittedAt: new Date(),
        submissionKey: 'stale',
        score: 0,
        totalAttempted: 0,
        totalRight: 0,
        totalWrong: 0,
        skipped: 10,
        timeTakenSeconds: 1,
      },
    };
    expect(await closeSessionIfUnchanged(t.db, stale)).toBe(false);
    const [row] = await t.db.select().from(quizSessions).where(eq(quizSessions.id, session.quizSessionId));
    expect(row).toMatchObject({ status: 'IN_PROGRESS', answersVersion: 1, score: null });
    expect(await scoresOf(mid)).toEqual([]);
    // The submission itself scores the saved answer with the posted one.
    const submitted = await submit(mid, session.quizSessionId, [
      { questionId: ids[1], selectedIndex: right(ids[1] as string) },
    ]);
    expect(submitted.body).toMatchObject({
      firstSubmission: true,
      result: { totalRightAnswers: 2, skippedAnswers: 8 },
    });
    expect(await closeSessionIfUnchanged(t.db, { ...stale, session: { ...read.session, answersVersion: 1 } })).toBe(
      false,
    );
    expect((await scoresOf(mid))[0]).toMatchObject({ quizzesPlayed: 1, right: 2 });
  });

  it('counts an answer saved while the submission runs exactly when the save was accepted', async () => {
    for (const name of ['race1', 'race2', 'race3']) {
      const who = players[name] as SignedIn;
      await markRead(t.db, who.userId, articleIds.slice(0, 3));
      const session = (await start(who)).body;
      const ids: string[] = session.questions.map((question: { id: string }) => question.id);
      const key = await keyOf(ids);
      const right = (id: string) => key.get(id)?.answerIndex as number;
      const [saved, submitted] = await Promise.all([
        attempt(who, session.quizSessionId, ids[0] as string, right(ids[0] as string)),
        submit(who, session.quizSessionId, [{ questionId: ids[1], selectedIndex: right(ids[1] as string) }]),
      ]);
      expect(submitted.status).toBe(200);
      // Accepted before the close: scored; refused after it: not.
      expect([200, 409]).toContain(saved.status);
      expect(submitted.body.result.totalRightAnswers, name).toBe(saved.status === 200 ? 2 : 1);
      expect((await scoresOf(who))[0]?.right).toBe(saved.status === 200 ? 2 : 1);
    }
  });
});

describe('review, result and the quiz list', () => {
  it('shows the review only to the owner and only after submission', async () => {
    const racerSession = (await start(players.racer as SignedIn)).body;
    const early = await call(
      t.app,
      'GET',
      `${QUIZ_PATHS.review}?sessionId=${racerSession.quizSessionId}`,
      players.racer,
    );
    expect(early.status).toBe(409);
    expect(early.message).toBe(QUIZ_MESSAGES.notSubmittedYet);

    const readerSession = (await start(players.reader as SignedIn)).body;
    const path = `${QUIZ_PATHS.review}?sessionId=${readerSession.quizSessionId}`;
    const review = await call(t.app, 'GET', path, players.reader);
    expect(review.status).toBe(200);
    expect(review.body.questions).toHaveLength(10);
    const outcomes = review.body.questions.map((question: { outcome: string }) => question.outcome);
    expect(outcomes.filter((outcome: string) => outcome === 'RIGHT')).toHaveLength(3);
    expect(review.body.questions[0]).toMatchObject({
      answerIndex: expect.any(Number),
      explanation: expect.any(String),
      sourceArticle: { slug: expect.any(String), title: expect.any(String) },
    });
    expect((await call(t.app, 'GET', path, players.racer)).status).toBe(404);
    expect((await call(t.app, 'GET', path, players.otherSchool)).status).toBe(404);
  });

  it("gives the caller's own result or 404", async () => {
    const mine = await call(t.app, 'GET', `${QUIZ_PATHS.result}?customUrl=${customUrl}`, players.reader);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ customUrl, result: { score: 30 } });
    expect((await call(t.app, 'GET', `${QUIZ_PATHS.result}?customUrl=${customUrl}`, players.racer)).status).toBe(404);
    expect((await call(t.app, 'GET', `${QUIZ_PATHS.result}?customUrl=${customUrl}`, players.idle)).status).toBe(404);
  });

  it("lists today's quiz with the player's state and result, without answers", async () => {
    const done = await call(t.app, 'GET', QUIZ_PATHS.userwiseQuiz, players.reader);
    expect(done.body.dailyPending).toBe(false);
    expect(done.body.quizzes[0]).toMatchObject({ customUrl, state: 'SUBMITTED', result: { score: 30 } });
    expect(done.raw).not.toMatch(/answerIndex/);
    const fresh = await call(t.app, 'GET', QUIZ_PATHS.userwiseQuiz, players.idle);
    expect(fresh.body.quizzes[0]).toMatchObject({ customUrl, state: 'NOT_STARTED', sessionId: null, result: null });
  });
});

describe('quiz settings', () => {
  it('saves categories and audio, and reports customisation', async () => {
    const idle = players.idle as SignedIn;
    expect((await call(t.app, 'GET', QUIZ_PATHS.customizationStatus, idle)).body).toEqual({ customized: false });
    expect((await call(t.app, 'GET', QUIZ_PATHS.categoryFilter, idle)).body).toEqual({
      categories: [],
      audioEnabled: true,
    });
    const saved = await call(t.app, 'PUT', QUIZ_PATHS.categoryFilter, idle, {
      categories: ['SPORTS'],
      audioEnabled: true,
    });
    expect(saved.body).toEqual({ categories: ['SPORTS'], audioEnabled: true });
    expect(
      (await call(t.app, 'PUT', QUIZ_PATHS.categoryFilter, idle, { categories: ['NOPE'], audioEnabled: true })).status,
    ).toBe(400);
    const muted = await call(t.app, 'PUT', QUIZ_PATHS.audioUpdate, idle, { audioEnabled: false });
    expect(muted.body).toEqual({ categories: ['SPORTS'], audioEnabled: false });
    expect((await call(t.app, 'GET', QUIZ_PATHS.audioEligibility, idle)).body).toEqual({
      eligible: false,
      audioEnabled: false,
    });
    expect((await call(t.app, 'GET', QUIZ_PATHS.customizationStatus, idle)).body).toEqual({ customized: true });
  });

  it('picks questions of the preferred categories after the read ones', async () => {
    const idle = players.idle as SignedIn;
    await markRead(t.db, idle.userId, articleIds.slice(4, 7)); // no SPORTS article among them
    const session = (await start(idle)).body;
    const sports = session.questions.filter((question: { category: string }) => question.category === 'SPORTS');
    const [pool] = await t.db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, session.quiz.id), eq(quizQuestions.category, 'SPORTS')))
      .then((rows) => [rows.length]);
    expect(sports.length).toBe(Math.min(pool as number, QUIZ_DEFAULTS.questionsPerSession - 5));
  });
});
