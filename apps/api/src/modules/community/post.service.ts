/**
 * Writing posts (spec §2, §4, §6): create, edit (author only) and delete (author or the school's moderators).
 * Who may post is decided by posting-policy (subscription, consent, restriction) and refused with the dialog the
 * web shows; where a new post lands comes from approval-rules. Also the shared reads every community route
 * needs: a post the caller may see (or 404), and rows presented with attachments and likes.
 */
import { randomBytes } from 'node:crypto';
import {
  type AttachmentType,
  COMMUNITY_MESSAGES,
  categorySlug,
  type LinkPreview,
  linkPreviewSchema,
  type Post,
  type PostBody,
  type PostType,
} from '@noticeboard/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { posts } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { findCategoryBySlug } from '../category/category.repository';
import { GLOBAL_CATEGORIES } from '../category/category.service';
import { initialState, publishedVisibility, type RequestedVisibility, type SchoolSettings } from './approval-rules';
import { moderates, postingContextOf } from './member-standing';
import { presentPost } from './post.presenter';
import { attachmentsOf, findPostFor, likedAmong, type PostRow, type ViewerPostRow } from './post.repository';
import { canSeePost, moderatesByRole } from './post-access';
import { recordPostHistory } from './post-history.repository';
import { assertKindAllowed, assertSameProject } from './post-kinds';
import {
  attachmentsOfPost,
  deleteAttachments,
  deletePost,
  descriptionTextOf,
  insertPost,
  linkAttachments,
  schoolSettingsOf,
  storageKeysOf,
  unlinkedAttachments,
  updatePost,
  userNameOf,
} from './post-write.repository';
import { type PostingDialog, postingRefusal } from './posting-policy';
import { sanitizePost } from './sanitize-post';

/** A 403 that also names the dialog to show (Posting Restricted, subscription, consent). */
export class PostingRefusedError extends AppError {
  constructor(
    message: string,
    readonly dialog: PostingDialog,
    until?: Date,
  ) {
    super(dialog, message, { until });
  }
}

/** Refuses with the dialog when the actor may not post or comment now. */
export async function assertMayWrite(db: Queryable, actor: Actor, what: 'post' | 'comment'): Promise<void> {
  const refusal = postingRefusal(await postingContextOf(db, actor), what);
  if (refusal) throw new PostingRefusedError(refusal.message, refusal.dialog, refusal.until);
}

export const postNotFound = () => notFound(COMMUNITY_MESSAGES.postNotFound);

export interface VisiblePost {
  row: PostRow;
  /** The caller moderates the post's school. */
  moderator: boolean;
}

/** The same answer as `moderates(viewer, row.instituteId)`, from the columns `selectPostsFor` read. */
export function moderatesRow(viewer: Actor | null, row: ViewerPostRow): boolean {
  if (!viewer || !row.instituteId || viewer.instituteId !== row.instituteId) return false;
  return moderatesByRole(viewer, row.instituteId) || row.viewerOnCommittee;
}

export interface VisibleViewerPost {
  row: ViewerPostRow;
  moderator: boolean;
}

/** A post (by id, slug…) the caller may see, read with what presenting it needs: one round trip; else 404. */
export async function visiblePostWhere(db: Queryable, viewer: Actor | null, where: SQL): Promise<VisibleViewerPost> {
  const row = await findPostFor(db, viewer, where);
  if (!row) throw postNotFound();
  const moderator = moderatesRow(viewer, row);
  if (!canSeePost(viewer, row, moderator)) throw postNotFound();
  return { row, moderator };
}

/** The post if the caller may see it; otherwise the same 404 as a post that does not exist. */
export function visiblePost(db: Queryable, viewer: Actor | null, postId: string): Promise<VisiblePost> {
  return visiblePostWhere(db, viewer, eq(posts.id, postId));
}

/** Rows read by `selectPostsFor` (same viewer) → wire posts, with no further query. */
export function presentViewerPosts(viewer: Actor | null, rows: ViewerPostRow[]): Post[] {
  return rows.map((row) => {
    const moderator = moderatesRow(viewer, row);
    return presentPost(row, viewer, {
      attachments: row.attachments,
      liked: row.liked,
      moderator,
      schoolGlobalVisibility: moderator && row.schoolGlobalVisibility,
    });
  });
}

/**
 * Rows → wire posts: attachments and the caller's likes in one query each; whether the caller moderates and the
 * school's global-visibility switch are looked up once, and only for posts of the caller's own school.
 */
export async function presentPosts(db: Queryable, viewer: Actor | null, rows: PostRow[]): Promise<Post[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const ownSchool = viewer?.instituteId ?? null;
  const hasOwnSchool = ownSchool !== null && rows.some((row) => row.instituteId === ownSchool);
  const [attachments, liked, moderator] = await Promise.all([
    attachmentsOf(db, ids),
    viewer ? likedAmong(db, viewer.id, ids) : new Set<string>(),
    hasOwnSchool ? moderates(db, viewer, ownSchool) : false,
  ]);
  const settings = moderator && ownSchool ? await schoolSettingsOf(db, ownSchool) : null;
  return rows.map((row) => {
    const moderatesThis = moderator && row.instituteId === ownSchool;
    return presentPost(row, viewer, {
      attachments: attachments.get(row.id) ?? [],
      liked: liked.has(row.id),
      moderator: moderatesThis,
      schoolGlobalVisibility: moderatesThis ? (settings?.globalVisibility ?? false) : false,
    });
  });
}

/** PHOTOS for images, VIDEOS for a video, DOCUMENTS for a PDF, TEXT without attachments. */
export function inferPostType(types: AttachmentType[]): PostType {
  if (types.length === 0) return 'TEXT';
  if (types.includes('VIDEO')) return 'VIDEOS';
  if (types.includes('IMAGE') || types.includes('COVER_IMAGE')) return 'PHOTOS';
  return 'DOCUMENTS';
}

const SLUG_WORDS = 6;
const SLUG_MAX = 60;

/** From the first words of the text and a short random suffix; unique by the index, random enough not to clash. */
export function postSlug(text: string): string {
  const words = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, SLUG_WORDS)
    .join('-')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return `${words || 'post'}-${randomBytes(4).toString('hex')}`;
}

const categoryProblem = (message: string) => badRequest(message, [{ field: 'category', message }]);
const attachmentsProblem = (message: string) => badRequest(message, [{ field: 'attachmentIds', message }]);

/** One of the 13 global categories (by name or slug) or the author's school's own (by slug or name). */
/** One of the 13 global community categories or the school's own (posts and collabs alike); else 400. */
export async function communityCategoryOf(
  db: Queryable,
  instituteId: string | null,
  input: string,
): Promise<{ name: string; slug: string }> {
  const slug = categorySlug(input);
  const global = GLOBAL_CATEGORIES.find((category) => category.slug === slug);
  if (global) return { name: global.name, slug: global.slug };
  if (instituteId) {
    const own = await findCategoryBySlug(db, instituteId, slug);
    if (own) return { name: own.name, slug: own.slug };
  }
  throw categoryProblem('Choose one of the community categories');
}

export interface WriteOptions {
  /** The request named a post type; otherwise it is inferred from the attachments. */
  postTypeGiven: boolean;
}

interface Requested {
  visibility: RequestedVisibility;
  audience: PostBody['audience'];
}

/** Individuals have no school: their posts are for everyone, in the global community. */
function requestedOf(actor: Actor, body: PostBody): Requested {
  if (!actor.instituteId) return { visibility: 'GLOBAL', audience: 'EVERYONE' };
  return { visibility: body.postVisibility, audience: body.audience };
}

export interface WrittenPost {
  post: Post;
  /** Waiting for approval (the web says so). */
  pending: boolean;
}

/** Finds the preview a post keeps (attachments/link-preview.service.ts); without one posts keep none. */
export interface PostLinkPreviews {
  forPost(html: string, current?: LinkPreview | null): Promise<LinkPreview | null>;
}

export class PostService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly linkPreviews?: PostLinkPreviews,
  ) {}

  async create(actor: Actor, body: PostBody, options: WriteOptions): Promise<WrittenPost> {
    await assertMayWrite(this.db, actor, 'post');
    await assertKindAllowed(this.db, actor, body);
    const description = sanitizePost(body.description);
    if (!description.text && body.attachmentIds.length === 0) {
      throw badRequest('Write something or add a photo, video or document', [
        { field: 'description', message: 'Write something or add a photo, video or document' },
      ]);
    }
    const category = await communityCategoryOf(this.db, actor.instituteId, body.category);
    const requested = requestedOf(actor, body);
    const [settings, moderator] = await Promise.all([
      actor.instituteId ? schoolSettingsOf(this.db, actor.instituteId) : null,
      moderates(this.db, actor, actor.instituteId),
    ]);
    const state = initialState(requested.visibility, settings, moderator);
    const ids = [...new Set(body.attachmentIds)];
    // Fetched before the transaction: no row lock waits on another site.
    const linkPreview = (await this.linkPreviews?.forPost(description.html)) ?? null;

    const postId = await this.db.transaction(async (tx) => {
      const attachments = await unlinkedAttachments(tx, actor.id, ids);
      if (attachments.length !== ids.length) throw attachmentsProblem('Some attachments are not yours or are in use');
      const byId = new Map(attachments.map((row) => [row.id, row]));
      const types = ids.map((id) => byId.get(id)?.attachmentType).filter((type) => type !== undefined);
      const id = await insertPost(tx, {
        slug: postSlug(body.title || description.text),
        title: body.title || null,
        collabId: body.collabId ?? null,
        authorId: actor.id,
        instituteId: actor.instituteId,
        feedKind: body.feedKind,
        postType: options.postTypeGiven ? body.postType : inferPostType(types),
        category: category.name,
        categorySlug: category.slug,
        topic: body.topic || null,
        descriptionHtml: description.html,
        descriptionText: description.text,
        linkPreview,
        audience: requested.audience,
        visibility: state.visibility,
        requestedVisibility: requested.visibility,
        requestStatus: state.requestStatus,
        publishedAt: state.publishedAt,
      });
      await linkAttachments(tx, id, ids, body.attachmentTitle);
      return id;
    });
    return { post: await this.present(actor, postId), pending: state.requestStatus === 'PENDING' };
  }

  /**
   * The author edits. A published post edited by someone who does not moderate the school goes back to approval
   * (unless the school approves automatically); the change is kept in the post's history.
   */
  async edit(actor: Actor, postId: string, body: PostBody, options: WriteOptions): Promise<WrittenPost> {
    const { row } = await visiblePost(this.db, actor, postId);
    if (row.authorId !== actor.id) throw forbidden('Only the author can edit this post');
    if (row.removedAt) throw forbidden('This post was removed and can no longer be edited');
    await assertMayWrite(this.db, actor, 'post');
    assertSameProject(row, body);
    await assertKindAllowed(this.db, actor, body);
    const description = sanitizePost(body.description);
    if (!description.text && body.attachmentIds.length === 0) {
      throw badRequest('Write something or add a photo, video or document', [
        { field: 'description', message: 'Write something or add a photo, video or document' },
      ]);
    }
    const category = await communityCategoryOf(this.db, actor.instituteId, body.category);
    const requested = requestedOf(actor, body);
    const [settings, moderator] = await Promise.all([
      row.instituteId ? schoolSettingsOf(this.db, row.instituteId) : null,
      moderates(this.db, actor, row.instituteId),
    ]);
    const next = stateAfterEdit(row, requested.visibility, settings, moderator);
    const ids = [...new Set(body.attachmentIds)];
    const kept = linkPreviewSchema.safeParse(row.linkPreview);
    const linkPreview = this.linkPreviews
      ? await this.linkPreviews.forPost(description.html, kept.success ? kept.data : null)
      : row.linkPreview;

    const removedFiles = await this.db.transaction(async (tx) => {
      const current = await attachmentsOfPost(tx, postId);
      const currentIds = new Set(current.map((attachment) => attachment.id));
      const added = ids.filter((id) => !currentIds.has(id));
      const claimed = await unlinkedAttachments(tx, actor.id, added);
      if (claimed.length !== added.length) throw attachmentsProblem('Some attachments are not yours or are in use');
      const dropped = current.filter((attachment) => !ids.includes(attachment.id));
      await deleteAttachments(
        tx,
        dropped.map((attachment) => attachment.id),
      );
      await linkAttachments(tx, postId, ids, body.attachmentTitle);
      const kept = [...current.filter((attachment) => ids.includes(attachment.id)), ...claimed];
      const beforeText = await descriptionTextOf(tx, postId);
      await updatePost(tx, postId, {
        postType: options.postTypeGiven ? body.postType : inferPostType(kept.map((a) => a.attachmentType)),
        category: category.name,
        categorySlug: category.slug,
        topic: body.topic || null,
        title: body.title || null,
        linkPreview,
        descriptionHtml: description.html,
        descriptionText: description.text,
        audience: requested.audience,
        feedKind: body.feedKind,
        requestedVisibility: requested.visibility,
        ...next,
      });
      await recordPostHistory(tx, {
        postId,
        actorId: actor.id,
        actorName: await userNameOf(tx, actor.id),
        action: 'post.edited',
        summary:
          next.requestStatus === 'PENDING' && row.requestStatus !== 'PENDING'
            ? 'Edited; sent for approval again'
            : 'Edited',
        before: {
          title: row.title,
          description: row.descriptionHtml,
          descriptionText: beforeText,
          category: row.category,
          visibility: row.visibility,
        },
        after: {
          title: body.title || null,
          description: description.html,
          descriptionText: description.text,
          category: category.name,
          visibility: next.visibility,
        },
      });
      return storageKeysOf(dropped);
    });
    await this.removeFiles(removedFiles);
    return { post: await this.present(actor, postId), pending: next.requestStatus === 'PENDING' };
  }

  /** The author, or a moderator of the post's school (recorded in the school's audit log). */
  async remove(actor: Actor, postId: string): Promise<void> {
    const { row, moderator } = await visiblePost(this.db, actor, postId);
    const own = row.authorId === actor.id;
    if (!own && !moderator) throw forbidden('Only the author or the school can delete this post');
    const files = await this.db.transaction(async (tx) => {
      const keys = storageKeysOf(await attachmentsOfPost(tx, postId));
      if (!(await deletePost(tx, postId))) throw postNotFound();
      if (!own && row.instituteId) {
        await recordAudit(tx, {
          instituteId: row.instituteId,
          actorId: actor.id,
          action: 'community-post.deleted',
          entityType: 'community-post',
          entityId: postId,
          summary: `Deleted a community post by ${row.authorName}`,
          data: { slug: row.slug, authorId: row.authorId, category: row.category },
        });
      }
      return keys;
    });
    await this.removeFiles(files);
  }

  private async present(actor: Actor, postId: string): Promise<Post> {
    const row = await findPostFor(this.db, actor, eq(posts.id, postId));
    if (!row) throw postNotFound();
    const [post] = presentViewerPosts(actor, [row]);
    if (!post) throw postNotFound();
    return post;
  }

  /** After the commit: a file that cannot be removed now is only wasted space, never a failed request. */
  private async removeFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.remove(key).catch(() => undefined)));
  }
}

type StateChange = Pick<PostRow, 'requestStatus' | 'visibility' | 'publishedAt'>;

/**
 * Where an edited post lands: moderators, auto-approving schools and individuals publish at once (a published
 * post keeps its date); anyone else's edit waits for approval again.
 */
export function stateAfterEdit(
  row: Pick<PostRow, 'requestStatus' | 'publishedAt'>,
  requested: RequestedVisibility,
  settings: SchoolSettings | null,
  moderator: boolean,
  now: Date = new Date(),
): StateChange {
  const state = initialState(requested, settings, moderator, now);
  if (state.requestStatus === 'PUBLISHED') {
    return {
      requestStatus: 'PUBLISHED',
      visibility: publishedVisibility(requested, settings),
      publishedAt: row.requestStatus === 'PUBLISHED' ? (row.publishedAt ?? now) : now,
    };
  }
  return { requestStatus: 'PENDING', visibility: 'SELF', publishedAt: null };
}
