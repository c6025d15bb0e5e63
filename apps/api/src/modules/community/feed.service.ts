/**
 * The community feeds (spec §2): the global community, one school's community (`/{customUrl}/community`) and the
 * public feed for visitors, newest published first; and a post's details by slug.
 *
 * Speed (100k posts): a feed is the union of a few "arms" — public posts, the viewer's school's posts, the
 * viewer's own — and each arm is read in order from its partial index (posts_global_feed_idx,
 * posts_category_feed_idx, posts_institute_feed_idx) with a LIMIT; their union gives the page's ids. One OR
 * across the arms would make PostgreSQL sort every matching row. The page is one statement (one round trip):
 * the arms, the rows, their attachments, the viewer's likes, reports and moderation standing. Totals are counted
 * per arm (same rule as the kernel's visiblePostsWhere) and cached for 30 s in shared parts; the public feed's
 * first pages for a few seconds (served stale while one reload runs). Both are dropped through the bus when a
 * post enters or leaves the published feeds (community-events.ts), in every process.
 */
import { COMMUNITY_MESSAGES, type NewsfeedQuery, type Post } from '@noticeboard/shared';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { posts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { TtlCache } from '../news/ttl-cache';
import { COMMUNITY_POSTS_CHANGED, emitPostChanged } from './community-events';
import { feedViewerState } from './feed-viewer-state';
import { presentViewerPosts } from './post.presenter';
import { countPosts, newestPublishedFirst, selectPostsFor, type ViewerPostRow } from './post.repository';
import { audiencesOf, visiblePostBySlug } from './post-visibility';
import { notReportedBy, reportedBy } from './reports/report.repository';

export type FeedQuery = NewsfeedQuery;
type Filters = Omit<FeedQuery, 'page' | 'size' | 'customUrl'>;

/** Public pages change rarely within seconds; totals within half a minute. */
export const PUBLIC_PAGE_TTL_MS = 5_000;
/**
 * Signed-in pages: the newest rows every viewer of the same school and role shares, kept as long as public pages;
 * the viewer's part is read fresh (feed-viewer-state.ts). Pages within the first SHARED_ROWS come from them; up
 * to SHARED_SLACK of a page's candidates may be posts the viewer reported before the exact path takes over.
 */
export const SHARED_ROWS = 100;
const SHARED_SLACK = 10;
export const PUBLIC_CACHED_PAGES = 5;
export const TOTAL_TTL_MS = 30_000;
/** Beyond this depth the arms would read too many rows each: one query with OFFSET instead. */
const MERGE_MAX_ROWS = 2_000;

const published = and(ne(posts.visibility, 'SELF'), isNull(posts.removedAt)) as SQL;

export function filtersWhere(filters: Filters): SQL {
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

export interface FeedParts {
  /** Arms every viewer of the same school and role shares (their counts are cached for all of them). */
  shared: Array<{ key: string; where: SQL }>;
  /** The viewer's own published posts. */
  own: SQL | null;
}

/** The same posts as `visiblePostsWhere(viewer)` (and the school), as index-friendly parts. */
export function feedParts(viewer: Actor | null, instituteId: string | null): FeedParts {
  const own = viewer ? ownArm(viewer) : null;
  if (instituteId) {
    const member = viewer?.instituteId === instituteId;
    return {
      shared: [
        member
          ? { key: `school:${instituteId}:${viewer.role}`, where: schoolArm(viewer, instituteId) }
          : {
              key: `school-public:${instituteId}`,
              where: and(eq(posts.instituteId, instituteId), published, publicArm) as SQL,
            },
      ],
      own: own ? (and(own, eq(posts.instituteId, instituteId)) as SQL) : null,
    };
  }
  const shared = [{ key: 'public', where: publicArm }];
  if (viewer?.instituteId) {
    shared.push({ key: `school:${viewer.instituteId}:${viewer.role}`, where: schoolArm(viewer, viewer.instituteId) });
  }
  return { shared, own };
}

export function feedArms(viewer: Actor | null, instituteId: string | null): SQL[] {
  const parts = feedParts(viewer, instituteId);
  return [...parts.shared.map((part) => part.where), ...(parts.own ? [parts.own] : [])];
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

export class FeedService {
  private readonly publicPages = new TtlCache<Page<Post>>(PUBLIC_PAGE_TTL_MS, 500, { serveStale: true });
  private readonly totals = new TtlCache<number>(TOTAL_TTL_MS, 20_000, { serveStale: true });
  private readonly sharedRows = new TtlCache<ViewerPostRow[]>(PUBLIC_PAGE_TTL_MS, 2_000, { serveStale: true });

  constructor(
    private readonly db: Db,
    private readonly bus?: InvalidationBus,
  ) {
    bus?.on(COMMUNITY_POSTS_CHANGED, () => this.clear());
  }

  /** The global community, or one school's with `customUrl`: what the viewer may see. */
  async newsfeed(viewer: Actor | null, query: FeedQuery): Promise<Page<Post>> {
    const instituteId = query.customUrl ? await this.schoolOf(query.customUrl) : null;
    if (!viewer) return this.anonymous(instituteId, query);
    return (await this.fromSharedRows(viewer, instituteId, query)) ?? this.page(viewer, instituteId, query);
  }

  /** What a visitor sees: GLOBAL posts for Everyone. */
  publicNewsfeed(query: FeedQuery): Promise<Page<Post>> {
    return this.anonymous(null, query);
  }

  /** A post's page: 404 unless the viewer may see it (moderators see their school's pending and declined ones). */
  async bySlug(viewer: Actor | null, slug: string): Promise<Post> {
    const { row } = await visiblePostBySlug(this.db, viewer, slug);
    const [post] = presentViewerPosts(viewer, [row]);
    if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    return post;
  }

  private async schoolOf(customUrl: string): Promise<string> {
    const school = await findInstituteByCustomUrl(this.db, customUrl);
    if (!school) throw notFound('School not found');
    return school.id;
  }

  private anonymous(instituteId: string | null, query: FeedQuery): Promise<Page<Post>> {
    if (query.page >= PUBLIC_CACHED_PAGES) return this.page(null, instituteId, query);
    const { customUrl: _customUrl, ...rest } = query;
    const key = JSON.stringify({ instituteId, ...rest });
    return this.publicPages.getOrLoad(key, () => this.page(null, instituteId, query));
  }

  /**
   * A signed-in page from the shared rows of the viewer's school and role and a fresh read of the viewer's own
   * part: their own posts merged in, what they reported left out, their likes and the live counts. Null when the
   * page lies past the shared rows or too many of its candidates were reported (the exact path answers).
   */
  private async fromSharedRows(
    viewer: Actor,
    instituteId: string | null,
    query: FeedQuery,
  ): Promise<Page<Post> | null> {
    const want = offsetOf(query) + query.size;
    if (want + SHARED_SLACK > SHARED_ROWS) return null;
    const filters = filtersWhere(query);
    const parts = feedParts(viewer, instituteId);
    const { page: _page, size: _size, customUrl: _customUrl, ...rest } = query;
    const key = `${parts.shared.map((part) => part.key).join('+')}|${JSON.stringify(rest)}`;
    const [shared, total] = await Promise.all([
      this.sharedRows.getOrLoad(key, () =>
        this.rows(
          null,
          parts.shared.map((part) => part.where),
          filters,
          { ...query, page: 0, size: SHARED_ROWS },
          undefined,
        ),
      ),
      this.total(viewer, instituteId, filters, query),
    ]);
    const candidates = shared.slice(0, want + SHARED_SLACK);
    const arms = feedArms(viewer, instituteId);
    const state = await feedViewerState(this.db, viewer, {
      candidateIds: candidates.map((row) => row.id),
      ownWhere: parts.own ? (and(parts.own, filters) as SQL) : null,
      ownLimit: want,
    });
    // The shared totals count what the viewer reported: counted only for the few who ever reported anything.
    const hidden =
      state.reportCount > 0 ? await countPosts(this.db, and(or(...arms), filters, reportedBy(viewer.id)) as SQL) : 0;
    const byId = new Map(shared.map((row) => [row.id, row]));
    // Own posts older than the last candidate cannot reach this page when more shared rows follow.
    const last = candidates.length < shared.length ? candidates.at(-1)?.publishedAt?.getTime() : undefined;
    const own = last === undefined ? state.own : state.own.filter((post) => post.publishedAt >= last);
    const missing = own.filter((post) => !byId.has(post.id)).map((post) => post.id);
    if (missing.length > 0) {
      for (const row of await selectPostsFor(this.db, null, {
        where: inArray(posts.id, missing),
        limit: missing.length,
      })) {
        byId.set(row.id, row);
      }
    }
    const merged = [...new Set([...candidates.map((row) => row.id), ...own.map((post) => post.id)])]
      .filter((id) => !state.reported.has(id))
      .flatMap((id) => byId.get(id) ?? [])
      .sort(newestFirst);
    const moreShared = shared.length === SHARED_ROWS || candidates.length < shared.length;
    if (merged.length < want && moreShared) return null;
    const rows = merged.slice(offsetOf(query), want).map((row) => ({
      ...row,
      ...(state.counts.get(row.id) ?? {}),
      liked: state.liked.has(row.id),
      viewerOnCommittee: state.onCommittee,
      schoolGlobalVisibility: state.schoolGlobalVisibility,
    }));
    return pageFrom(presentViewerPosts(viewer, rows), query, Math.max(0, total - hidden));
  }

  /**
   * One statement for the page: the posts, what presenting them to the viewer needs, and how many of the
   * viewer's reported posts the shared totals include (a member's reported posts leave their feed at once).
   */
  private async page(viewer: Actor | null, instituteId: string | null, query: FeedQuery): Promise<Page<Post>> {
    const filters = filtersWhere(query);
    const arms = feedArms(viewer, instituteId);
    const shown = viewer ? (and(filters, notReportedBy(viewer.id)) as SQL) : filters;
    const hiddenWhere = viewer ? (and(or(...arms), filters, reportedBy(viewer.id)) as SQL) : undefined;
    const [rows, total] = await Promise.all([
      this.rows(viewer, arms, shown, query, hiddenWhere),
      this.total(viewer, instituteId, filters, query),
    ]);
    // Past the end there is no row to carry the count.
    const hidden = rows[0]?.hidden ?? (hiddenWhere ? await countPosts(this.db, hiddenWhere) : 0);
    return pageFrom(presentViewerPosts(viewer, rows), query, Math.max(0, total - hidden));
  }

  private rows(
    viewer: Actor | null,
    arms: SQL[],
    filters: SQL,
    query: FeedQuery,
    hiddenWhere: SQL | undefined,
  ): Promise<ViewerPostRow[]> {
    const offset = offsetOf(query);
    const read = (where: SQL, rowOffset: number) =>
      selectPostsFor(this.db, viewer, { where, limit: query.size, offset: rowOffset, hiddenWhere });
    if (arms.length === 1 || offset + query.size > MERGE_MAX_ROWS) {
      return read(and(or(...arms), filters) as SQL, offset);
    }
    // Each arm read in its index order up to offset + size; the page is within their union.
    const heads = arms.map((arm) => sql`(${feedHeads(this.db, arm, filters, offset + query.size)})`);
    const pageIds = sql`select heads.id from (${sql.join(heads, sql` union `)}) heads
      order by heads.published_at desc, heads.id desc limit ${query.size} offset ${offset}`;
    return read(sql`${posts.id} in (${pageIds})`, 0);
  }

  /**
   * The union of the arms, counted without scanning it per viewer: the shared arms (public, the school's) are
   * counted once per school, role and filters (|A ∪ B| = |A| + |B| − |A ∩ B|), and only the viewer's own posts
   * outside them per viewer (posts_author_idx). Each count is cached for 30 s.
   */
  private async total(viewer: Actor | null, instituteId: string | null, filters: SQL, query: FeedQuery) {
    const { page: _page, size: _size, customUrl: _customUrl, ...rest } = query;
    const filterKey = JSON.stringify(rest);
    const count = (key: string, where: SQL) =>
      this.totals.getOrLoad(`${key}|${filterKey}`, () => countPosts(this.db, and(where, filters)));
    const { shared, own } = feedParts(viewer, instituteId);
    const counts = shared.map((part) => count(part.key, part.where));
    const [first, second] = shared;
    if (first && second) {
      const both = and(first.where, second.where) as SQL;
      counts.push(count(`${first.key}&${second.key}`, both).then((n) => -n));
    }
    if (viewer && own) {
      const outside = sql`not coalesce(${or(...shared.map((part) => part.where))}, false)`;
      counts.push(count(`own:${viewer.id}:${instituteId ?? ''}:${viewer.role}`, and(own, outside) as SQL));
    }
    return (await Promise.all(counts)).reduce((sum, n) => sum + n, 0);
  }

  /** After a post was written: pages and totals are read afresh, here and (through the bus) in every process. */
  forget(postId = '*'): void {
    if (this.bus) emitPostChanged(this.bus, postId);
    else this.clear();
  }

  private clear(): void {
    this.sharedRows.clear();
    this.publicPages.clear();
    this.totals.clear();
  }
}

/** Newest published first, the id breaking ties: the order of the feed indexes. */
function newestFirst(a: ViewerPostRow, b: ViewerPostRow): number {
  const byTime = (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
