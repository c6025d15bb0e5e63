/**
 * Comments (spec §4): read on any post the caller may see, oldest first; written by members allowed to comment
 * (consent, no restriction — no subscription needed); edited by their author; deleted (softly) by their author or
 * the post's school moderators. `comment_count` moves in the same transaction as the comment.
 */
import { type Comment, type PageQuery, roleOf } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import type { NotificationExports } from '../notification/notification.module';
import {
  type CommentRow,
  findComment,
  insertCommentCounted,
  listComments,
  softDeleteComment,
  updateCommentText,
} from './comment.repository';
import { isForeignKeyViolation } from './like.repository';
import { authorAs } from './post.presenter';
import type { PostScopeRow } from './post.repository';
import type { WritingCheck } from './post-rules';
import { postNotFound, visiblePostScope } from './post-visibility';
import { adjustCounts } from './post-write.repository';

const commentNotFound = () => notFound('Comment not found');

export function presentComment(row: CommentRow, viewer: Actor | null, moderator: boolean): Comment {
  const own = viewer?.id === row.authorId;
  return {
    id: row.id,
    postId: row.postId,
    text: row.text,
    author: {
      id: row.authorId,
      ...authorAs({ ...row, authorInstituteId: row.instituteId }, viewer),
      role: roleOf({ type: row.authorType, userType: row.authorUserType }),
      avatarUrl: null,
      institute:
        row.instituteId && row.schoolName && row.schoolCustomUrl
          ? { id: row.instituteId, name: row.schoolName, customUrl: row.schoolCustomUrl }
          : null,
    },
    edited: row.editedAt !== null,
    canEdit: own,
    canDelete: own || moderator,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The post's author hears of a comment (a reply, on a forum thread), the commenter named as the author may see them:
 * a child of another school as "Asha K." with their parent's consent, else "A student".
 */
function commentNotice(row: CommentRow, post: PostScopeRow) {
  const author = { id: post.authorId, instituteId: post.instituteId };
  return {
    kind: 'COMMENT' as const,
    recipientId: post.authorId,
    instituteId: post.instituteId,
    actorId: row.authorId,
    post: { slug: post.slug, feedKind: post.feedKind, title: null, text: '' },
    commenterName: authorAs({ ...row, authorInstituteId: row.instituteId }, author).name,
    comment: row.text,
  };
}

export class CommentService {
  constructor(
    private readonly db: Db,
    private readonly assertMayWrite: WritingCheck,
    private readonly notifications: NotificationExports['notifications'],
  ) {}

  async list(viewer: Actor | null, postId: string, query: PageQuery): Promise<Page<Comment>> {
    const { moderator } = await visiblePostScope(this.db, viewer, postId);
    const { rows, total } = await listComments(this.db, postId, query.size, offsetOf(query));
    return pageFrom(
      rows.map((row) => presentComment(row, viewer, moderator)),
      query,
      total,
    );
  }

  /**
   * Two round trips: the visibility and posting checks side by side, then the write that reads the comment back. On
   * someone else's post the write and the author's notification share a transaction (BEGIN, both, COMMIT).
   */
  async create(actor: Actor, postId: string, text: string): Promise<Comment> {
    const [visible, mayWrite] = await Promise.allSettled([
      visiblePostScope(this.db, actor, postId),
      this.assertMayWrite(this.db, actor, 'comment'),
    ]);
    // A post the caller may not see answers 404 before any refusal to comment.
    if (visible.status === 'rejected') throw visible.reason;
    if (mayWrite.status === 'rejected') throw mayWrite.reason;
    const post = visible.value.row;
    const values = { postId, authorId: actor.id, text: text.trim() };
    const write =
      post.authorId === actor.id
        ? insertCommentCounted(this.db, values)
        : this.db.transaction(async (tx) => {
            const row = await insertCommentCounted(tx, values);
            await this.notifications.notify(tx, commentNotice(row, post));
            return row;
          });
    const row = await write.catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw postNotFound();
      throw error;
    });
    return presentComment(row, actor, visible.value.moderator);
  }

  async edit(actor: Actor, commentId: string, text: string): Promise<Comment> {
    const { comment, moderator } = await this.visibleComment(actor, commentId);
    if (comment.authorId !== actor.id) throw forbidden('Only the author can edit this comment');
    await this.assertMayWrite(this.db, actor, 'comment');
    if (!(await updateCommentText(this.db, commentId, text.trim()))) throw commentNotFound();
    return this.present(actor, commentId, moderator);
  }

  async remove(actor: Actor, commentId: string): Promise<void> {
    const { comment, moderator } = await this.visibleComment(actor, commentId);
    if (comment.authorId !== actor.id && !moderator) {
      throw forbidden('Only the author or the school can delete this comment');
    }
    await this.db.transaction(async (tx) => {
      if (!(await softDeleteComment(tx, commentId))) throw commentNotFound();
      await adjustCounts(tx, comment.postId, { comments: -1 });
    });
  }

  /** A comment on a post the caller may see; otherwise 404 (another school's post looks like no comment). */
  private async visibleComment(actor: Actor, commentId: string) {
    const comment = await findComment(this.db, commentId);
    if (!comment) throw commentNotFound();
    try {
      const { moderator } = await visiblePostScope(this.db, actor, comment.postId);
      return { comment, moderator };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw commentNotFound();
      throw error;
    }
  }

  private async present(actor: Actor, commentId: string, moderator: boolean): Promise<Comment> {
    const row = await findComment(this.db, commentId);
    if (!row) throw commentNotFound();
    return presentComment(row, actor, moderator);
  }
}
