/**
 * The quiz demo on a fresh database with demo-like students and two months of articles: a daily quiz for every
 * day with articles, history on most days written through submission (daily totals match the sessions), today
 * played by several students but not by student@demo.test, and running it again adds nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizDailyScores, quizSessions, quizzes, users } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildInstitute, buildMember } from '../../../test/factories';
import { buildArticle, buildPublisher } from '../../../test/news-factories';
import { addDays, dayStart, quizDayOf } from '../quiz-day';
import { publishFixtureDay } from '../quiz-test-kit';
import { DEMO_FRESH_PLAYER, seedQuizDemo } from './quiz.seed';

let t: TestApp;
const today = quizDayOf(new Date());
let fresh: string;

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['Maple Grove School', 'Cedar Heights School']) {
    const school = await buildInstitute(t.db, name);
    for (let i = 0; i < 6; i++) await buildMember(t.db, school.institute.id, 'CANDIDATE');
  }
  const [first] = await t.db.select().from(users).where(eq(users.type, 'CANDIDATE')).limit(1);
  await t.db
    .update(users)
    .set({ email: DEMO_FRESH_PLAYER })
    .where(eq(users.id, first?.id as string));
  fresh = first?.id as string;
  // Today's articles, and a few on most earlier days (every fifth day has none).
  await publishFixtureDay(t.db, today);
  const publisher = await buildPublisher(t.db);
  for (let back = 1; back < 60; back++) {
    if (back % 5 === 0) continue;
    const day = addDays(today, -back);
    const start = dayStart(day).getTime();
    for (let i = 0; i < 2; i++) {
      await buildArticle(t.db, {
        publisherId: publisher.id,
        category: i ? 'SPORTS' : 'HEALTH',
        title: `Day ${back} story ${i}`,
        contentText:
          `The Northfield Runners Club trained ${20 + back} children on ${back + i + 3} mornings this season. ` +
          `Their coach, Kavita Rao, said ${40 + i * 7}% of them now run in the Hill Valley Marathon.`,
        publishedAt: new Date(start + (i + 1) * 60_000),
      });
    }
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the quiz demo', () => {
  it('makes daily quizzes and history consistent with the daily totals', async () => {
    const summary = await seedQuizDemo(t.db);
    const daily = await t.db.select().from(quizzes).where(eq(quizzes.kind, 'DAILY'));
    expect(daily.length).toBe(summary.quizzes);
    expect(daily.length).toBeGreaterThanOrEqual(45);
    expect(summary.sessions).toBeGreaterThan(daily.length * 4);

    const sessions = await t.db.select().from(quizSessions);
    expect(sessions.every((session) => session.status === 'SUBMITTED')).toBe(true);
    const scores = new Set(sessions.map((session) => session.score));
    expect(scores.size).toBeGreaterThan(4);
    expect(sessions.some((session) => (session.skipped ?? 0) > 0)).toBe(true);
    const totals = await t.db
      .select({
        played: sql<number>`sum(${quizDailyScores.quizzesPlayed})::int`,
        score: sql<number>`sum(${quizDailyScores.score})::int`,
      })
      .from(quizDailyScores);
    expect(totals[0]?.played).toBe(sessions.length);
    expect(totals[0]?.score).toBe(sessions.reduce((sum, session) => sum + (session.score ?? 0), 0));
  }, 300_000);

  it('leaves today unplayed for the e2e student, who has history before', async () => {
    const todays = await t.db.select().from(quizDailyScores).where(eq(quizDailyScores.day, today));
    expect(todays.length).toBeGreaterThanOrEqual(2);
    expect(todays.some((row) => row.userId === fresh)).toBe(false);
    const earlier = await t.db
      .select()
      .from(quizDailyScores)
      .where(and(eq(quizDailyScores.userId, fresh)));
    expect(earlier.length).toBeGreaterThan(10);
  });

  it('adds nothing when run again', async () => {
    const before = (await t.db.select().from(quizSessions)).length;
    expect(await seedQuizDemo(t.db)).toMatchObject({ sessions: 0 });
    expect((await t.db.select().from(quizSessions)).length).toBe(before);
  }, 300_000);
});
