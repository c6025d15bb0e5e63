/**
 * The pending-approval queue (spec §4): a school's moderators list its waiting, declined and expired posts and
 * act on a waiting one once: ANYONE publishes (GLOBAL only with the school's global visibility on), BLOCKED
 * declines and tells the author, DELETE removes the post for good. The rules are post.policy.ts'; each
 * action is recorded with before/after in the transaction that makes it.
 */
import {
  type ApprovalAction,
  type ApprovalResult,
  COMMUNITY_MESSAGES,
  MODERATION_MESSAGES,
  type MyPendingQuery,
  type PendingCounts,
  type PendingFilter,
  type Post,
  type PostTypeTab,
} from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Mail, Mailer } from '../../lib/mailer';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import type { NotificationExports } from '../notification/notification.module';
import { approvalOutcome, type RequestedVisibility } from './approval.policy';
import {
  authorQueueWhere,
  contactOf,
  countSchoolQueue,
  deletePost,
  moderatorName,
  newestCreatedFirst,
  schoolQueueWhere,
  storageKeysOf,
  updatePost,
} from './approval.repository';
import { emitPostChanged } from './community-events';
import { approvalRefusal, assertAllowed } from './post.policy';
import { presentPosts, presentTypeCounts } from './post.presenter';
import { countPosts, findPostById, type PostRow, selectPosts } from './post.repository';
import { recordPostHistory } from './post-history.repository';
import { moderatedPostOf, moderatedSchoolOf } from './post-rules';
import { settingsOf } from './settings.repository';

const stateOf = (post: { requestStatus: string; visibility: string }) => ({
  requestStatus: post.requestStatus,
  visibility: post.visibility,
});

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 77)}...` : flat;
};

/** The kind note a declined post's author receives. */
export function declinedMail(to: string, name: string, schoolName: string | null, text: string): Mail {
  const community = schoolName ? `the ${schoolName} community` : 'the community';
  const what = text ? `your post "${excerpt(text)}"` : 'your post';
  return {
    to,
    subject: 'About your community post',
    text: `Hello ${name.split(' ')[0]},\n\nThank you for sharing with ${community}. A reviewer looked at ${what} and could not publish it this time, because it ${MODERATION_MESSAGES.declinedReason}.\n\nYou can still see it among your posts, marked Rejected. We would love to see what you share next!\n\nThe ${schoolName ?? 'Noticeboard'} community team\n`,
  };
}

type PendingQuery = { page: number; size: number; postType: PostTypeTab; status: PendingFilter };

export class ApprovalService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly storage: FileStorage,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly bus: InvalidationBus,
    private readonly notifications: NotificationExports['notifications'],
  ) {}

  /** The caller's school's posts in one queue state and post-type tab, newest first. */
  async pending(actor: Actor, query: PendingQuery, now: Date = new Date()): Promise<Page<Post>> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    const where = schoolQueueWhere(instituteId, query.postType, query.status, now);
    return this.page(actor, where, query, now);
  }

  /**
   * How many posts of the caller's school each state and post-type tab holds (ALL: every type): one grouped
   * statement over the same rows and states as `pending`, so a tab's number is what opening it lists.
   */
  async counts(actor: Actor, now: Date = new Date()): Promise<PendingCounts> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    const rows = await countSchoolQueue(this.db, instituteId, now);
    const of = (state: PendingFilter) => presentTypeCounts(rows.filter((row) => row.state === state));
    return { PENDING: of('PENDING'), DECLINED: of('DECLINED'), EXPIRED: of('EXPIRED') };
  }

  /** The caller's own waiting, declined and expired posts. */
  async mine(actor: Actor, query: MyPendingQuery, now: Date = new Date()): Promise<Page<Post>> {
    return this.page(actor, authorQueueWhere(actor.id, query, now), query, now);
  }

  private async page(
    actor: Actor,
    where: ReturnType<typeof schoolQueueWhere>,
    query: { page: number; size: number },
    now: Date,
  ): Promise<Page<Post>> {
    const [rows, total] = await Promise.all([
      selectPosts(this.db, { where, orderBy: newestCreatedFirst, limit: query.size, offset: offsetOf(query) }),
      countPosts(this.db, where),
    ]);
    return pageFrom(await presentPosts(this.db, actor, rows, { queueAt: now }), query, total);
  }

  /** One action on a waiting post of the caller's school; a post already acted on (or expired) answers 409. */
  async act(actor: Actor, postId: string, action: ApprovalAction, now: Date = new Date()): Promise<ApprovalResult> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    const done = await this.db.transaction(async (tx) => {
      const post = await moderatedPostOf(tx, instituteId, postId);
      assertAllowed(approvalRefusal(post, now));
      const settings = await settingsOf(tx, instituteId);
      const requested: RequestedVisibility =
        post.requestedVisibility === 'SELF' ? 'INSTITUTE' : post.requestedVisibility;
      const outcome = approvalOutcome(action, requested, settings);
      const name = await moderatorName(tx, actor.id);
      if (outcome.kind === 'delete') {
        const keys = await storageKeysOf(tx, post.id);
        await deletePost(tx, post.id);
        // The post's history goes with it; the school's audit log keeps the deletion.
        await recordAudit(tx, {
          instituteId,
          actorId: actor.id,
          action: 'post.deleted',
          entityType: 'community-post',
          entityId: post.id,
          summary: `${name} deleted a post waiting for approval`,
          data: { authorId: post.authorId, before: stateOf(post), after: null },
        });
        await this.notifications.notify(tx, {
          kind: 'POST_DELETED',
          recipientId: post.authorId,
          instituteId,
          actorId: actor.id,
          post: { title: null, text: post.descriptionText },
        });
        return { kind: 'delete' as const, keys };
      }
      const after = { requestStatus: outcome.requestStatus, visibility: outcome.visibility };
      await updatePost(tx, post.id, { ...after, publishedAt: outcome.kind === 'publish' ? now : null });
      await recordPostHistory(tx, {
        postId: post.id,
        actorId: actor.id,
        actorName: name,
        action: outcome.kind === 'publish' ? 'post.approved' : 'post.declined',
        summary:
          outcome.kind === 'publish'
            ? `${name} approved the post (${outcome.visibility === 'GLOBAL' ? 'all communities' : 'own school'})`
            : `${name} declined the post: it ${MODERATION_MESSAGES.declinedReason}`,
        before: stateOf(post),
        after,
      });
      const row = await findPostById(tx, post.id);
      // The author hears of the decision in the same transaction: never lost, never for a rolled-back change.
      if (row) {
        const ref = { slug: row.slug, feedKind: row.feedKind, title: row.title, text: post.descriptionText };
        const event = { recipientId: post.authorId, instituteId, actorId: actor.id, post: ref };
        const everyone = outcome.visibility === 'GLOBAL' && row.audience === 'EVERYONE';
        await this.notifications.notify(
          tx,
          outcome.kind === 'publish'
            ? { ...event, kind: 'POST_APPROVED', everyone }
            : { ...event, kind: 'POST_DECLINED' },
        );
      }
      return { kind: outcome.kind, row, text: post.descriptionText };
    });
    emitPostChanged(this.bus, postId);

    if (done.kind === 'delete') {
      await this.removeFiles(done.keys);
      return { postId, action, post: null };
    }
    if (!done.row) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    if (done.kind === 'decline') await this.tellAuthor(done.row, done.text);
    const [presented] = await presentPosts(this.db, actor, [done.row], { queueAt: now });
    return { postId, action, post: presented ?? null };
  }

  private async tellAuthor(row: PostRow, text: string): Promise<void> {
    try {
      const author = await contactOf(this.db, row.authorId);
      if (!author) return;
      await this.mailer.send(declinedMail(author.email, author.name, row.schoolName, text));
    } catch (error) {
      // The decision stands; the author still sees the post marked Rejected.
      this.log.warn({ err: error, postId: row.id }, 'could not send the declined-post mail');
    }
  }

  private async removeFiles(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.remove(key)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) this.log.warn({ failed }, 'some files of a deleted post could not be removed');
  }
}
