/**
 * Who may fetch an attachment's files: whoever may see the post it belongs to (its audience, its school,
 * its moderators), and, before it is attached to a post, only the member who uploaded it.
 */
import type { Actor } from '../../../plugins/auth';
import type { AttachmentRow } from '../post.repository';
import { canSeePost, type PostScope } from '../post-visibility';

export function mayReadAttachment(
  viewer: Actor | null,
  attachment: Pick<AttachmentRow, 'ownerId' | 'postId'>,
  post: PostScope | undefined,
  moderator: boolean,
): boolean {
  if (!attachment.postId) return viewer?.id === attachment.ownerId;
  if (!post) return false;
  return canSeePost(viewer, post, moderator);
}
