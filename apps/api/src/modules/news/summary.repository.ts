/** The SQL of "In short": an article's text to summarise, its stored summary, and readers' thumbs on it. */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articleSummaries, articleSummaryFeedback, articles } from '../../db/schema';

/** A published article's text (a removed or unknown one: undefined). */
export async function findPublishedText(
  db: Queryable,
  articleId: string,
): Promise<{ contentText: string } | undefined> {
  const [row] = await db
    .select({ contentText: articles.contentText })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.status, 'PUBLISHED')))
    .limit(1);
  return row;
}

export async function findSummary(
  db: Queryable,
  articleId: string,
): Promise<{ sentences: string[]; version: number } | undefined> {
  const [row] = await db
    .select({ sentences: articleSummaries.sentences, version: articleSummaries.version })
    .from(articleSummaries)
    .where(eq(articleSummaries.articleId, articleId))
    .limit(1);
  return row;
}

/** Stores (or replaces) an article's summary; the last writer wins, both computed from the same text. */
export async function saveSummary(
  db: Queryable,
  articleId: string,
  sentences: string[],
  version: number,
): Promise<void> {
  await db
    .insert(articleSummaries)
    .values({ articleId, sentences, version })
    .onConflictDoUpdate({
      target: articleSummaries.articleId,
      set: { sentences, version, computedAt: sql`now()` },
    });
}

export async function findVote(db: Queryable, articleId: string, userId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ helpful: articleSummaryFeedback.helpful })
    .from(articleSummaryFeedback)
    .where(and(eq(articleSummaryFeedback.articleId, articleId), eq(articleSummaryFeedback.userId, userId)))
    .limit(1);
  return row ? row.helpful : null;
}

/** One vote per person per article: a second one replaces the first. */
export async function upsertVote(db: Queryable, articleId: string, userId: string, helpful: boolean): Promise<void> {
  await db
    .insert(articleSummaryFeedback)
    .values({ articleId, userId, helpful })
    .onConflictDoUpdate({
      target: [articleSummaryFeedback.articleId, articleSummaryFeedback.userId],
      set: { helpful, updatedAt: sql`now()` },
    });
}
