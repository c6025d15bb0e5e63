/**
 * SQL of the profile widgets: the owner's activity counted in one statement, and their latest posts and collabs
 * through the community's own visibility rules (post-visibility.repository.ts, collab.repository.ts).
 */
import { type CollabMemberKind, type PostType, PROFILE_POST_KINDS, PROFILE_WIDGET_LIMIT } from '@noticeboard/shared';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  collabMembers,
  collabProjects,
  mcqAttempts,
  postComments,
  posts,
  quizDailyScores,
  quizSessions,
  users,
} from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import {
  newestPublishedFirst as newestCollabsFirst,
  onTeamWhere,
  visiblePublishedWhere,
} from '../community/collabs/collab.repository';
import { newestPublishedFirst } from '../community/post.repository';
import { visiblePostsWhere } from '../community/post-visibility.repository';

export interface ActivityRow {
  postsPublished: number;
  comments: number;
  likesReceived: number;
  quizzesSubmitted: number;
  perfectScores: number;
  practiceAnswered: number;
  bestStreakDays: number;
  /** A Date or its text, as the driver gives a computed timestamp. */
  lastActiveAt: Date | string | null;
}

/**
 * The owner's numbers in one round trip, each an aggregate over its table's index on the user: published posts and
 * the likes they got, comments, submitted quizzes and those with every answer right, practice questions answered,
 * the longest run of days with a daily quiz played (gaps and islands over quiz_daily_scores), and the latest of them.
 */
export async function activityOf(db: Queryable, userId: string): Promise<ActivityRow> {
  const ownPosts = sql`${posts.authorId} = ${userId} and ${posts.visibility} <> 'SELF' and ${posts.removedAt} is null
    and ${posts.feedKind} in (${sql.join(
      PROFILE_POST_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )})`;
  const ownComments = sql`${postComments.authorId} = ${userId} and ${postComments.deletedAt} is null`;
  const submitted = sql`${quizSessions.userId} = ${userId} and ${quizSessions.status} = 'SUBMITTED'`;
  const practice = sql`${mcqAttempts.userId} = ${userId}`;
  const [row] = await db
    .select({
      postsPublished: sql<number>`(select count(*)::int from ${posts} where ${ownPosts})`,
      likesReceived: sql<number>`(select coalesce(sum(${posts.likesCount}), 0)::int from ${posts} where ${ownPosts})`,
      comments: sql<number>`(select count(*)::int from ${postComments} where ${ownComments})`,
      quizzesSubmitted: sql<number>`(select count(*)::int from ${quizSessions} where ${submitted})`,
      perfectScores: sql<number>`(select count(*)::int from ${quizSessions} where ${submitted}
        and cardinality(${quizSessions.questionIds}) > 0
        and ${quizSessions.totalRight} = cardinality(${quizSessions.questionIds}))`,
      practiceAnswered: sql<number>`(select count(*)::int from ${mcqAttempts} where ${practice})`,
      bestStreakDays: sql<number>`(select coalesce(max(runs.days), 0)::int from (
        select count(*) as days from (
          select played.day - (row_number() over (order by played.day))::int as island
          from ${quizDailyScores} played where played.user_id = ${userId} and played.quizzes_played > 0
        ) islands group by islands.island) runs)`,
      lastActiveAt: sql<Date | string | null>`greatest(
        (select max(${posts.publishedAt}) from ${posts} where ${ownPosts}),
        (select max(${postComments.createdAt}) from ${postComments} where ${ownComments}),
        (select max(${quizSessions.submittedAt}) from ${quizSessions} where ${submitted}),
        (select max(${mcqAttempts.answeredAt}) from ${mcqAttempts} where ${practice}))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return (
    row ?? {
      postsPublished: 0,
      comments: 0,
      likesReceived: 0,
      quizzesSubmitted: 0,
      perfectScores: 0,
      practiceAnswered: 0,
      bestStreakDays: 0,
      lastActiveAt: null,
    }
  );
}

export interface WidgetPostRow {
  slug: string;
  title: string | null;
  excerpt: string;
  feedKind: (typeof PROFILE_POST_KINDS)[number];
  postType: PostType;
  publishedAt: Date | null;
}

/** The owner's latest published posts and forum threads that `viewer` may see (the feeds' rule). */
export function latestVisiblePosts(db: Queryable, viewer: Actor, ownerId: string): Promise<WidgetPostRow[]> {
  return db
    .select({
      slug: posts.slug,
      title: posts.title,
      excerpt: sql<string>`left(${posts.descriptionText}, 140)`,
      feedKind: sql<WidgetPostRow['feedKind']>`${posts.feedKind}`,
      postType: posts.postType,
      publishedAt: posts.publishedAt,
    })
    .from(posts)
    .where(
      and(
        eq(posts.authorId, ownerId),
        inArray(posts.feedKind, [...PROFILE_POST_KINDS]),
        isNotNull(posts.publishedAt),
        visiblePostsWhere(viewer),
      ),
    )
    .orderBy(...newestPublishedFirst)
    .limit(PROFILE_WIDGET_LIMIT);
}

export interface WidgetCollabRow {
  slug: string;
  title: string;
  role: CollabMemberKind;
  publishedAt: Date | null;
}

/** Published collabs the owner started or is on the team of, that `viewer` may see (the collab lists' rule). */
export function latestVisibleCollabs(db: Queryable, viewer: Actor, ownerId: string): Promise<WidgetCollabRow[]> {
  const role = sql<CollabMemberKind>`case when ${collabProjects.ownerId} = ${ownerId} then 'OWNER'
    else coalesce((select ${collabMembers.kind} from ${collabMembers} where ${collabMembers.collabId} = ${collabProjects.id}
      and ${collabMembers.userId} = ${ownerId}), 'PARTICIPANT') end`;
  return db
    .select({
      slug: collabProjects.slug,
      title: collabProjects.title,
      role,
      publishedAt: collabProjects.publishedAt,
    })
    .from(collabProjects)
    .where(and(visiblePublishedWhere(viewer), or(eq(collabProjects.ownerId, ownerId), onTeamWhere(ownerId))) as SQL)
    .orderBy(...newestCollabsFirst)
    .limit(PROFILE_WIDGET_LIMIT);
}
