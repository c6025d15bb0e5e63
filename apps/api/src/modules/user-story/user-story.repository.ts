/** The SQL of user stories: a person's own, the operators' waiting list, and a decision taken once. */
import type { UserStoryStatus } from '@noticeboard/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { userStories, users } from '../../db/schema';

export type UserStoryRow = typeof userStories.$inferSelect;

export async function insertStory(
  db: Queryable,
  values: { userId: string; story: string; pictureKey: string | null },
): Promise<UserStoryRow> {
  const [row] = await db.insert(userStories).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function hasPendingStory(db: Queryable, userId: string): Promise<boolean> {
  return db
    .select({ id: userStories.id })
    .from(userStories)
    .where(and(eq(userStories.userId, userId), eq(userStories.status, 'PENDING')))
    .limit(1)
    .then((rows) => rows.length > 0);
}

export function ownStories(db: Queryable, userId: string): Promise<UserStoryRow[]> {
  return db
    .select()
    .from(userStories)
    .where(eq(userStories.userId, userId))
    .orderBy(desc(userStories.createdAt), desc(userStories.id));
}

/** The author's own story, or undefined (someone else's is as missing as an unknown id). */
export async function ownStory(db: Queryable, userId: string, id: string): Promise<UserStoryRow | undefined> {
  const [row] = await db
    .select()
    .from(userStories)
    .where(and(eq(userStories.id, id), eq(userStories.userId, userId)))
    .limit(1);
  return row;
}

export interface StoryWithAuthor extends UserStoryRow {
  authorName: string;
  authorEmail: string;
  authorType: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
}

const withAuthor = {
  id: userStories.id,
  userId: userStories.userId,
  story: userStories.story,
  pictureKey: userStories.pictureKey,
  status: userStories.status,
  reviewedBy: userStories.reviewedBy,
  reviewedAt: userStories.reviewedAt,
  reviewNote: userStories.reviewNote,
  createdAt: userStories.createdAt,
  authorName: users.name,
  authorEmail: users.email,
  authorType: users.type,
};

/** Waiting stories, oldest first: what the operators read. */
export function pendingStories(db: Queryable): Promise<StoryWithAuthor[]> {
  return db
    .select(withAuthor)
    .from(userStories)
    .innerJoin(users, eq(users.id, userStories.userId))
    .where(eq(userStories.status, 'PENDING'))
    .orderBy(asc(userStories.createdAt), asc(userStories.id));
}

export async function storyById(db: Queryable, id: string): Promise<StoryWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(userStories)
    .innerJoin(users, eq(users.id, userStories.userId))
    .where(eq(userStories.id, id))
    .limit(1);
  return row;
}

/** Decides a waiting story; undefined when it is not waiting (any more): a decision is taken once. */
export async function decideStory(
  db: Queryable,
  id: string,
  decision: { status: Exclude<UserStoryStatus, 'PENDING'>; reviewedBy: string; reviewNote: string | null; at: Date },
): Promise<UserStoryRow | undefined> {
  const [row] = await db
    .update(userStories)
    .set({
      status: decision.status,
      reviewedBy: decision.reviewedBy,
      reviewNote: decision.reviewNote,
      reviewedAt: decision.at,
    })
    .where(and(eq(userStories.id, id), eq(userStories.status, 'PENDING')))
    .returning();
  return row;
}
