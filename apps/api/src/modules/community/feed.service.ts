/**
 * The community feeds (spec §2): the global community, one school's community (`/{customUrl}/community`) and the
 * public feed for visitors, newest published first; and a post's details by slug.
 *
 * Speed (100k posts): a feed is the union of a few "arms" — public posts, the viewer's school's posts, the
 * viewer's own — and each arm is read in order from its partial index (posts_global_feed_idx,
 * posts_category_feed_idx, posts_institute_feed_idx) with a LIMIT, then merged here. One OR across the arms
 * would make PostgreSQL sort every matching row. Totals are counted with the kernel's visibility rule and cached
 * for 30 s; the public feed's first pages are cached for a few seconds (served stale while one reload runs).
 */
import { COMMUNITY_MESSAGES, type NewsfeedQuery, type Post } from '@noticeboard/shared';
import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { posts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { TtlCache } from '../news/ttl-cache';
import { moderates } from './member-standing';
import { countPosts, findPost, newestPublishedFirst, type PostRow, selectPosts } from './post.repository';
import { presentPosts } from './post.service';
import { audiencesOf, canSeePost, visiblePostsWhere } from './post-access';

export type FeedQuery = NewsfeedQuery;
type Filters = Omit<FeedQuery, 'page' | 'size' | 'customUrl'>;

/** Public pages change rarely within seconds; totals within half a minute. */
export const PUBLIC_PAGE_TTL_MS = 5_000;
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

/** The same posts as `visiblePostsWhere(viewer)` (and the school), as index-friendly parts. */
export function feedArms(viewer: Actor | null, instituteId: string | null): SQL[] {
  if (instituteId) {
    const arms: SQL[] = [];
    if (viewer?.instituteId === instituteId) arms.push(schoolArm(viewer, instituteId));
    else arms.push(and(eq(posts.instituteId, instituteId), published, publicArm) as SQL);
    if (viewer) arms.push(and(ownArm(viewer), eq(posts.instituteId, instituteId)) as SQL);
    return arms;
  }
  const arms = [publicArm];
  if (viewer?.instituteId) arms.push(schoolArm(viewer, viewer.instituteId));
  if (viewer) arms.push(ownArm(viewer));
  return arms;
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

interface Head {
  id: string;
  publishedAt: Date | null;
}

/** The feed order: published time descending (none first, as in the indexes), then id descending. */
function newer(a: Head, b: Head): number {
  const at = a.publishedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const bt = b.publishedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (at !== bt) return at > bt ? -1 : 1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export class FeedService {
  private readonly publicPages = new TtlCache<Page<Post>>(PUBLIC_PAGE_TTL_MS, 500, { serveStale: true });
  private readonly totals = new TtlCache<number>(TOTAL_TTL_MS, 20_000, { serveStale: true });

  constructor(private readonly db: Db) {}

  /** The global community, or one school's with `customUrl`: what the viewer may see. */
  async newsfeed(viewer: Actor | null, query: FeedQuery): Promise<Page<Post>> {
    const instituteId = query.customUrl ? await this.schoolOf(query.customUrl) : null;
    if (!viewer) return this.anonymous(instituteId, query);
    return this.page(viewer, instituteId, query);
  }

  /** What a visitor sees: GLOBAL posts for Everyone. */
  publicNewsfeed(query: FeedQuery): Promise<Page<Post>> {
    return this.anonymous(null, query);
  }

  /** A post's page: 404 unless the viewer may see it (moderators see their school's pending and declined ones). */
  async bySlug(viewer: Actor | null, slug: string): Promise<Post> {
    const row = await findPost(this.db, eq(posts.slug, slug));
    if (!row) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    const moderator = await moderates(this.db, viewer, row.instituteId);
    if (!canSeePost(viewer, row, moderator)) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    const [post] = await presentPosts(this.db, viewer, [row]);
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

  private async page(viewer: Actor | null, instituteId: string | null, query: FeedQuery): Promise<Page<Post>> {
    const filters = filtersWhere(query);
    const arms = feedArms(viewer, instituteId);
    const [rows, total] = await Promise.all([
      this.rows(arms, filters, query),
      this.total(viewer, instituteId, filters, query),
    ]);
    return pageFrom(await presentPosts(this.db, viewer, rows), query, total);
  }

  private async rows(arms: SQL[], filters: SQL, query: FeedQuery): Promise<PostRow[]> {
    const offset = offsetOf(query);
    const [single] = arms;
    if (arms.length === 1 && single) {
      return selectPosts(this.db, { where: and(single, filters), limit: query.size, offset });
    }
    if (offset + query.size > MERGE_MAX_ROWS) {
      return selectPosts(this.db, { where: and(or(...arms), filters), limit: query.size, offset });
    }
    // Each arm in index order, then merged: the page is within the first offset + size of their union.
    const heads = await Promise.all(arms.map((arm) => feedHeads(this.db, arm, filters, offset + query.size)));
    const seen = new Set<string>();
    const merged = heads
      .flat()
      .sort(newer)
      .filter((head) => {
        if (seen.has(head.id)) return false;
        seen.add(head.id);
        return true;
      })
      .slice(offset, offset + query.size);
    if (merged.length === 0) return [];
    const ids = merged.map((head) => head.id);
    const found = await selectPosts(this.db, { where: inArray(posts.id, ids), limit: ids.length });
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is PostRow => row !== undefined);
  }

  /** Counted with the kernel's rule, cached for 30 s per viewer (their own posts count) and filters. */
  private total(viewer: Actor | null, instituteId: string | null, filters: SQL, query: FeedQuery): Promise<number> {
    const { page: _page, size: _size, customUrl: _customUrl, ...rest } = query;
    const who = viewer ? `${viewer.id}:${viewer.role}:${viewer.instituteId ?? ''}` : 'anonymous';
    const key = JSON.stringify({ who, instituteId, ...rest });
    return this.totals.getOrLoad(key, async () => {
      const where = and(
        visiblePostsWhere(viewer),
        instituteId ? and(eq(posts.instituteId, instituteId), published) : undefined,
        filters,
      );
      return countPosts(this.db, where);
    });
  }

  /** After a write in this process: pages and totals are read afresh (other processes within the TTLs). */
  forget(): void {
    this.publicPages.clear();
    this.totals.clear();
  }
}
