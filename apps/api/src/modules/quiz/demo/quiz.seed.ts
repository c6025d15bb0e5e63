/**
 * Demo quizzes (issue 6 §4): the daily quiz of each of the last 60 days that has articles, and quiz history for
 * the demo students of every school on most of those days — each with their own steadiness, a few skipped
 * questions, some days missed — written through the submission code, so quiz_daily_scores is exactly what real
 * play would have left. Today several students have played already; student@demo.test has not (the e2e plays it),
 * though they have history on earlier days. Runs after the demo feeds are ingested (it needs their articles).
 */
import { QUIZ_DEFAULTS } from '@noticeboard/shared';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { articles, users } from '../../../db/schema';
import { insertView } from '../../news/reading.repository';
import { generateDailyQuiz } from '../daily-quiz.generator';
import { SeededRandom } from '../generation/seeded-random';
import { insertSession, poolOf, type QuestionRow, type QuizRow, questionsByIds, quizById } from '../quiz.repository';
import { addDays, dayEnd, dayStart, quizDayOf } from '../quiz-day';
import { submitSessionIn } from '../quiz-submission';
import { type PoolQuestion, pickSessionQuestions } from '../session-questions';

export const DEMO_QUIZ_DAYS = 60;
/** The e2e plays today's quiz as this student. */
export const DEMO_FRESH_PLAYER = 'student@demo.test';
/**
 * Accounts that have neither played nor read today whatever the date: the e2e journeys start from "nothing read
 * today" as them (today's quiz; the news reader's daily minimum and deck; the individual reader).
 */
export const DEMO_FRESH_TODAY: readonly string[] = [
  DEMO_FRESH_PLAYER,
  'student5@demo.test',
  'student7@demo.test',
  'lakshmi@demo.test',
];
const MINUTE_MS = 60_000;

interface DemoPlayer {
  id: string;
  email: string;
  instituteId: string | null;
  studentClass: (typeof users.$inferSelect)['studentClass'];
  section: (typeof users.$inferSelect)['section'];
  /** How often they play (share of days) and how often they are right. */
  habit: number;
  skill: number;
}

export interface QuizDemoSummary {
  quizzes: number;
  sessions: number;
}

export async function seedQuizDemo(db: Db, now = new Date()): Promise<QuizDemoSummary> {
  const today = quizDayOf(now);
  const players = await demoPlayers(db);
  let quizzes = 0;
  let sessions = 0;
  for (let back = DEMO_QUIZ_DAYS - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    if (!(await hasArticles(db, day))) continue;
    const outcome = await generateDailyQuiz(db, day);
    if (outcome.status !== 'READY' || !outcome.quizId) continue;
    quizzes++;
    const quiz = await quizById(db, outcome.quizId);
    if (!quiz) continue;
    const pool = await poolOf(db, quiz.id);
    const key = new Map(
      (
        await questionsByIds(
          db,
          pool.map((question) => question.id),
        )
      ).map((row) => [row.id, row]),
    );
    const demo: DemoDay = { quiz, pool, key, day, now: day === today ? now : null };
    // A day's sessions in one transaction: the same submission code, far fewer commits on first start.
    sessions += await db.transaction(async (tx) => {
      let made = 0;
      for (const player of players) {
        const random = new SeededRandom(`quiz-demo:${player.email}:${day}`);
        const plays = demo.now
          ? !DEMO_FRESH_TODAY.includes(player.email) && random.next() < 0.45
          : random.next() < player.habit;
        if (plays && (await playDay(tx, player, demo, random))) made++;
      }
      return made;
    });
  }
  return { quizzes, sessions };
}

async function demoPlayers(db: Db): Promise<DemoPlayer[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      instituteId: users.instituteId,
      studentClass: users.studentClass,
      section: users.section,
    })
    .from(users)
    .where(eq(users.type, 'CANDIDATE'))
    .orderBy(users.email);
  return rows.map((row) => {
    const random = new SeededRandom(`quiz-demo-player:${row.email}`);
    return { ...row, habit: 0.5 + random.next() * 0.35, skill: 0.4 + random.next() * 0.5 };
  });
}

async function hasArticles(db: Db, day: string): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(articles)
    .where(
      and(
        eq(articles.status, 'PUBLISHED'),
        gte(articles.publishedAt, dayStart(day)),
        lt(articles.publishedAt, dayEnd(day)),
      ),
    );
  return Number(row?.total ?? 0) > 0;
}

interface DemoDay {
  quiz: QuizRow;
  pool: PoolQuestion[];
  key: Map<string, QuestionRow>;
  day: string;
  /** Set for today: plays happened before now. */
  now: Date | null;
}

/** One player's session of a day, answered by their skill and submitted like a real one; false if it existed. */
async function playDay(tx: Queryable, player: DemoPlayer, demo: DemoDay, random: SeededRandom): Promise<boolean> {
  const { quiz, pool, key, day, now } = demo;
  const limitMs = quiz.timeLimitSeconds * 1000;
  const takenMs = Math.round((0.35 + random.next() * 0.6) * limitMs);
  const startedAt = now
    ? startToday(day, now, takenMs, random)
    : new Date(dayStart(day).getTime() + (7 * 60 + Math.floor(random.next() * 14 * 60)) * MINUTE_MS);
  const readArticleIds = now ? await readBeforePlaying(tx, player.id, pool) : new Set<string>();
  const questionIds = pickSessionQuestions({
    pool,
    readArticleIds,
    preferredCategories: [],
    count: quiz.sessionQuestionCount,
    fromReadMax: QUIZ_DEFAULTS.fromReadArticlesMax,
    seed: `${quiz.id}:${player.id}`,
  });
  const session = await insertSession(tx, {
    quizId: quiz.id,
    userId: player.id,
    instituteId: player.instituteId,
    studentClass: player.studentClass,
    section: player.section,
    scoreDay: day,
    questionIds,
    startedAt,
    deadlineAt: new Date(startedAt.getTime() + limitMs),
  });
  if (!session) return false;
  // Earlier days' players read the quiz's articles too (reading history for analytics), once the day's session is new.
  if (!now) await readEarlier(tx, player.id, pool, startedAt);
  const answers = questionIds.map((questionId) => {
    const question = key.get(questionId);
    if (!question || random.next() < 0.08) return { questionId, selectedIndex: null };
    if (random.next() < player.skill) return { questionId, selectedIndex: question.answerIndex };
    const wrong = (question.answerIndex + 1 + random.below(question.options.length - 1)) % question.options.length;
    return { questionId, selectedIndex: wrong };
  });
  await submitSessionIn(tx, {
    userId: player.id,
    sessionId: session.id,
    submissionKey: `demo-${session.id}`,
    answers,
    now: new Date(startedAt.getTime() + takenMs),
  });
  return true;
}

/** Today's plays happened earlier today (or, just after midnight, in the last minutes). */
function startToday(day: string, now: Date, takenMs: number, random: SeededRandom): Date {
  const latest = now.getTime() - takenMs - MINUTE_MS;
  const earliest = Math.max(dayStart(day).getTime(), latest - 6 * 60 * MINUTE_MS);
  return new Date(latest <= earliest ? latest : earliest + random.next() * (latest - earliest));
}

/** Today's players read three of the quiz's articles first, as the reading minimum asks. */
async function readBeforePlaying(
  db: Queryable,
  userId: string,
  pool: Array<{ sourceArticleId: string | null }>,
): Promise<Set<string>> {
  const sources = pool.flatMap((question) => (question.sourceArticleId ? [question.sourceArticleId] : []));
  const read = [...new Set(sources)].slice(0, 3);
  for (const articleId of read) await insertView(db, { articleId, userId, viewType: 'VIEW' });
  return new Set(read);
}

async function readEarlier(
  db: Queryable,
  userId: string,
  pool: Array<{ sourceArticleId: string | null }>,
  startedAt: Date,
): Promise<void> {
  const sources = pool.flatMap((question) => (question.sourceArticleId ? [question.sourceArticleId] : []));
  const read = [...new Set(sources)].slice(0, 3);
  for (const [index, articleId] of read.entries()) {
    const viewedAt = new Date(startedAt.getTime() - (read.length - index) * 4 * MINUTE_MS);
    await insertView(db, { articleId, userId, viewType: 'VIEW', viewedAt });
  }
}
