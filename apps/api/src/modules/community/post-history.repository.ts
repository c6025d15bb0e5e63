/** The post history (who, what, when, before/after): written in the same transaction as the change it records. */
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { postHistory, posts } from '../../db/schema';

export interface PostHistoryEntryInput {
  postId: string;
  actorId: string | null;
  actorName: string;
  /** e.g. `post.approved`, `post.declined`, `report.removed`, `post.appealed`, `post.edited`. */
  action: string;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordPostHistory(db: Queryable, entry: PostHistoryEntryInput): Promise<void> {
  await db.insert(postHistory).values({
    postId: entry.postId,
    actorId: entry.actorId,
    actorName: entry.actorName,
    action: entry.action,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
  await db.update(posts).set({ historyExists: true }).where(eq(posts.id, entry.postId));
}

export function postHistoryOf(db: Queryable, postId: string) {
  return db.select().from(postHistory).where(eq(postHistory.postId, postId)).orderBy(asc(postHistory.createdAt));
}
