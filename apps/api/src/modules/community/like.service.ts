/**
 * Likes (spec §4 reactions): like or unlike a post the caller may see. Idempotent: the like row is inserted or
 * deleted only if it changes, and `likes_count` moves by that real change in the same statement, so the count
 * stays exact under repeats and races. Liking is allowed to restricted members (only posting and commenting are
 * restricted). One round trip: the statement writes only on a post the caller may see (the rule of `canSeePost`
 * as SQL), otherwise the 404 of a missing post.
 */
import type { Reaction } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { isForeignKeyViolation, writeLike } from './like.repository';
import { postNotFound } from './post-visibility';

export class LikeService {
  constructor(private readonly db: Db) {}

  async setLiked(actor: Actor, postId: string, liked: boolean): Promise<Reaction> {
    const counts = await writeLike(this.db, actor, postId, liked).catch((error: unknown) => {
      // Deleted while the like was written.
      if (isForeignKeyViolation(error)) return undefined;
      throw error;
    });
    if (!counts) throw postNotFound();
    return { postId, likesCount: counts.likesCount, likeEvent: liked, liked, commentCount: counts.commentCount };
  }
}
