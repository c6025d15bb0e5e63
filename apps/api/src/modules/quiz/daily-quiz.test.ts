/**
 * Daily quiz generation on a fresh database: the pool from the day's articles (topped up from the day before),
 * deterministic per day, idempotent (twice, or at the same moment, gives one quiz), and the open status routes.
 */
import { QUIZ_DEFAULTS, QUIZ_PATHS } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizGenerationRuns, quizQuestions, quizzes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { generateDailyQuiz } from './daily-quiz.generator';
import { addDays, quizDayOf } from './quiz-day';
import { call, publishFixtureDay } from './quiz-test-kit';

let t: TestApp;
const today = quizDayOf(new Date());

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const questionsOf = (quizId: string) =>
  t.db
    .select({
      stem: quizQuestions.stem,
      options: quizQuestions.options,
      answerIndex: quizQuestions.answerIndex,
      category: quizQuestions.category,
      sourceArticleId: quizQuestions.sourceArticleId,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(quizQuestions.position);

describe('generating a day', () => {
  it('reports PENDING and no quiz before anything is generated', async () => {
    const open = await call(t.app, 'GET', QUIZ_PATHS.publicToday);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ quiz: null, categories: [], status: { quizDate: today, status: 'PENDING' } });
  });

  it('fails softly on a day without articles and succeeds once articles arrive', async () => {
    const day = addDays(today, -20);
    expect(await generateDailyQuiz(t.db, day)).toMatchObject({ status: 'FAILED', quizId: null });
    const [run] = await t.db.select().from(quizGenerationRuns).where(eq(quizGenerationRuns.quizDate, day));
    expect(run).toMatchObject({ status: 'FAILED', error: 'No articles published yet' });
    await publishFixtureDay(t.db, day);
    expect(await generateDailyQuiz(t.db, day)).toMatchObject({ status: 'READY' });
  });

  it("makes today's quiz from today's articles, spread over articles and categories", async () => {
    const { articleIds } = await publishFixtureDay(t.db, today);
    const outcome = await generateDailyQuiz(t.db, today);
    expect(outcome.status).toBe('READY');
    const [quiz] = await t.db
      .select()
      .from(quizzes)
      .where(eq(quizzes.id, outcome.quizId as string));
    expect(quiz).toMatchObject({
      kind: 'DAILY',
      customUrl: `daily-${today}`,
      quizDate: today,
      opensOn: today,
      closesOn: today,
      timeLimitSeconds: QUIZ_DEFAULTS.timeLimitSeconds,
      sessionQuestionCount: QUIZ_DEFAULTS.questionsPerSession,
    });
    expect(quiz?.title).toMatch(/^Daily Quiz · \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const questions = await questionsOf(quiz?.id as string);
    expect(questions.length).toBeGreaterThanOrEqual(16);
    expect(questions.length).toBeLessThanOrEqual(QUIZ_DEFAULTS.poolMax);
    const sources = new Set(questions.map((question) => question.sourceArticleId));
    expect(sources.size).toBe(articleIds.length);
    for (const source of sources) expect(articleIds).toContain(source);
    // Round-robin: the first questions already cover every category of the day.
    const firstCategories = new Set(questions.slice(0, 5).map((question) => question.category));
    expect(firstCategories.size).toBe(5);
    // The answer is not always in the same place.
    expect(new Set(questions.map((question) => question.answerIndex)).size).toBeGreaterThan(1);

    const [run] = await t.db.select().from(quizGenerationRuns).where(eq(quizGenerationRuns.quizDate, today));
    expect(run).toMatchObject({
      status: 'READY',
      articleCount: articleIds.length,
      questionCount: questions.length,
      error: null,
    });
  });

  it('is idempotent: again, or several at the same moment, gives the one quiz', async () => {
    const first = await generateDailyQuiz(t.db, today);
    const again = await Promise.all([generateDailyQuiz(t.db, today), generateDailyQuiz(t.db, today)]);
    for (const outcome of again) expect(outcome.quizId).toBe(first.quizId);
    const daily = await t.db.select().from(quizzes).where(eq(quizzes.quizDate, today));
    expect(daily).toHaveLength(1);
  });

  it('is deterministic: the same day regenerated gives the same questions', async () => {
    const day = addDays(today, -30);
    await publishFixtureDay(t.db, day);
    const first = await generateDailyQuiz(t.db, day);
    const before = await questionsOf(first.quizId as string);
    await t.db.delete(quizzes).where(eq(quizzes.id, first.quizId as string));
    await t.db.delete(quizGenerationRuns).where(eq(quizGenerationRuns.quizDate, day));
    const second = await generateDailyQuiz(t.db, day);
    expect(second.quizId).not.toBe(first.quizId);
    expect(await questionsOf(second.quizId as string)).toEqual(before);
  });

  it("tops a quiet day up with the previous day's articles", async () => {
    const day = addDays(today, -40);
    const before = await publishFixtureDay(t.db, addDays(day, -1));
    const own = await publishFixtureDay(t.db, day, 2);
    const outcome = await generateDailyQuiz(t.db, day);
    const sources = new Set((await questionsOf(outcome.quizId as string)).map((question) => question.sourceArticleId));
    for (const id of own.articleIds) expect(sources).toContain(id);
    expect([...sources].some((id) => before.articleIds.includes(id as string))).toBe(true);
  });

  it('reports the status and categories to signed-in and open callers', async () => {
    const open = await call(t.app, 'GET', QUIZ_PATHS.publicToday);
    expect(open.body.quiz).toMatchObject({ customUrl: `daily-${today}`, kind: 'DAILY' });
    expect(open.body.status).toMatchObject({ status: 'READY', quizDate: today });
    const categories = await call(t.app, 'GET', QUIZ_PATHS.categoryList);
    expect(categories.status).toBe(200);
    expect(categories.body.map((row: { category: string }) => row.category)).toContain('SPORTS');
    expect(categories.body.find((row: { category: string }) => row.category === 'SPORTS')).toMatchObject({
      label: expect.any(String),
    });
    const status = await call(t.app, 'GET', QUIZ_PATHS.scrapingStatus);
    expect(status.status).toBe(401);
  });
});
