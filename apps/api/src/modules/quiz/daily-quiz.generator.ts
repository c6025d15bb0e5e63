/**
 * The daily quiz (issue 6 §1): one pool of questions per reading day, generated once from the articles published
 * that day (topped up with the previous day's when the day has few), the day as the seed, so a day always gives
 * the same pool. Questions are spread round-robin across categories and articles. Generation is claimed with a
 * lease in quiz_generation_runs, so several processes never generate the same day twice, and the unique daily
 * index makes a second insert a no-op. A READY day is never regenerated: everyone plays the same pool.
 */
import { QUIZ_DEFAULTS } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import {
  claimRun,
  type DayArticle,
  dailyQuizOf,
  finishRun,
  insertQuiz,
  publishedBetween,
  type QuizQuestionInsert,
  runOf,
} from './daily-quiz.repository';
import { type GeneratedQuestion, generateQuestions, type SourceArticle } from './generation/question-generator';
import { addDays, dailyQuizTitle, dailyQuizUrl, dayEnd, dayStart } from './quiz-day';

/** Fewer articles than this on a day: the previous day's newest fill up to it. */
export const DAILY_MIN_ARTICLES = 8;
const DAILY_MAX_ARTICLES = 40;
const QUESTIONS_PER_ARTICLE = 4;
/** Articles of the same category from these days before also lend names as distractors. */
const DISTRACTOR_DAYS = 3;
const DISTRACTOR_ARTICLES_MAX = 200;
const LEASE_MS = 5 * 60_000;

export interface DailyQuizOutcome {
  status: 'READY' | 'FAILED' | 'RUNNING';
  quizId: string | null;
  questionCount: number;
}

/** Generates (or finds) the daily quiz of `day` (YYYY-MM-DD, reading zone). Safe to call any number of times. */
export async function generateDailyQuiz(db: Db, day: string): Promise<DailyQuizOutcome> {
  const existing = await dailyQuizOf(db, day);
  const run = await runOf(db, day);
  if (existing && run?.status === 'READY')
    return { status: 'READY', quizId: existing.id, questionCount: run.questionCount };
  const claimed = await claimRun(db, day, new Date(Date.now() + LEASE_MS));
  if (!claimed) {
    const current = await runOf(db, day);
    const quiz = await dailyQuizOf(db, day);
    return { status: current?.status === 'READY' ? 'READY' : 'RUNNING', quizId: quiz?.id ?? null, questionCount: 0 };
  }
  try {
    return await generateClaimed(db, day);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await finishRun(db, day, { status: 'FAILED', articleCount: 0, questionCount: 0, error: message.slice(0, 500) });
    throw err;
  }
}

async function generateClaimed(db: Db, day: string): Promise<DailyQuizOutcome> {
  const chosen = await articlesForDay(db, day);
  const questions = questionsFor(chosen, await distractorPool(db, day, chosen), day);
  if (!questions.length) {
    const error = chosen.length ? 'No questions could be made from the articles' : 'No articles published yet';
    await finishRun(db, day, { status: 'FAILED', articleCount: chosen.length, questionCount: 0, error });
    return { status: 'FAILED', quizId: null, questionCount: 0 };
  }
  const byId = new Map(chosen.map((article) => [article.id, article]));
  const rows: QuizQuestionInsert[] = questions.map((question, index) => ({
    position: index + 1,
    stem: question.stem,
    options: question.options,
    answerIndex: question.answerIndex,
    explanation: question.explanation,
    category: byId.get(question.sourceArticleId)?.category ?? null,
    kind: question.kind,
    sourceArticleId: question.sourceArticleId,
  }));
  const articleCount = new Set(questions.map((question) => question.sourceArticleId)).size;
  const quizId = await db.transaction(async (tx) => {
    const inserted = await insertQuiz(
      tx,
      {
        customUrl: dailyQuizUrl(day),
        kind: 'DAILY',
        title: dailyQuizTitle(day),
        quizDate: day,
        opensOn: day,
        closesOn: day,
        timeLimitSeconds: QUIZ_DEFAULTS.timeLimitSeconds,
        sessionQuestionCount: Math.min(QUIZ_DEFAULTS.questionsPerSession, rows.length),
      },
      rows,
    );
    await finishRun(tx, day, { status: 'READY', articleCount, questionCount: rows.length, error: null });
    return inserted?.id ?? (await dailyQuizOf(tx, day))?.id ?? null;
  });
  return { status: 'READY', quizId, questionCount: rows.length };
}

/** The day's published articles; when fewer than DAILY_MIN_ARTICLES, the previous day's newest fill up. */
async function articlesForDay(db: Db, day: string): Promise<DayArticle[]> {
  const own = await publishedBetween(db, dayStart(day), dayEnd(day), DAILY_MAX_ARTICLES);
  if (own.length >= DAILY_MIN_ARTICLES) return own;
  const before = addDays(day, -1);
  const fill = await publishedBetween(db, dayStart(before), dayEnd(before), DAILY_MIN_ARTICLES - own.length);
  return [...own, ...fill];
}

/** Articles of the chosen categories from the last few days: names of the same kind for distractors. */
async function distractorPool(db: Db, day: string, chosen: DayArticle[]): Promise<DayArticle[]> {
  if (!chosen.length) return [];
  const categories = [...new Set(chosen.map((article) => article.category))];
  const recent = await publishedBetween(
    db,
    dayStart(addDays(day, -DISTRACTOR_DAYS)),
    dayEnd(day),
    DISTRACTOR_ARTICLES_MAX,
    categories,
  );
  const ids = new Set(recent.map((article) => article.id));
  return [...recent, ...chosen.filter((article) => !ids.has(article.id))];
}

const sourceOf = (article: DayArticle): SourceArticle => ({
  id: article.id,
  title: article.title,
  text: article.text,
  category: article.category,
});

/**
 * Each article's questions, then taken round-robin: categories in turn, the articles of a category in turn,
 * one question at a time, so the pool covers as many articles and categories as it can.
 */
export function questionsFor(chosen: DayArticle[], pool: DayArticle[], day: string): GeneratedQuestion[] {
  const sources = pool.map(sourceOf);
  const byCategory = new Map<string, GeneratedQuestion[][]>();
  for (const article of chosen) {
    const sameCategory = sources.filter((source) => source.category === article.category);
    const made = generateQuestions(sourceOf(article), sameCategory, { seed: day, max: QUESTIONS_PER_ARTICLE });
    if (!made.length) continue;
    byCategory.set(article.category, [...(byCategory.get(article.category) ?? []), made]);
  }
  const perCategory = [...byCategory.keys()].sort().map((category) => interleave(byCategory.get(category) ?? []));
  return interleave(perCategory).slice(0, QUIZ_DEFAULTS.poolMax);
}

/** [[a1, a2], [b1], [c1, c2]] → [a1, b1, c1, a2, c2]. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i] as T);
  return out;
}
