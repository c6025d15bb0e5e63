/**
 * Likes (spec §4 reactions): like or unlike a post the caller may see. Idempotent: the like row is inserted or
 * deleted only if it changes, and `likes_count` moves by that real change in the same statement, so the count
 * stays exact under repeats and races. Liking is allowed to restricted members (only posting and commenting are
 * restricted). Two round trips: the visibility check (the columns it needs only), then the write with the counts.
 */
import type { Reaction } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { isForeignKeyViolation, writeLike } from './like.repository';
import { postNotFound, visiblePostScope } from './post-visibility';

export class LikeService {
  constructor(private readonly db: Db) {}

  async setLiked(actor: Actor, postId: string, liked: boolean): Promise<Reaction> {
    await visiblePostScope(this.db, actor, postId);
    const counts = await writeLike(this.db, postId, actor.id, liked).catch((error: unknown) => {
      // Deleted between the check and the write.
      if (isForeignKeyViolation(error)) return undefined;
      throw error;
    });
    if (!counts) throw postNotFound();
    return { postId, likesCount: counts.likesCount, likeEvent: liked, liked, commentCount: counts.commentCount };
  }
}
