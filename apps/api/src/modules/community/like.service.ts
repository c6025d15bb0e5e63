/**
 * Likes (spec §4 reactions): like or unlike a post the caller may see. Idempotent: the like row is inserted or
 * deleted only if it changes, and `likes_count` moves by that real change in the same transaction, so the count
 * stays exact under repeats and races. Liking is allowed to restricted members (only posting and commenting are
 * restricted).
 */
import type { Reaction } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postLikes } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { postNotFound, visiblePost } from './post.service';
import { adjustCounts } from './post-write.repository';

export class LikeService {
  constructor(private readonly db: Db) {}

  async setLiked(actor: Actor, postId: string, liked: boolean): Promise<Reaction> {
    await visiblePost(this.db, actor, postId);
    return this.db.transaction(async (tx) => {
      const changed = liked
        ? await tx
            .insert(postLikes)
            .values({ postId, userId: actor.id })
            .onConflictDoNothing()
            .returning({ postId: postLikes.postId })
        : await tx
            .delete(postLikes)
            .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, actor.id)))
            .returning({ postId: postLikes.postId });
      const delta = changed.length * (liked ? 1 : -1);
      const counts = await adjustCounts(tx, postId, { likes: delta });
      if (!counts) throw postNotFound();
      return { postId, likesCount: counts.likesCount, likeEvent: liked, liked, commentCount: counts.commentCount };
    });
  }
}
