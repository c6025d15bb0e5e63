/**
 * Global search over the content kinds: news articles, community posts, forum threads, library items, collabs and
 * (for staff) bank questions. What a caller may see is each owning module's own predicate, imported, never
 * re-derived: news `visibleTo`, community `visiblePostsWhere` (+ the library's and feeds' `notReportedBy`), collabs
 * `visiblePublishedWhere`, the question bank's `ownBankWhere` / `usableQuestionsWhere` (what `findVisibleQuestion`
 * allows). Matching is the stored weighted tsvector with `websearch_to_tsquery` in both configurations; when that
 * finds nothing the service may ask again by trigram similarity of titles (`matchTitles`).
 */
import type { FeedKind } from '@noticeboard/shared';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { articles, bankQuestions, collabProjects, institutes, posts, publishers } from '../../db/schema';
import { rowsOf } from '../../lib/paging';
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

/**
 * The query: 'english' (stemmed), or 'simple' (each word as written) when English leaves nothing (only stop words).
 * The vectors hold both configurations' lexemes and the English parser keeps Devanagari words whole, so Hindi
 * matches either way. One configuration, not both OR-ed: an OR-ed query makes GIN recheck every row it finds.
 */
export const textQuery = (text: string): SQL =>
  sql`(case when numnode(websearch_to_tsquery('english'::regconfig, ${text})) > 0
    then websearch_to_tsquery('english'::regconfig, ${text}) else websearch_to_tsquery('simple'::regconfig, ${text}) end)`;

/** Totals of one kind's pages are counted up to this many matches (any of them: the count needs no order and stops there). */
export const SEARCH_TOTAL_CAP = 1000;
/**
 * The newest this many matches (or the page's end, when further) are ranked by weight. The grouped preview counts
 * no further than them: its totals read "100+" past that, so it never pays for a count.
 */
export const SEARCH_RANK_POOL = 100;
/**
 * The newest matches are looked for in these windows of days back, widening only while too few were found: a GIN
 * bitmap AND-ed with the date index reads only a window's matches from the table, where ordering every match by date
 * would read them all (a common pair of words is in a tenth of the articles).
 */
const WINDOWS_DAYS = [7, 60, 365] as const;

interface RankedSpec {
  /** The table searched (its Drizzle columns are used unaliased, as the owning modules' predicates are). */
  table: SQL;
  id: SQL | AnyPgColumn;
  date: SQL | AnyPgColumn;
  vector: SQL | AnyPgColumn;
  title: SQL | AnyPgColumn;
  /** What the caller may see of the table (the owning module's predicate). */
  visible: SQL;
  /** The hit's columns, `expr as "name"`, over the table and `joins`. */
  columns: SQL;
  joins?: SQL;
  /** Kinds kept in one table (the posts' feed kinds): each value is ranked and paged on its own. */
  groups?: { column: AnyPgColumn; values: readonly string[] };
}

/** What every hit row carries besides its columns. */
export interface RankedRow {
  /** The group's value (a post's feed kind); '' for a table searched as one kind. */
  group: string;
  /** The group's matches among the ranked newest (≤ the pool: all of them when fewer). */
  pooled: number;
  /** The matches counted up to `SEARCH_TOTAL_CAP`; null when the statement did not count. */
  total: number | null;
}

export interface RankedRequest {
  page: KindPage;
  /** Count the matches up to `SEARCH_TOTAL_CAP` (one kind's pages); else totals come from the pool. */
  count: boolean;
}

/**
 * One statement per table: for each group the newest `SEARCH_RANK_POOL` visible matches, window by window (each
 * window's scan runs only while some group has too few: a one-time filter), ranked by `ts_rank` with the weights (or
 * the titles' word similarity), newest first on ties, one page of each group presented; with `count`, beside it the
 * count of matches up to the cap.
 *
 * The words and the window are matched in a fenced subquery (`offset 0`) named as the table, and the visibility
 * predicate filters its rows: left to itself the planner AND-s the feeds' own indexes into the bitmap, reading
 * tens of thousands of index entries to save a recheck of a thousand rows.
 */
async function ranked<Row>(
  db: Queryable,
  spec: RankedSpec,
  text: string,
  mode: MatchMode,
  { page, count }: RankedRequest,
): Promise<Array<Row & RankedRow>> {
  const query = textQuery(text);
  const match = mode === 'titles' ? sql`${text} <% ${spec.title}` : sql`${spec.vector} @@ ${query}`;
  const rank =
    mode === 'titles' ? sql`word_similarity(${text}, ${spec.title})` : sql`ts_rank(${spec.vector}, ${query})`;
  const pool = Math.max(SEARCH_RANK_POOL, page.offset + page.limit);
  const group = spec.groups ? sql`${spec.groups.column}::text` : sql`''`;
  const groupValues = spec.groups?.values ?? [''];
  const since = (days: number) => sql`now() - make_interval(days => ${days})`;
  const windows: SQL[] = WINDOWS_DAYS.map((days, index) => {
    const newer = index === 0 ? sql`` : sql`and ${spec.date} < ${since(WINDOWS_DAYS[index - 1] as number)}`;
    return sql`${spec.date} >= ${since(days)} ${newer}`;
  });
  windows.push(sql`(${spec.date} < ${since(WINDOWS_DAYS[WINDOWS_DAYS.length - 1] as number)} or ${spec.date} is null)`);
  const window = (index: number) => sql.raw(`w${index}`);
  const foundBefore = (index: number, value: string) =>
    sql.join(
      Array.from({ length: index }, (_, i) => sql`(select count(*) from ${window(i)} where g = ${value})`),
      sql` + `,
    );
  const needed = (index: number) =>
    index === 0
      ? sql`true`
      : sql`least(${sql.join(
          groupValues.map((value) => foundBefore(index, value)),
          sql`, `,
        )}) < ${pool}`;
  const fenced = (where: SQL) => sql`(select * from ${spec.table} where ${where} offset 0) ${spec.table}`;
  const steps = windows.map(
    (range, index) => sql`${window(index)} as materialized (
      select id, at, g from (
        select ${spec.id} as id, ${spec.date} as at, ${group} as g,
          row_number() over (partition by ${group} order by ${spec.date} desc nulls last, ${spec.id} desc) as n
        from ${fenced(sql`${match} and ${range} and ${needed(index)}`)}
        where ${spec.visible}) numbered
      where n <= ${pool})`,
  );
  const union = sql.join(
    windows.map((_, index) => sql`select id, at, g from ${window(index)}`),
    sql` union all `,
  );
  const total = count
    ? sql`(select count(*)::int from (select 1 from ${fenced(match)} where ${spec.visible}
        limit ${SEARCH_TOTAL_CAP}) capped)`
    : sql`null::int`;
  const result = await db.execute(sql`
    with ${sql.join(steps, sql`, `)},
    pool as (select id, g, count(*) over (partition by g) as pooled from (
      select id, g, row_number() over (partition by g order by at desc nulls last, id desc) as n
      from (${union}) found) newest
      where n <= ${pool}
      -- never more; said so the planner joins the pool's rows by key instead of hashing the whole table
      limit ${pool * groupValues.length})
    select * from (
      select ${spec.columns}, pool.g as "group", pool.pooled::int as "pooled", ${total} as "total",
        row_number() over (partition by pool.g order by ${rank} desc, ${spec.date} desc nulls last, ${spec.id} desc)
          as "place"
      from pool join ${spec.table} on ${spec.id} = pool.id ${spec.joins ?? sql``}) ranked
    where "place" > ${page.offset} and "place" <= ${page.offset + page.limit}
    order by "group", "place"`);
  return rowsOf<Row & RankedRow>(result);
}

export interface ArticleHitRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  publisher: string;
  imageKey: string | null;
  publishedAt: Date | string;
}

export function searchArticles(
  db: Queryable,
  viewer: Actor,
  text: string,
  mode: MatchMode,
  request: RankedRequest,
): Promise<Array<ArticleHitRow & RankedRow>> {
  return ranked<ArticleHitRow>(
    db,
    {
      table: sql`${articles}`,
      id: articles.id,
      date: articles.publishedAt,
      vector: articles.search,
      title: articles.title,
      visible: visibleTo({ userId: viewer.id, instituteId: viewer.instituteId }),
      columns: sql`${articles.id} as "id", ${articles.slug} as "slug", ${articles.title} as "title",
        ${articles.summary} as "summary", ${articles.category} as "category", ${publishers.name} as "publisher",
        coalesce(${articles.imageSmallKey}, ${articles.imageKey}) as "imageKey", ${articles.publishedAt} as "publishedAt"`,
      joins: sql`join ${publishers} on ${publishers.id} = ${articles.publisherId}`,
    },
    text,
    mode,
    request,
  );
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
  publishedAt: Date | string | null;
}

/**
 * Published posts of the given feed kinds the viewer may see (the feeds' rule), less what they reported: each kind
 * ranked and paged on its own (`group` is the feed kind), in one statement.
 */
export function searchPosts(
  db: Queryable,
  viewer: Actor,
  feedKinds: readonly FeedKind[],
  text: string,
  mode: MatchMode,
  request: RankedRequest,
): Promise<Array<PostHitRow & RankedRow>> {
  return ranked<PostHitRow>(
    db,
    {
      table: sql`${posts}`,
      id: posts.id,
      date: posts.publishedAt,
      vector: posts.search,
      title: posts.title,
      visible: and(inArray(posts.feedKind, [...feedKinds]), visiblePostsWhere(viewer), notReportedBy(viewer.id)) as SQL,
      groups: { column: posts.feedKind, values: feedKinds },
      columns: sql`${posts.id} as "id", ${posts.slug} as "slug", ${posts.feedKind} as "feedKind",
        ${posts.title} as "title", left(${posts.descriptionText}, 2000) as "text", ${posts.category} as "category",
        ${posts.topic} as "topic", ${institutes.name} as "school", ${posts.publishedAt} as "publishedAt"`,
      joins: sql`left join ${institutes} on ${institutes.id} = ${posts.instituteId}`,
    },
    text,
    mode,
    request,
  );
}

export interface CollabHitRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  school: string;
  publishedAt: Date | string | null;
}

export function searchCollabs(
  db: Queryable,
  viewer: Actor,
  text: string,
  mode: MatchMode,
  request: RankedRequest,
): Promise<Array<CollabHitRow & RankedRow>> {
  return ranked<CollabHitRow>(
    db,
    {
      table: sql`${collabProjects}`,
      id: collabProjects.id,
      date: collabProjects.publishedAt,
      vector: collabProjects.search,
      title: collabProjects.title,
      visible: visiblePublishedWhere(viewer),
      columns: sql`${collabProjects.id} as "id", ${collabProjects.slug} as "slug", ${collabProjects.title} as "title",
        left(${collabProjects.summaryText}, 2000) as "summary", ${collabProjects.category} as "category",
        ${institutes.name} as "school", ${collabProjects.publishedAt} as "publishedAt"`,
      joins: sql`join ${institutes} on ${institutes.id} = ${collabProjects.instituteId}`,
    },
    text,
    mode,
    request,
  );
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
  createdAt: Date | string;
}

/** Bank questions a member of `instituteId` may see: their school's (any status) and their usable pool. */
export function searchQuestions(
  db: Queryable,
  instituteId: string,
  text: string,
  mode: MatchMode,
  request: RankedRequest,
): Promise<Array<QuestionHitRow & RankedRow>> {
  return ranked<QuestionHitRow>(
    db,
    {
      table: sql`${bankQuestions}`,
      id: bankQuestions.id,
      date: bankQuestions.createdAt,
      vector: bankQuestions.search,
      title: bankQuestions.stem,
      visible: sql`(${ownBankWhere(instituteId)} or ${usableQuestionsWhere({ instituteId })})`,
      columns: sql`${bankQuestions.id} as "id", ${bankQuestions.stem} as "stem",
        left(${bankQuestions.explanation}, 2000) as "explanation", ${bankQuestions.subjectName} as "subjectName",
        ${bankQuestions.chapterTitle} as "chapterTitle", ${bankQuestions.studentClass} as "studentClass",
        ${bankQuestions.instituteId} as "instituteId", ${bankQuestions.authorId} as "authorId",
        ${bankQuestions.createdAt} as "createdAt"`,
    },
    text,
    mode,
    request,
  );
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
