/** SQL for suggestions: questions of recent daily quizzes a school has not taken into its bank yet. */
import type { TopicCategory } from '@noticeboard/shared';
import { and, asc, count, desc, eq, gte, notExists, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles, bankQuestions, quizQuestions, quizzes } from '../../db/schema';

const suggestionColumns = {
  id: quizQuestions.id,
  stem: quizQuestions.stem,
  options: quizQuestions.options,
  answerIndex: quizQuestions.answerIndex,
  explanation: quizQuestions.explanation,
  category: quizQuestions.category,
  quizDate: quizzes.quizDate,
  articleSlug: articles.slug,
  articleTitle: articles.title,
};

export interface SuggestionRow {
  id: string;
  stem: string;
  options: string[];
  answerIndex: number;
  explanation: string;
  category: TopicCategory | null;
  quizDate: string;
  articleSlug: string | null;
  articleTitle: string | null;
}

const recentDaily = (sinceDate: string) => and(eq(quizzes.kind, 'DAILY'), gte(quizzes.quizDate, sinceDate));

/** Questions of DAILY quizzes since `sinceDate` (YYYY-MM-DD) that the school has not taken (kept or removed). */
function suggestionsWhere(db: Queryable, instituteId: string, sinceDate: string): SQL {
  const taken = db
    .select({ id: bankQuestions.id })
    .from(bankQuestions)
    .where(and(eq(bankQuestions.instituteId, instituteId), eq(bankQuestions.suggestionId, quizQuestions.id)));
  return and(recentDaily(sinceDate), notExists(taken)) as SQL;
}

export async function listSuggestions(
  db: Queryable,
  instituteId: string,
  sinceDate: string,
  paging: { limit: number; offset: number },
): Promise<{ rows: SuggestionRow[]; total: number }> {
  const where = suggestionsWhere(db, instituteId, sinceDate);
  const [rows, [totals]] = await Promise.all([
    db
      .select(suggestionColumns)
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .leftJoin(articles, eq(articles.id, quizQuestions.sourceArticleId))
      .where(where)
      .orderBy(desc(quizzes.quizDate), asc(quizQuestions.position))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** A recent daily question, taken or not (taking it twice is refused by the unique suggestion key). */
export async function findSuggestion(db: Queryable, sinceDate: string, id: string): Promise<SuggestionRow | undefined> {
  const [row] = await db
    .select(suggestionColumns)
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .leftJoin(articles, eq(articles.id, quizQuestions.sourceArticleId))
    .where(and(eq(quizQuestions.id, id), recentDaily(sinceDate)));
  return row;
}
