/**
 * Global search over the content kinds: news articles, community posts, forum threads, library items, collabs and
 * (for staff) bank questions. What a caller may see is each owning module's own predicate, imported, never
 * re-derived: news `visibleTo`, community `visiblePostsWhere` (+ the library's and feeds' `notReportedBy`), collabs
 * `visiblePublishedWhere`, the question bank's `ownBankWhere` / `usableQuestionsWhere` (what `findVisibleQuestion`
 * allows). Matching is the stored weighted tsvector with `websearch_to_tsquery` in both configurations; when that
 * finds nothing the service may ask again by trigram similarity of titles (`matchTitles`).
 */
import type { FeedKind } from '@noticeboard/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { articles, bankQuestions, collabProjects, institutes, posts, publishers } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { visiblePublishedWhere } from '../community/collabs/collab.repository';
import { visiblePostsWhere } from '../community/post-visibility.repository';
import { notReportedBy } from '../community/reports/report.repository';
import { visibleTo } from '../news/article-scope.repository';
import { ownBankWhere } from '../question-bank/question.repository';
import { usableQuestionsWhere } from '../question-bank/question-pool.repository';

/** How the words are matched: full text (the normal way) or trigram similarity of titles (the typo fallback). */
export type MatchMode = 'text' | 'titles';

export interface KindPage {
  limit: number;
  offset: number;
}

/** Word similarity (0-1) a title needs in the typo fallback: "scince fair" finds "Science fair week". */
const TITLE_SIMILARITY = 0.45;

/** The query in both configurations: 'english' (stemmed) or 'simple' (as written: Hindi, names, stop words). */
export const textQuery = (text: string): SQL =>
  sql`(websearch_to_tsquery('english'::regconfig, ${text}) || websearch_to_tsquery('simple'::regconfig, ${text}))`;

/** Matches of one kind: rank by weights (ts_rank), then newest; or the title's word similarity in the fallback. */
function matching(mode: MatchMode, text: string, vector: SQL | AnyPgColumn, title: SQL | AnyPgColumn) {
  if (mode === 'titles') {
    return {
      where: sql`${text} <% ${title}`,
      rank: sql`word_similarity(${text}, ${title})`,
    };
  }
  const query = textQuery(text);
  return { where: sql`${vector} @@ ${query}`, rank: sql`ts_rank(${vector}, ${query})` };
}

/** The count of all matches, beside the page (before LIMIT): one statement per kind. */
const totalOver = sql<number>`(count(*) over ())::int`;

export interface ArticleHitRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  publisher: string;
  imageKey: string | null;
  publishedAt: Date;
  total: number;
}

export function searchArticles(
  db: Queryable,
  viewer: Actor,
  text: string,
  mode: MatchMode,
  page: KindPage,
): Promise<ArticleHitRow[]> {
  const match = matching(mode, text, articles.search, articles.title);
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      summary: articles.summary,
      category: articles.category,
      publisher: publishers.name,
      imageKey: sql<string | null>`coalesce(${articles.imageSmallKey}, ${articles.imageKey})`,
      publishedAt: articles.publishedAt,
      total: totalOver,
    })
    .from(articles)
    .innerJoin(publishers, eq(publishers.id, articles.publisherId))
    .where(and(visibleTo({ userId: viewer.id, instituteId: viewer.instituteId }), match.where))
    .orderBy(desc(match.rank), desc(articles.publishedAt), desc(articles.id))
    .limit(page.limit)
    .offset(page.offset);
}

export interface PostHitRow {
  id: string;
  slug: string;
  feedKind: FeedKind;
  title: string | null;
  text: string;
  category: string;
  topic: string | null;
  school: string | null;
  publishedAt: Date | null;
  total: number;
}

/** Published posts of one feed kind the viewer may see (the feeds' rule), less what they reported. */
export function searchPosts(
  db: Queryable,
  viewer: Actor,
  feedKind: FeedKind,
  text: string,
  mode: MatchMode,
  page: KindPage,
): Promise<PostHitRow[]> {
  const match = matching(mode, text, posts.search, posts.title);
  return db
    .select({
      id: posts.id,
      slug: posts.slug,
      feedKind: posts.feedKind,
      title: posts.title,
      text: sql<string>`left(${posts.descriptionText}, 2000)`,
      category: posts.category,
      topic: posts.topic,
      school: institutes.name,
      publishedAt: posts.publishedAt,
      total: totalOver,
    })
    .from(posts)
    .leftJoin(institutes, eq(institutes.id, posts.instituteId))
    .where(and(eq(posts.feedKind, feedKind), visiblePostsWhere(viewer), notReportedBy(viewer.id), match.where))
    .orderBy(desc(match.rank), desc(posts.publishedAt), desc(posts.id))
    .limit(page.limit)
    .offset(page.offset);
}

export interface CollabHitRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  school: string;
  publishedAt: Date | null;
  total: number;
}

export function searchCollabs(
  db: Queryable,
  viewer: Actor,
  text: string,
  mode: MatchMode,
  page: KindPage,
): Promise<CollabHitRow[]> {
  const match = matching(mode, text, collabProjects.search, collabProjects.title);
  return db
    .select({
      id: collabProjects.id,
      slug: collabProjects.slug,
      title: collabProjects.title,
      summary: sql<string>`left(${collabProjects.summaryText}, 2000)`,
      category: collabProjects.category,
      school: institutes.name,
      publishedAt: collabProjects.publishedAt,
      total: totalOver,
    })
    .from(collabProjects)
    .innerJoin(institutes, eq(institutes.id, collabProjects.instituteId))
    .where(and(visiblePublishedWhere(viewer), match.where))
    .orderBy(desc(match.rank), desc(collabProjects.publishedAt), desc(collabProjects.id))
    .limit(page.limit)
    .offset(page.offset);
}

export interface QuestionHitRow {
  id: string;
  stem: string;
  explanation: string;
  subjectName: string;
  chapterTitle: string | null;
  studentClass: string;
  instituteId: string | null;
  authorId: string | null;
  createdAt: Date;
  total: number;
}

/** Bank questions a member of `instituteId` may see: their school's (any status) and their usable pool. */
export function searchQuestions(
  db: Queryable,
  instituteId: string,
  text: string,
  mode: MatchMode,
  page: KindPage,
): Promise<QuestionHitRow[]> {
  const match = matching(mode, text, bankQuestions.search, bankQuestions.stem);
  const visible = sql`(${ownBankWhere(instituteId)} or ${usableQuestionsWhere({ instituteId })})`;
  return db
    .select({
      id: bankQuestions.id,
      stem: bankQuestions.stem,
      explanation: sql<string>`left(${bankQuestions.explanation}, 2000)`,
      subjectName: bankQuestions.subjectName,
      chapterTitle: bankQuestions.chapterTitle,
      studentClass: bankQuestions.studentClass,
      instituteId: bankQuestions.instituteId,
      authorId: bankQuestions.authorId,
      createdAt: bankQuestions.createdAt,
      total: totalOver,
    })
    .from(bankQuestions)
    .where(and(visible, match.where))
    .orderBy(desc(match.rank), desc(bankQuestions.createdAt), desc(bankQuestions.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Runs `read` with the trigram word-similarity threshold the title fallback uses (`<%` reads it; SET LOCAL keeps it
 * to this transaction, so the index answers and no other statement is changed).
 */
export function withTitleSimilarity<T>(db: Queryable, read: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TITLE_SIMILARITY)}, true)`);
    return read(tx);
  });
}
