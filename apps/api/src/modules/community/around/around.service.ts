/**
 * The lists around the feed: top schools and users, stats, post collections (top rated, featured, student
 * spotlights, junior reports, a school's news & events) and a school's member lists.
 * Answers are cached for 60 s per visibility scope (anonymous visitors share one; a signed-in member gets
 * their own, since they also see their school's posts), served stale while one reload runs. Children are named by
 * the consent module's rule (`childListing`); a consent change drops the lists of people at once.
 * Post pages cache the rows; the caller's likes and moderation rights are read fresh on every request.
 */
import {
  type AroundQuery,
  COMMUNITY_AROUND_WINDOW_DAYS,
  type CommunityMember,
  type CommunityStats,
  type MemberList,
  type Post,
  roleOf,
  type SchoolListQuery,
  type TopSchool,
  type TopUser,
} from '@noticeboard/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { InvalidationBus } from '../../../lib/invalidation-bus';
import { offsetOf, type Page, pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import { type ListingViewer, listingFor, outsideListing, shortName } from '../../consent/child-listing.policy';
import { CONSENT_CHANGED } from '../../consent/consent-events';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import { TtlCache } from '../../news/ttl-cache';
import { COMMUNITY_POSTS_CHANGED } from '../community-events';
import { moderates } from '../member-standing.repository';
import { presentPost } from '../post.presenter';
import {
  type AttachmentRow,
  attachmentsOf,
  countPosts,
  likedAmong,
  type PostRow,
  selectPosts,
} from '../post.repository';
import { settingsOf } from '../settings.repository';
import {
  aroundScopeWhere,
  collectionQuery,
  countPublicMembers,
  likesSince,
  memberList,
  type PostCollection,
  postTotals,
  topSchools,
  topUsers,
} from './around.repository';

export const AROUND_CACHE_MS = 60_000;
const DAY_MS = 86_400_000;

export type { PostCollection };

interface CachedPostPage {
  rows: PostRow[];
  attachments: Map<string, AttachmentRow[]>;
  total: number;
}

/** Who sees what: anonymous visitors share one scope; a signed-in member's own. */
const scopeKey = (viewer: Actor | null) => (viewer ? `u:${viewer.id}` : 'public');

/**
 * How a listed person is shown to the viewer, or null when not at all. A child without their parent's consent is no
 * community member, whoever looks (the SQL left them out; checked again on every row it admitted); the others are
 * named by the consent module's one rule: a child outside their school as "First L." without a profile address.
 */
function shownAs(
  row: { id: string; name: string; customUrl: string; type: string; dateOfBirth: string | null },
  communityAllowed: boolean,
  instituteId: string | null,
  viewer: ListingViewer | null,
  now: Date,
): { name: string; customUrl: string | null } | null {
  const outside = outsideListing({ ...row, communityAllowed }, now);
  if (outside === 'HIDDEN') return null;
  if (listingFor({ id: row.id, instituteId, outside }, viewer) === 'FULL') {
    return { name: row.name, customUrl: row.customUrl };
  }
  return { name: shortName(row.name), customUrl: null };
}

export class AroundService {
  private readonly schools = new TtlCache<Page<TopSchool>>(AROUND_CACHE_MS, 1_000, { serveStale: true });
  private readonly people = new TtlCache<Page<TopUser>>(AROUND_CACHE_MS, 1_000, { serveStale: true });
  private readonly totals = new TtlCache<CommunityStats>(AROUND_CACHE_MS, 1_000, { serveStale: true });
  private readonly postPages = new TtlCache<CachedPostPage>(AROUND_CACHE_MS, 2_000, { serveStale: true });
  private readonly memberPages = new TtlCache<Page<CommunityMember>>(AROUND_CACHE_MS, 1_000, { serveStale: true });

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
    bus?: InvalidationBus,
  ) {
    // A post approved, removed or deleted leaves (or enters) the lists at once, in every process.
    bus?.on(COMMUNITY_POSTS_CHANGED, () => this.clear());
    // A child whose consent changed is listed, shortened or left out (as a post's author too) at once.
    bus?.on(CONSENT_CHANGED, () => this.clear());
  }

  /** Drops every cached answer (tests, or after a bulk change). */
  clear(): void {
    for (const cache of [this.schools, this.people, this.totals, this.postPages, this.memberPages]) cache.clear();
  }

  topSchools(viewer: Actor | null, query: AroundQuery): Promise<Page<TopSchool>> {
    const key = `${scopeKey(viewer)}|${query.customUrl ?? ''}|${query.page}|${query.size}`;
    return this.schools.getOrLoad(key, async () => {
      const scope = await this.postScope(viewer, query.customUrl);
      const { rows, total } = await topSchools(this.db, scope, this.windowStart(), {
        limit: query.size,
        offset: offsetOf(query),
      });
      return pageFrom(rows, query, total);
    });
  }

  topUsers(viewer: Actor | null, query: AroundQuery): Promise<Page<TopUser>> {
    const key = `${scopeKey(viewer)}|${query.customUrl ?? ''}|${query.page}|${query.size}`;
    return this.people.getOrLoad(key, async () => {
      const now = this.clock();
      const scope = await this.postScope(viewer, query.customUrl);
      const { rows, total } = await topUsers(this.db, scope, this.windowStart(), now, {
        limit: query.size,
        offset: offsetOf(query),
      });
      const content = rows.flatMap((row): TopUser[] => {
        const shown = shownAs(row, row.communityAllowed, row.schoolId, viewer, now);
        if (!shown) return [];
        return [
          {
            id: row.id,
            ...shown,
            role: roleOf(row),
            school:
              row.schoolId && row.schoolName && row.schoolCustomUrl
                ? { id: row.schoolId, name: row.schoolName, customUrl: row.schoolCustomUrl }
                : null,
            postCount: row.postCount,
            likeCount: row.likeCount,
          },
        ];
      });
      return pageFrom(content, query, total);
    });
  }

  stats(viewer: Actor | null, customUrl: string | undefined): Promise<CommunityStats> {
    return this.totals.getOrLoad(`${scopeKey(viewer)}|${customUrl ?? ''}`, async () => {
      const now = this.clock();
      const instituteId = customUrl ? await this.instituteIdOf(customUrl) : null;
      const scope = aroundScopeWhere(viewer, instituteId);
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [totals, likes, members] = await Promise.all([
        postTotals(this.db, scope),
        likesSince(this.db, scope, monthStart),
        countPublicMembers(this.db, instituteId, now),
      ]);
      return { posts: totals.posts, schools: totals.schools, members, likesThisMonth: likes };
    });
  }

  async postPage(
    viewer: Actor | null,
    collection: PostCollection,
    query: AroundQuery | SchoolListQuery,
  ): Promise<Page<Post>> {
    const key = `${collection}|${scopeKey(viewer)}|${query.customUrl ?? ''}|${query.page}|${query.size}`;
    const cached = await this.postPages.getOrLoad(key, async () => {
      const scope = await this.postScope(viewer, query.customUrl);
      const { where, orderBy } = collectionQuery(collection, scope, this.windowStart());
      const [rows, total] = await Promise.all([
        selectPosts(this.db, { where, orderBy, limit: query.size, offset: offsetOf(query) }),
        countPosts(this.db, where),
      ]);
      const attachments = await attachmentsOf(
        this.db,
        rows.map((row) => row.id),
      );
      return { rows, attachments, total };
    });
    const ids = cached.rows.map((row) => row.id);
    const [liked, moderator] = await Promise.all([
      viewer ? likedAmong(this.db, viewer.id, ids) : new Set<string>(),
      viewer?.instituteId && cached.rows.some((row) => row.instituteId === viewer.instituteId)
        ? moderates(this.db, viewer, viewer.instituteId)
        : false,
    ]);
    const globalVisibility =
      moderator && viewer?.instituteId ? await this.globalVisibilityOf(viewer.instituteId) : false;
    const content = cached.rows.map((row) => {
      const ownSchool = moderator && row.instituteId === viewer?.instituteId;
      return presentPost(row, viewer, {
        attachments: cached.attachments.get(row.id) ?? [],
        liked: liked.has(row.id),
        moderator: ownSchool,
        schoolGlobalVisibility: ownSchool && globalVisibility,
      });
    });
    return pageFrom(content, query, cached.total);
  }

  /** Cached per viewer's school: its own members see its children in full, outsiders by the consent rule. */
  members(viewer: Actor | null, list: MemberList, query: SchoolListQuery): Promise<Page<CommunityMember>> {
    const viewerSchool = viewer?.instituteId ?? null;
    const key = `${list}|${query.customUrl.toLowerCase()}|${query.page}|${query.size}|${viewerSchool ?? ''}`;
    return this.memberPages.getOrLoad(key, async () => {
      const now = this.clock();
      const instituteId = await this.instituteIdOf(query.customUrl);
      const { rows, total } = await memberList(this.db, instituteId, list, now, {
        limit: query.size,
        offset: offsetOf(query),
      });
      // Nothing of one viewer is cached: an outsider is looked at as anyone outside, a member as the school.
      const lookingAs = viewerSchool === instituteId ? { id: '', instituteId } : null;
      const content = rows.flatMap((row): CommunityMember[] => {
        const shown = shownAs(row, row.communityAllowed, row.instituteId, lookingAs, now);
        return shown ? [{ id: row.id, ...shown, role: roleOf(row) }] : [];
      });
      return pageFrom(content, query, total);
    });
  }

  private windowStart(): Date {
    return new Date(this.clock().getTime() - COMMUNITY_AROUND_WINDOW_DAYS * DAY_MS);
  }

  private async instituteIdOf(customUrl: string): Promise<string> {
    const institute = await findInstituteByCustomUrl(this.db, customUrl);
    if (!institute) throw notFound('School not found');
    return institute.id;
  }

  private async postScope(viewer: Actor | null, customUrl: string | undefined): Promise<SQL> {
    return aroundScopeWhere(viewer, customUrl ? await this.instituteIdOf(customUrl) : null);
  }

  private async globalVisibilityOf(instituteId: string): Promise<boolean> {
    return (await settingsOf(this.db, instituteId)).globalVisibility;
  }
}
