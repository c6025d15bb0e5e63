/**
 * SQL for the lists around the feed. Every post count goes through the caller's visibility scope
 * (`visiblePostsWhere`), so another school's institute-only posts are never counted or listed for outsiders.
 * People appear only when they may appear publicly: school admins, faculty, and students whose parent
 * consented (or who are adults) — `listedOutsideWhere` of the consent module.
 */
import { and, asc, count, countDistinct, desc, eq, gte, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { institutes, postLikes, posts, users } from '../../../db/schema';
import type { Actor } from '../../../plugins/auth';
import { listedOutsideWhere } from '../../consent/child-listing.repository';
import { consentAllowsSql } from '../../consent/consent-ledger.repository';
import { newestPublishedFirst } from '../post.repository';
import { visiblePostsWhere } from '../post-visibility.repository';

export interface Window {
  limit: number;
  offset: number;
}

/** The post lists around the feed. */
export type PostCollection = 'topRated' | 'featured' | 'spotlights' | 'juniorReports' | 'schoolNews';

/** Published community posts the viewer may see (of one school when given): every list counts through it. */
export function aroundScopeWhere(viewer: Actor | null, instituteId: string | null): SQL {
  return and(
    visiblePostsWhere(viewer),
    eq(posts.feedKind, 'community'),
    eq(posts.requestStatus, 'PUBLISHED'),
    instituteId ? eq(posts.instituteId, instituteId) : undefined,
  ) as SQL;
}

/** Which posts of the scope a collection lists, and in what order; `since` starts the top-rated window. */
export function collectionQuery(collection: PostCollection, scope: SQL, since: Date): { where: SQL; orderBy: SQL[] } {
  switch (collection) {
    case 'topRated':
      return {
        where: and(scope, gte(posts.publishedAt, since)) as SQL,
        orderBy: [desc(posts.likesCount), ...newestPublishedFirst],
      };
    case 'featured':
      return { where: and(scope, eq(posts.featured, true)) as SQL, orderBy: newestPublishedFirst };
    case 'spotlights':
      return { where: and(scope, eq(posts.categorySlug, 'student-spotlights')) as SQL, orderBy: newestPublishedFirst };
    case 'juniorReports':
      return { where: and(scope, eq(posts.categorySlug, 'junior-reporters')) as SQL, orderBy: newestPublishedFirst };
    case 'schoolNews':
      return {
        where: and(scope, inArray(posts.categorySlug, ['events', 'awards'])) as SQL,
        orderBy: newestPublishedFirst,
      };
  }
}

/**
 * A community list holds people who may take part publicly: everyone but children without their parent's consent,
 * whoever looks (a child who may not post is no community member). How each is named is `childListing`'s choice.
 */
const appearsPubliclyWhere = listedOutsideWhere;

/** Which people a member list holds (`admins`: school admins, `mentors`: faculty, `members`: students). */
export function memberListWhere(list: 'admins' | 'mentors' | 'members'): SQL {
  switch (list) {
    case 'admins':
      return and(eq(users.type, 'INDIVIDUAL'), eq(users.userType, 'ADMIN')) as SQL;
    case 'mentors':
      return and(eq(users.type, 'INDIVIDUAL'), eq(users.userType, 'FACULTY')) as SQL;
    case 'members':
      return eq(users.type, 'CANDIDATE');
  }
}

/** Anyone of a school's member lists. */
const anyMemberWhere = or(
  and(eq(users.type, 'INDIVIDUAL'), inArray(users.userType, ['ADMIN', 'FACULTY'])),
  eq(users.type, 'CANDIDATE'),
) as SQL;

const postCount = sql<number>`count(*)::int`;
const likeCount = sql<number>`coalesce(sum(${posts.likesCount}), 0)::int`;

/** `scope`: visible, published community posts (and the school filter); `since`: the ranking window. */
export async function topSchools(db: Queryable, scope: SQL, since: Date, window: Window) {
  const where = and(scope, isNotNull(posts.instituteId), gte(posts.publishedAt, since));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: institutes.id, name: institutes.name, customUrl: institutes.customUrl, postCount, likeCount })
      .from(posts)
      .innerJoin(institutes, eq(institutes.id, posts.instituteId))
      .where(where)
      .groupBy(institutes.id)
      .orderBy(desc(postCount), desc(likeCount), asc(institutes.name), asc(institutes.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: countDistinct(posts.instituteId) })
      .from(posts)
      .where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function topUsers(db: Queryable, scope: SQL, since: Date, now: Date, window: Window) {
  const where = and(scope, gte(posts.publishedAt, since), appearsPubliclyWhere(now));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        customUrl: users.customUrl,
        type: users.type,
        userType: users.userType,
        dateOfBirth: users.dateOfBirth,
        communityAllowed: consentAllowsSql('COMMUNITY', now).mapWith(Boolean),
        schoolId: institutes.id,
        schoolName: institutes.name,
        schoolCustomUrl: institutes.customUrl,
        postCount,
        likeCount,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .leftJoin(institutes, eq(institutes.id, users.instituteId))
      .where(where)
      .groupBy(users.id, institutes.id)
      .orderBy(desc(postCount), desc(likeCount), asc(users.name), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: countDistinct(posts.authorId) })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function postTotals(db: Queryable, scope: SQL): Promise<{ posts: number; schools: number }> {
  const [row] = await db
    .select({ posts: count(), schools: countDistinct(posts.instituteId) })
    .from(posts)
    .where(scope);
  return { posts: Number(row?.posts ?? 0), schools: Number(row?.schools ?? 0) };
}

export async function likesSince(db: Queryable, scope: SQL, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(postLikes)
    .innerJoin(posts, eq(posts.id, postLikes.postId))
    .where(and(scope, gte(postLikes.createdAt, since)));
  return Number(row?.total ?? 0);
}

/** People of every member list (of one school, or of all schools) who appear publicly. */
export async function countPublicMembers(db: Queryable, instituteId: string | null, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(
      and(
        instituteId ? eq(users.instituteId, instituteId) : isNotNull(users.instituteId),
        anyMemberWhere,
        appearsPubliclyWhere(now),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function memberList(
  db: Queryable,
  instituteId: string,
  list: 'admins' | 'mentors' | 'members',
  now: Date,
  window: Window,
) {
  const where = and(eq(users.instituteId, instituteId), memberListWhere(list), appearsPubliclyWhere(now));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        customUrl: users.customUrl,
        type: users.type,
        userType: users.userType,
        dateOfBirth: users.dateOfBirth,
        communityAllowed: consentAllowsSql('COMMUNITY', now).mapWith(Boolean),
        instituteId: users.instituteId,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}
