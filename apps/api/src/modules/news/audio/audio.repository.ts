/** SQL for generated audio: claiming articles that need audio, recording results, and the bulletins. */
import type { AudioStatus, TopicCategory } from '@noticeboard/shared';
import { and, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { articles, newsBulletins, publishers } from '../../../db/schema';

/**
 * An article's audio bookkeeping lives in `audio_attempts` and `audio_lease_until`: for a PENDING row the
 * lease is "claimed by a worker until then" (a crashed worker's claim expires), for a FAILED row "retry
 * after then". `audio_key` holds only a READY row's storage key.
 */
const leaseExpired = (nowMs: number) =>
  or(isNull(articles.audioLeaseUntil), lt(articles.audioLeaseUntil, new Date(nowMs))) as SQL;

export interface ClaimedArticle {
  id: string;
  /** Including this claim. */
  attempts: number;
}

/**
 * Marks up to `limit` articles matching `due` as claimed (PENDING with a lease until `leaseUntilMs`),
 * newest first. Rows another worker is claiming right now are skipped, never waited for, and the
 * condition is checked again on the locked row, so two workers never claim the same article.
 */
async function claimWhere(db: Queryable, due: SQL, limit: number, leaseUntilMs: number): Promise<ClaimedArticle[]> {
  const candidates = db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.status, 'PUBLISHED'), due))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(articles)
    .set({
      audioStatus: 'PENDING',
      audioAttempts: sql`${articles.audioAttempts} + 1`,
      audioLeaseUntil: new Date(leaseUntilMs),
    })
    .where(and(inArray(articles.id, candidates), due))
    .returning({ id: articles.id, attempts: articles.audioAttempts, publishedAt: articles.publishedAt });
  // RETURNING comes in the order rows were updated, not the candidates' order.
  rows.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || (a.id < b.id ? 1 : -1));
  return rows.map((row) => ({ id: row.id, attempts: row.attempts }));
}

/** PENDING articles never tried, or whose worker's claim has expired (published after `publishedAfter`, if given). */
export function claimPendingArticles(
  db: Queryable,
  limit: number,
  nowMs: number,
  leaseUntilMs: number,
  publishedAfter?: Date,
) {
  const due = and(
    eq(articles.audioStatus, 'PENDING'),
    leaseExpired(nowMs),
    publishedAfter ? gte(articles.publishedAt, publishedAfter) : undefined,
  ) as SQL;
  return claimWhere(db, due, limit, leaseUntilMs);
}

/** FAILED articles whose retry time has come and that have attempts left. */
export function claimFailedArticlesDue(
  db: Queryable,
  limit: number,
  nowMs: number,
  leaseUntilMs: number,
  maxAttempts: number,
) {
  const due = and(
    eq(articles.audioStatus, 'FAILED'),
    lt(articles.audioAttempts, maxAttempts),
    leaseExpired(nowMs),
  ) as SQL;
  return claimWhere(db, due, limit, leaseUntilMs);
}

export interface ArticleSpeechSource {
  id: string;
  title: string;
  contentText: string;
  publisherName: string;
}

export async function findSpeechSource(db: Queryable, articleId: string): Promise<ArticleSpeechSource | undefined> {
  const [row] = await db
    .select({
      id: articles.id,
      title: articles.title,
      contentText: articles.contentText,
      publisherName: publishers.name,
    })
    .from(articles)
    .innerJoin(publishers, eq(publishers.id, articles.publisherId))
    .where(eq(articles.id, articleId))
    .limit(1);
  return row;
}

export async function markArticleReady(
  db: Queryable,
  articleId: string,
  audioKey: string,
  durationSeconds: number,
): Promise<void> {
  await db
    .update(articles)
    .set({ audioStatus: 'READY', audioKey, audioDurationSeconds: durationSeconds, audioLeaseUntil: null })
    .where(eq(articles.id, articleId));
}

export interface AudioRetry {
  /** Tries made so far. */
  attempts: number;
  /** Not retried before then. */
  notBeforeMs: number;
}

export async function markArticleFailed(db: Queryable, articleId: string, retry: AudioRetry): Promise<void> {
  await db
    .update(articles)
    .set({
      audioStatus: 'FAILED',
      audioKey: null,
      audioDurationSeconds: null,
      audioAttempts: retry.attempts,
      audioLeaseUntil: new Date(retry.notBeforeMs),
    })
    .where(eq(articles.id, articleId));
}

/** Articles leaving or re-entering the queue start with no attempts and no claim. */
const FRESH = { audioAttempts: 0, audioLeaseUntil: null };

export async function markArticleUnavailable(db: Queryable, articleId: string): Promise<void> {
  await db
    .update(articles)
    .set({ audioStatus: 'UNAVAILABLE', audioKey: null, audioDurationSeconds: null, ...FRESH })
    .where(eq(articles.id, articleId));
}

/** Without a speech engine every waiting article becomes UNAVAILABLE (the web reads it aloud itself). */
export async function markPendingUnavailable(db: Queryable): Promise<number> {
  const rows = await db
    .update(articles)
    .set({ audioStatus: 'UNAVAILABLE', audioKey: null, ...FRESH })
    .where(eq(articles.audioStatus, 'PENDING'))
    .returning({ id: articles.id });
  return rows.length;
}

/** Once a speech engine is there again, UNAVAILABLE articles wait for audio like new ones. */
export async function requeueUnavailable(db: Queryable): Promise<number> {
  const rows = await db
    .update(articles)
    .set({ audioStatus: 'PENDING', audioKey: null, ...FRESH })
    .where(eq(articles.audioStatus, 'UNAVAILABLE'))
    .returning({ id: articles.id });
  return rows.length;
}

export interface BulletinArticleRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
}

/** The newest published articles, of one category or of all. */
export function newestArticles(
  db: Queryable,
  category: TopicCategory | undefined,
  limit: number,
): Promise<BulletinArticleRow[]> {
  return db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, summary: articles.summary })
    .from(articles)
    .where(and(eq(articles.status, 'PUBLISHED'), category ? eq(articles.category, category) : undefined))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

export type BulletinRow = typeof newsBulletins.$inferSelect;

export async function findBulletin(db: Queryable, key: string): Promise<BulletinRow | undefined> {
  const [row] = await db.select().from(newsBulletins).where(eq(newsBulletins.key, key)).limit(1);
  return row;
}

export interface BulletinValues {
  key: string;
  status: AudioStatus;
  text: string;
  articleIds: string[];
  audioKey: string | null;
  audioDurationSeconds: number | null;
  generatedAt: Date | null;
}

export async function saveBulletin(db: Queryable, values: BulletinValues): Promise<void> {
  const { key, ...rest } = values;
  await db
    .insert(newsBulletins)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: newsBulletins.key, set: { ...rest, updatedAt: new Date() } });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An article's id from its id or slug. */
export async function findArticleId(db: Queryable, slugOrId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(UUID_PATTERN.test(slugOrId) ? eq(articles.id, slugOrId) : eq(articles.slug, slugOrId))
    .limit(1);
  return row?.id;
}
