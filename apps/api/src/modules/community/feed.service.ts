/**
 * The community feeds (spec §2): the global community, one school's community (`/{customUrl}/community`) and the
 * public feed for visitors, newest published first; and a post's details by slug.
 *
 * Speed (100k posts): a feed is the union of a few "arms" read from their indexes (feed.repository.ts). The page
 * is one statement (one round trip):
 * the arms, the rows, their attachments, the viewer's likes, reports and moderation standing. Totals are counted
 * per arm (same rule as visiblePostsWhere) and cached for 30 s in shared parts; the public feed's
 * first pages for a few seconds (served stale while one reload runs). Both are dropped through the bus when a
 * post enters or leaves the published feeds (community-events.ts), in every process.
 */
import {
  COMMUNITY_MESSAGES,
  type NewsfeedCountsQuery,
  type NewsfeedQuery,
  type Post,
  type PostType,
  type PostTypeCounts,
} from '@noticeboard/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { CONSENT_CHANGED } from '../consent/consent-events';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { TtlCache } from '../news/ttl-cache';
import { COMMUNITY_POSTS_CHANGED, emitPostChanged } from './community-events';
import {
  countPostsByType,
  feedArms,
  feedPageRows,
  feedParts,
  filtered,
  filtersWhere,
  inBoth,
  notReportedWith,
  ownOutside,
  postsByIds,
  reportedIn,
} from './feed.repository';
import { feedViewerState } from './feed-viewer-state.repository';
import { presentPost, presentTypeCounts, presentViewerPosts } from './post.presenter';
import { countPosts, findViewerPostBySlug, postViewerState, type ViewerPostRow } from './post.repository';
import { moderatesRow, visibleRowOr404 } from './post-visibility';

export type FeedQuery = NewsfeedQuery;
type TypeCount = { postType: PostType; total: number };

/** Public pages change rarely within seconds; totals within half a minute. */
export const PUBLIC_PAGE_TTL_MS = 5_000;
/**
 * Signed-in pages: the newest rows every viewer of the same school and role shares, kept as long as public pages;
 * the viewer's part is read fresh (feed-viewer-state.repository.ts). Pages within the first SHARED_ROWS come from
 * them; up to SHARED_SLACK of a page's candidates may be posts the viewer reported before the exact path takes over.
 */
export const SHARED_ROWS = 100;
const SHARED_SLACK = 10;
export const PUBLIC_CACHED_PAGES = 5;
export const TOTAL_TTL_MS = 30_000;

export class FeedService {
  private readonly publicPages = new TtlCache<Page<Post>>(PUBLIC_PAGE_TTL_MS, 500, { serveStale: true });
  private readonly totals = new TtlCache<number>(TOTAL_TTL_MS, 20_000, { serveStale: true });
  /** The same parts as `totals`, counted per post type (the tabs' numbers). */
  private readonly typeTotals = new TtlCache<TypeCount[]>(TOTAL_TTL_MS, 20_000, { serveStale: true });
  private readonly sharedRows = new TtlCache<ViewerPostRow[]>(PUBLIC_PAGE_TTL_MS, 2_000, { serveStale: true });
  /** Posts' rows by slug for their pages (`bySlug`), shared by every viewer like the feeds' rows. */
  private readonly detailRows = new TtlCache<ViewerPostRow | undefined>(PUBLIC_PAGE_TTL_MS, 2_000, {
    serveStale: true,
  });
  /** The shared rows as presented to their school's members (`commonPresentation`), gone with the rows. */
  private readonly presented = new WeakMap<ViewerPostRow[], Map<string, Map<string, Post>>>();

  constructor(
    private readonly db: Db,
    private readonly bus?: InvalidationBus,
  ) {
    bus?.on(COMMUNITY_POSTS_CHANGED, () => this.clear());
    // Authors are named, and their pictures shown outside their school, by their consent (the ledger): pages and
    // feeds follow a change at once (consent changes are rare; the shared rows refill within a request).
    bus?.on(CONSENT_CHANGED, () => this.clear());
  }

  /** The global community, or one school's with `customUrl`: what the viewer may see. */
  async newsfeed(viewer: Actor | null, query: FeedQuery): Promise<Page<Post>> {
    const instituteId = query.customUrl ? await this.schoolOf(query.customUrl) : null;
    if (!viewer) return this.anonymous(instituteId, query);
    return (await this.fromSharedRows(viewer, instituteId, query)) ?? this.page(viewer, instituteId, query);
  }

  /**
   * How many posts of each type (and in all) the feed with these filters holds for the viewer: the same parts as
   * the page's total (`total`), each counted per post type in one grouped statement and cached as the totals are,
   * less the posts the viewer reported (read fresh). So a tab's number is the `totalElements` of opening it.
   */
  async typeCounts(viewer: Actor | null, query: NewsfeedCountsQuery): Promise<PostTypeCounts> {
    const instituteId = query.customUrl ? await this.schoolOf(query.customUrl) : null;
    const { customUrl: _customUrl, ...filters } = query;
    const filterSql = filtersWhere(filters);
    const filterKey = JSON.stringify(filters);
    const grouped = (key: string, where: () => SQL) =>
      this.typeTotals.getOrLoad(`${key}|${filterKey}`, () => countPostsByType(this.db, filtered(where(), filterSql)));
    const { shared, own } = feedParts(viewer, instituteId);
    const added = shared.map((part) => grouped(part.key, () => part.where));
    const taken: Array<Promise<TypeCount[]>> = [];
    const [first, second] = shared;
    if (first && second) taken.push(grouped(`${first.key}&${second.key}`, () => inBoth(first.where, second.where)));
    if (viewer && own) {
      const outside = () =>
        ownOutside(
          own(),
          shared.map((part) => part.where),
        );
      added.push(grouped(`own:${viewer.id}:${instituteId ?? ''}:${viewer.role}`, outside));
      taken.push(countPostsByType(this.db, reportedIn(feedArms(viewer, instituteId), filterSql, viewer.id)));
    }
    const [plus, minus] = await Promise.all([Promise.all(added), Promise.all(taken)]);
    const counts = presentTypeCounts(plus.flat());
    const less = presentTypeCounts(minus.flat());
    for (const key of Object.keys(counts) as Array<keyof PostTypeCounts>) {
      counts[key] = Math.max(0, counts[key] - less[key]);
    }
    return counts;
  }

  /** What a visitor sees: GLOBAL posts for Everyone. */
  publicNewsfeed(query: FeedQuery): Promise<Page<Post>> {
    return this.anonymous(null, query);
  }

  /**
   * A post's page: 404 unless the viewer may see it (moderators see their school's pending and declined ones). The
   * post's row is shared by every viewer for a few seconds, like the feeds' rows (dropped through the bus when a post
   * is written, moderated or appealed, or a child's consent changes); a signed-in viewer's part — the live counts,
   * their like, committee seat and school switch — is read fresh in one small statement, and the rule is applied to
   * the row with it.
   */
  async bySlug(viewer: Actor | null, slug: string): Promise<Post> {
    // Side by side: a page not cached yet still takes one round trip.
    const [shared, state] = await Promise.all([
      this.detailRows.getOrLoad(slug, () => findViewerPostBySlug(this.db, null, slug)),
      viewer ? postViewerState(this.db, viewer, slug) : undefined,
    ]);
    if (!shared) {
      this.detailRows.delete(slug);
      throw notFound(COMMUNITY_MESSAGES.postNotFound);
    }
    let row = shared;
    if (viewer) {
      if (!state) throw notFound(COMMUNITY_MESSAGES.postNotFound);
      row = { ...shared, ...state };
    }
    visibleRowOr404(viewer, row);
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
    // SQL is built only when something has to be loaded: a request served from the shared rows builds none.
    let filterSql: SQL | undefined;
    const filters = () => {
      filterSql ??= filtersWhere(query);
      return filterSql;
    };
    const parts = feedParts(viewer, instituteId);
    const { page: _page, size: _size, customUrl: _customUrl, ...rest } = query;
    const key = `${parts.shared.map((part) => part.key).join('+')}|${JSON.stringify(rest)}`;
    const [shared, total] = await Promise.all([
      this.sharedRows.getOrLoad(key, () =>
        this.rows(
          null,
          parts.shared.map((part) => part.where),
          filters(),
          { ...query, page: 0, size: SHARED_ROWS },
          undefined,
        ),
      ),
      this.total(viewer, instituteId, filters, query),
    ]);
    const candidates = shared.slice(0, want + SHARED_SLACK);
    const state = await feedViewerState(this.db, viewer, {
      candidateIds: candidates.map((row) => row.id),
      own: {
        feedKind: query.feedKind,
        // As filtersWhere: an empty filter is no filter.
        category: query.category || null,
        topic: query.topic || null,
        postType: query.postType ?? null,
        instituteId,
      },
      ownLimit: want,
    });
    // The shared totals count what the viewer reported: counted only for the few who ever reported anything.
    const hidden =
      state.reportCount > 0
        ? await countPosts(this.db, reportedIn(feedArms(viewer, instituteId), filters(), viewer.id))
        : 0;
    const byId = new Map(shared.map((row) => [row.id, row]));
    // Own posts older than the last candidate cannot reach this page when more shared rows follow.
    const last = candidates.length < shared.length ? candidates.at(-1)?.publishedAt?.getTime() : undefined;
    const own = last === undefined ? state.own : state.own.filter((post) => post.publishedAt >= last);
    const missing = own.filter((post) => !byId.has(post.id)).map((post) => post.id);
    if (missing.length > 0) {
      for (const row of await postsByIds(this.db, missing)) byId.set(row.id, row);
    }
    const merged = [...new Set([...candidates.map((row) => row.id), ...own.map((post) => post.id)])]
      .filter((id) => !state.reported.has(id))
      .flatMap((id) => byId.get(id) ?? [])
      .sort(newestFirst);
    const moreShared = shared.length === SHARED_ROWS || candidates.length < shared.length;
    if (merged.length < want && moreShared) return null;
    const common = this.commonPresentation(shared, viewer.instituteId);
    const posts = merged.slice(offsetOf(query), want).map((row) => {
      const live = state.counts.get(row.id);
      const liked = state.liked.has(row.id);
      const mine = { ...row, ...live, liked, viewerOnCommittee: state.onCommittee };
      const presented = common.get(row.id);
      // The viewer's own posts and the posts they moderate carry their own flags; every other post reads the same
      // to every member of the school but for the like and the live counts.
      if (!presented || row.authorId === viewer.id || moderatesRow(viewer, mine)) {
        return presentViewerPosts(viewer, [{ ...mine, schoolGlobalVisibility: state.schoolGlobalVisibility }])[0];
      }
      return { ...presented, ...live, liked, likeEvent: liked };
    });
    return pageFrom(
      posts.flatMap((post) => post ?? []),
      query,
      Math.max(0, total - hidden),
    );
  }

  /**
   * The shared rows presented as a member of `instituteId` who neither wrote nor moderates them sees them (what
   * every such viewer of the rows' school and role is shown, bar likes and counts): presented once per shared
   * rows (they are replaced every few seconds, so naming by age and consent is as fresh as the rows).
   */
  private commonPresentation(shared: ViewerPostRow[], instituteId: string | null): Map<string, Post> {
    let bySchool = this.presented.get(shared);
    if (!bySchool) {
      bySchool = new Map();
      this.presented.set(shared, bySchool);
    }
    const schoolKey = instituteId ?? '';
    const known = bySchool.get(schoolKey);
    if (known) return known;
    const onlooker = onlookerOf(instituteId);
    const presented = new Map(
      shared.map((row) => [
        row.id,
        presentPost(row, onlooker, {
          attachments: row.attachments,
          liked: false,
          moderator: false,
          schoolGlobalVisibility: false,
        }),
      ]),
    );
    bySchool.set(schoolKey, presented);
    return presented;
  }

  /**
   * One statement for the page: the posts, what presenting them to the viewer needs, and how many of the
   * viewer's reported posts the shared totals include (a member's reported posts leave their feed at once).
   */
  private async page(viewer: Actor | null, instituteId: string | null, query: FeedQuery): Promise<Page<Post>> {
    const filters = filtersWhere(query);
    const arms = feedArms(viewer, instituteId);
    const shown = viewer ? notReportedWith(filters, viewer.id) : filters;
    const hiddenWhere = viewer ? reportedIn(arms, filters, viewer.id) : undefined;
    const [rows, total] = await Promise.all([
      this.rows(viewer, arms, shown, query, hiddenWhere),
      this.total(viewer, instituteId, () => filters, query),
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
    return feedPageRows(this.db, viewer, arms, filters, { offset: offsetOf(query), size: query.size, hiddenWhere });
  }

  /**
   * The union of the arms, counted without scanning it per viewer: the shared arms (public, the school's) are
   * counted once per school, role and filters (|A ∪ B| = |A| + |B| − |A ∩ B|), and only the viewer's own posts
   * outside them per viewer (posts_author_idx). Each count is cached for 30 s.
   */
  private async total(viewer: Actor | null, instituteId: string | null, filters: () => SQL, query: FeedQuery) {
    const { page: _page, size: _size, customUrl: _customUrl, ...rest } = query;
    const filterKey = JSON.stringify(rest);
    const count = (key: string, where: () => SQL) =>
      this.totals.getOrLoad(`${key}|${filterKey}`, () => countPosts(this.db, filtered(where(), filters())));
    const { shared, own } = feedParts(viewer, instituteId);
    const counts = shared.map((part) => count(part.key, () => part.where));
    const [first, second] = shared;
    if (first && second) {
      counts.push(count(`${first.key}&${second.key}`, () => inBoth(first.where, second.where)).then((n) => -n));
    }
    if (viewer && own) {
      const outside = () =>
        ownOutside(
          own(),
          shared.map((part) => part.where),
        );
      counts.push(count(`own:${viewer.id}:${instituteId ?? ''}:${viewer.role}`, outside));
    }
    return (await Promise.all(counts)).reduce((sum, n) => sum + n, 0);
  }

  /** After a post was written: pages and totals are read afresh, here and (through the bus) in every process. */
  forget(postId = '*'): void {
    if (this.bus) emitPostChanged(this.bus, postId);
    else this.clear();
  }

  private clear(): void {
    this.detailRows.clear();
    this.sharedRows.clear();
    this.publicPages.clear();
    this.totals.clear();
    this.typeTotals.clear();
  }
}

/**
 * Who the common presentation is made for: a member of the school (or a reader without one) with no post of their
 * own among the rows and no moderation of them. Only its id and school are read (permissions, naming).
 */
function onlookerOf(instituteId: string | null): Actor {
  return {
    id: '',
    type: instituteId ? 'CANDIDATE' : 'INDIVIDUAL',
    userType: null,
    role: instituteId ? 'CANDIDATE' : 'INDIVIDUAL',
    instituteId,
    customUrl: '',
    familyId: '',
  };
}

/** Newest published first, the id breaking ties: the order of the feed indexes. */
function newestFirst(a: ViewerPostRow, b: ViewerPostRow): number {
  const byTime = (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
