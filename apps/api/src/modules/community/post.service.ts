/**
 * Writing posts (spec §2, §4, §6): create, edit (author only) and delete (author or the school's moderators).
 * Who may write is post.policy.ts' (through post-rules.ts for what it reads from the database); what a post is made
 * of is post-content.ts'; where it lands (published or waiting for approval) is the policy's state machine.
 * Every write tells the feeds' caches after its transaction (community-events.ts).
 */
import {
  type LinkPreview,
  linkPreviewSchema,
  type Post,
  type PostBody,
  type PostingStanding,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { userNameOf } from '../user/user.repository';
import { initialState, stateAfterEdit } from './approval.policy';
import { emitPostChanged } from './community-events';
import { moderates } from './member-standing.repository';
import { assertAllowed, deleteRefusal, editRefusal, projectChangeRefusal } from './post.policy';
import { presentViewerPosts } from './post.presenter';
import { findViewerPostById } from './post.repository';
import {
  attachmentsProblem,
  communityCategoryOf,
  inferPostType,
  postSlug,
  postTextOf,
  requestedOf,
} from './post-content';
import { recordPostHistory } from './post-history.repository';
import { assertKindAllowed, type WritingCheck } from './post-rules';
import { postNotFound, visiblePost } from './post-visibility';
import {
  attachmentsOfPost,
  deleteAttachments,
  deletePost,
  descriptionTextOf,
  insertPost,
  linkAttachments,
  storageKeysOf,
  unlinkedAttachments,
  updatePost,
} from './post-write.repository';
import { settingsOf } from './settings.repository';

export interface WriteOptions {
  /** The request named a post type; otherwise it is inferred from the attachments. */
  postTypeGiven: boolean;
}

/** Finds the preview a post keeps (attachments/link-preview.service.ts); without one posts keep none. */
export interface PostLinkPreviews {
  forPost(html: string, current?: LinkPreview | null): Promise<LinkPreview | null>;
}

export class PostService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly bus: InvalidationBus,
    private readonly assertMayWrite: WritingCheck,
    private readonly linkPreviews?: PostLinkPreviews,
  ) {}

  /** Where the caller's next post lands: the facts `create` weighs, read the same way (no guess in the web). */
  async standing(actor: Actor): Promise<PostingStanding> {
    if (!actor.instituteId) return { needsApproval: false, sharesBeyondSchool: null };
    const [settings, moderator] = await Promise.all([
      settingsOf(this.db, actor.instituteId),
      moderates(this.db, actor, actor.instituteId),
    ]);
    const state = initialState('GLOBAL', settings, moderator);
    return { needsApproval: state.requestStatus === 'PENDING', sharesBeyondSchool: settings.globalVisibility };
  }

  async create(actor: Actor, body: PostBody, options: WriteOptions): Promise<Post> {
    await this.assertMayWrite(this.db, actor, 'post');
    await assertKindAllowed(this.db, actor, body);
    const description = postTextOf(body);
    const category = await communityCategoryOf(this.db, actor.instituteId, body.category);
    const requested = requestedOf(actor, body);
    const [settings, moderator] = await Promise.all([
      actor.instituteId ? settingsOf(this.db, actor.instituteId) : null,
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
    emitPostChanged(this.bus, postId);
    // Waiting for approval when the post's requestStatus is PENDING (the web says so).
    return this.present(actor, postId);
  }

  /**
   * The author edits. A published post edited by someone who does not moderate the school goes back to approval
   * (unless the school approves automatically); the change is kept in the post's history.
   */
  async edit(actor: Actor, postId: string, body: PostBody, options: WriteOptions): Promise<Post> {
    const { row } = await visiblePost(this.db, actor, postId);
    assertAllowed(editRefusal(actor, row));
    await this.assertMayWrite(this.db, actor, 'post');
    assertAllowed(projectChangeRefusal(row, body));
    await assertKindAllowed(this.db, actor, body);
    const description = postTextOf(body);
    const category = await communityCategoryOf(this.db, actor.instituteId, body.category);
    const requested = requestedOf(actor, body);
    const [settings, moderator] = await Promise.all([
      row.instituteId ? settingsOf(this.db, row.instituteId) : null,
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
    emitPostChanged(this.bus, postId);
    await this.removeFiles(removedFiles);
    return this.present(actor, postId);
  }

  /** The author, or a moderator of the post's school (recorded in the school's audit log). */
  async remove(actor: Actor, postId: string): Promise<void> {
    const { row, moderator } = await visiblePost(this.db, actor, postId);
    assertAllowed(deleteRefusal(actor, row, moderator));
    const own = row.authorId === actor.id;
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
    emitPostChanged(this.bus, postId);
    await this.removeFiles(files);
  }

  private async present(actor: Actor, postId: string): Promise<Post> {
    const row = await findViewerPostById(this.db, actor, postId);
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
