/**
 * SQL of the community feeds. A feed is the union of a few "arms" — public posts, the viewer's school's posts, the
 * viewer's own — each read in order from its partial index (posts_global_feed_idx, posts_category_feed_idx,
 * posts_institute_feed_idx) with a LIMIT; their union gives the page's ids. One OR across the arms would make
 * PostgreSQL sort every matching row. The arms are the rule of post-visibility.repository.ts, in index-friendly
 * parts.
 */
import type { NewsfeedQuery, PostType } from '@noticeboard/shared';
import { and, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { posts } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { newestPublishedFirst, selectPostsFor, type ViewerPostRow } from './post.repository';
import { audiencesOf } from './post-visibility';
import { notReportedBy, reportedBy } from './reports/report.repository';

export type FeedFilters = Omit<NewsfeedQuery, 'page' | 'size' | 'customUrl' | 'postType'> &
  Partial<Pick<NewsfeedQuery, 'postType'>>;

/** Beyond this depth the arms would read too many rows each: one query with OFFSET instead. */
const MERGE_MAX_ROWS = 2_000;

const published = and(ne(posts.visibility, 'SELF'), isNull(posts.removedAt)) as SQL;

export function filtersWhere(filters: FeedFilters): SQL {
  return and(
    eq(posts.feedKind, filters.feedKind),
    filters.category ? eq(posts.categorySlug, filters.category) : undefined,
    filters.topic ? eq(posts.topic, filters.topic) : undefined,
    filters.postType ? eq(posts.postType, filters.postType) : undefined,
  ) as SQL;
}

/** Public posts: GLOBAL for Everyone (posts_global_feed_idx / posts_category_feed_idx). */
const publicArm = and(eq(posts.visibility, 'GLOBAL'), eq(posts.audience, 'EVERYONE'), isNull(posts.removedAt)) as SQL;

/** A school's published posts the viewer's role may see (posts_institute_feed_idx). */
function schoolArm(viewer: Actor, instituteId: string): SQL {
  return and(
    eq(posts.instituteId, instituteId),
    published,
    inArray(posts.visibility, ['GLOBAL', 'INSTITUTE', 'SPECIFIC_GROUP']),
    inArray(posts.audience, audiencesOf(viewer.role)),
  ) as SQL;
}

const ownArm = (viewer: Actor) => and(eq(posts.authorId, viewer.id), published) as SQL;

export interface FeedPart {
  key: string;
  where: SQL;
}

export interface FeedParts {
  /** Arms every viewer of the same school and role shares (their counts are cached for all of them). */
  shared: FeedPart[];
  /** The viewer's own published posts (built when a load needs it: a cached request reads no SQL). */
  own: (() => SQL) | null;
}

/** The shared arms of a kind of viewer and community: a few per school and role, so built once each. */
const sharedPartsMemo = new Map<string, FeedPart[]>();
const SHARED_PARTS_MEMO_MAX = 10_000;

function sharedParts(viewer: Actor | null, instituteId: string | null): FeedPart[] {
  const member = viewer !== null && viewer.instituteId === instituteId;
  const memoKey = `${instituteId ?? ''}|${viewer?.instituteId ?? ''}|${viewer?.role ?? ''}|${member}`;
  const known = sharedPartsMemo.get(memoKey);
  if (known) return known;
  let parts: FeedPart[];
  if (instituteId) {
    parts = [
      viewer && member
        ? { key: `school:${instituteId}:${viewer.role}`, where: schoolArm(viewer, instituteId) }
        : {
            key: `school-public:${instituteId}`,
            where: and(eq(posts.instituteId, instituteId), published, publicArm) as SQL,
          },
    ];
  } else {
    parts = [{ key: 'public', where: publicArm }];
    if (viewer?.instituteId) {
      parts.push({ key: `school:${viewer.instituteId}:${viewer.role}`, where: schoolArm(viewer, viewer.instituteId) });
    }
  }
  if (sharedPartsMemo.size >= SHARED_PARTS_MEMO_MAX) sharedPartsMemo.clear();
  sharedPartsMemo.set(memoKey, parts);
  return parts;
}

/** The same posts as `visiblePostsWhere(viewer)` (and the school), as index-friendly parts. */
export function feedParts(viewer: Actor | null, instituteId: string | null): FeedParts {
  const own = viewer
    ? () => (instituteId ? (and(ownArm(viewer), eq(posts.instituteId, instituteId)) as SQL) : ownArm(viewer))
    : null;
  return { shared: sharedParts(viewer, instituteId), own };
}

export function feedArms(viewer: Actor | null, instituteId: string | null): SQL[] {
  const parts = feedParts(viewer, instituteId);
  return [...parts.shared.map((part) => part.where), ...(parts.own ? [parts.own()] : [])];
}

/** The first `limit` posts of one arm, in index order. */
export function feedHeads(db: Queryable, arm: SQL, filters: SQL, limit: number) {
  return db
    .select({ id: posts.id, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(arm, filters))
    .orderBy(...newestPublishedFirst)
    .limit(limit);
}

/** One part of a feed with the filters. */
export const filtered = (where: SQL, filters: SQL) => and(where, filters) as SQL;

/** The posts of any of the arms, with the filters, that the viewer reported (a member's reports leave their feed). */
export const reportedIn = (arms: SQL[], filters: SQL, viewerId: string) =>
  and(or(...arms), filters, reportedBy(viewerId)) as SQL;

/** The filters, less what the viewer reported. */
export const notReportedWith = (filters: SQL, viewerId: string) => and(filters, notReportedBy(viewerId)) as SQL;

/** Posts in both shared arms (counted once: |A ∪ B| = |A| + |B| − |A ∩ B|). */
export const inBoth = (first: SQL, second: SQL) => and(first, second) as SQL;

/** The viewer's own posts outside the shared arms. */
export const ownOutside = (own: SQL, shared: SQL[]) => and(own, sql`not coalesce(${or(...shared)}, false)`) as SQL;

/** One part of a feed counted per post type in one grouped statement (the post-type tabs' numbers). */
export async function countPostsByType(
  db: Queryable,
  where: SQL,
): Promise<Array<{ postType: PostType; total: number }>> {
  const rows = await db
    .select({ postType: posts.postType, total: count() })
    .from(posts)
    .where(where)
    .groupBy(posts.postType);
  return rows.map((row) => ({ postType: row.postType, total: Number(row.total) }));
}

/** Rows of these posts (no viewer columns: the viewer's part is read apart). */
export function postsByIds(db: Queryable, ids: string[]): Promise<ViewerPostRow[]> {
  return selectPostsFor(db, null, { where: inArray(posts.id, ids), limit: ids.length });
}

export interface FeedPageRequest {
  offset: number;
  size: number;
  /** Also counted in the same statement (the viewer's reported posts the totals include). */
  hiddenWhere: SQL | undefined;
}

/** One page of the union of the arms, newest published first, with the viewer's columns. */
export function feedPageRows(
  db: Queryable,
  viewer: Actor | null,
  arms: SQL[],
  filters: SQL,
  page: FeedPageRequest,
): Promise<ViewerPostRow[]> {
  const { offset, size, hiddenWhere } = page;
  const read = (where: SQL, rowOffset: number) =>
    selectPostsFor(db, viewer, { where, limit: size, offset: rowOffset, hiddenWhere });
  if (arms.length === 1 || offset + size > MERGE_MAX_ROWS) {
    return read(and(or(...arms), filters) as SQL, offset);
  }
  // Each arm read in its index order up to offset + size; the page is within their union.
  const heads = arms.map((arm) => sql`(${feedHeads(db, arm, filters, offset + size)})`);
  const pageIds = sql`select heads.id from (${sql.join(heads, sql` union `)}) heads
      order by heads.published_at desc, heads.id desc limit ${size} offset ${offset}`;
  return read(sql`${posts.id} in (${pageIds})`, 0);
}
