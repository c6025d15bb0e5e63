/**
 * Reporting posts (spec §4, §9): a member reports a post they can see once (never their own); the post's
 * school reviews it once (ignore or remove). Acting closes every open report of the post with the same
 * decision and the acting user's name, writes the post history, tells the reporters, and may restrict the
 * author after repeated upheld reports. A removal clears the feeds' caches (the community core's postChanged).
 */
import {
  COMMUNITY_MESSAGES,
  COMMUNITY_REPORT_MESSAGES,
  type PostReportAction,
  type ReportedPost,
  type ReportedPostCounts,
  type ReportedPostsQuery,
  type ReportFiled,
  type ReportPostBody,
} from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { Mailer } from '../../../lib/mailer';
import { offsetOf, type Page, pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import { recordAudit } from '../../audit/audit.repository';
import type { NotificationExports } from '../../notification/notification.module';
import { onUniqueViolation } from '../../team/unique-violation';
import { userNameOf } from '../../user/user.repository';
import type { CommunityExports } from '../community.module';
import { moderates } from '../member-standing.repository';
import { recordPostHistory } from '../post-history.repository';
import { moderatedSchoolOf } from '../post-rules';
import { canSeePost } from '../post-visibility';
import { descriptionTextOf } from '../post-write.repository';
import { reportOutcomeMail } from './report.mails';
import {
  closeOpenReportsOf,
  closeReport,
  countReportsByStatus,
  findOwnReport,
  findReport,
  insertReport,
  listReports,
  lockMember,
  lockPost,
  markReporterNotified,
  openReportersOf,
  type ReportRow,
  removePost,
  reportCounts,
  reportersToTell,
} from './report.repository';
import { findPostById, postRowsById } from './reported-post.repository';
import { restrictIfRepeated } from './restriction.service';

const alreadyReported = () => conflict(COMMUNITY_MESSAGES.alreadyReported);

export class ReportService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly community: Pick<CommunityExports, 'postChanged' | 'presentPosts'>,
    private readonly notifications: NotificationExports['notifications'],
  ) {}

  async report(actor: Actor, postId: string, body: ReportPostBody): Promise<ReportFiled> {
    const post = await findPostById(this.db, postId);
    const moderator = post ? await moderates(this.db, actor, post.instituteId) : false;
    if (!post || post.removedAt || !canSeePost(actor, post, moderator)) {
      throw notFound(COMMUNITY_MESSAGES.postNotFound);
    }
    if (post.authorId === actor.id) throw badRequest(COMMUNITY_REPORT_MESSAGES.ownPost);
    const work = async () => {
      if (await findOwnReport(this.db, actor.id, postId)) throw alreadyReported();
      return insertReport(this.db, {
        postId,
        reporterId: actor.id,
        instituteId: post.instituteId,
        reason: body.reason,
        details: body.details ?? null,
      });
    };
    const row = await onUniqueViolation(work, alreadyReported);
    return { id: row.id, postId };
  }

  async list(actor: Actor, query: ReportedPostsQuery): Promise<Page<ReportedPost>> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    const { rows, total } = await listReports(this.db, instituteId, query.status, query.size, offsetOf(query));
    return pageFrom(await this.present(actor, rows), query, total);
  }

  /** How many reports of the caller's school are open, ignored and removed (the review's status tabs). */
  async counts(actor: Actor): Promise<ReportedPostCounts> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    const counts: ReportedPostCounts = { OPEN: 0, IGNORED: 0, REMOVED: 0 };
    for (const row of await countReportsByStatus(this.db, instituteId)) counts[row.status] += row.total;
    return counts;
  }

  async act(actor: Actor, reportId: string, action: PostReportAction): Promise<ReportedPost> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    const removed = action === 'remove';
    const status = removed ? 'REMOVED' : 'IGNORED';
    const report = await this.db.transaction(async (tx) => {
      const found = await findReport(tx, instituteId, reportId);
      if (!found) throw notFound(COMMUNITY_REPORT_MESSAGES.reportNotFound);
      await lockPost(tx, found.postId);
      const post = await findPostById(tx, found.postId);
      if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
      const now = new Date();
      const decision = {
        status,
        actionTakenBy: actor.id,
        actionTakenByUserName: await userNameOf(tx, actor.id),
        actedAt: now,
      } as const;
      const reporters = await openReportersOf(tx, found.postId);
      if (!(await closeReport(tx, reportId, decision))) throw conflict(COMMUNITY_MESSAGES.actionNotAllowed);
      await closeOpenReportsOf(tx, found.postId, decision);
      if (removed) await removePost(tx, found.postId, now);
      await recordPostHistory(tx, {
        postId: found.postId,
        actorId: actor.id,
        actorName: decision.actionTakenByUserName,
        action: removed ? 'report.removed' : 'report.ignored',
        summary: removed ? 'Removed the post after a report' : 'Ignored the reports; the post stays',
        before: { reportStatus: 'OPEN', removedAt: post.removedAt?.toISOString() ?? null },
        after: {
          reportStatus: status,
          removedAt: removed ? now.toISOString() : (post.removedAt?.toISOString() ?? null),
        },
      });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: removed ? 'community-report.removed' : 'community-report.ignored',
        entityType: 'community-report',
        entityId: reportId,
        summary: removed ? 'Removed a reported post' : 'Ignored a report on a post',
        data: { postId: found.postId, reason: found.reason },
      });
      if (removed) {
        await lockMember(tx, post.authorId);
        await restrictIfRepeated(tx, post.authorId, now);
      }
      // Every reporter hears the outcome, and the author of a removed post, with the decision's transaction.
      const text = removed ? await descriptionTextOf(tx, post.id) : '';
      const ref = { slug: post.slug, feedKind: post.feedKind, title: post.title, text };
      await this.notifications.notify(tx, [
        ...reporters.map((reporter) => ({
          kind: 'REPORT_REVIEWED' as const,
          recipientId: reporter.reporterId,
          instituteId: reporter.instituteId,
          actorId: actor.id,
          post: ref,
          removed,
        })),
        ...(removed
          ? [
              {
                kind: 'POST_REMOVED' as const,
                recipientId: post.authorId,
                instituteId: post.instituteId,
                actorId: actor.id,
                post: ref,
              },
            ]
          : []),
      ]);
      return { ...found, ...decision };
    });
    // A removed post leaves the published feeds: every process drops its cached pages.
    if (removed) this.community.postChanged(report.postId);
    await this.tellReporters(report.postId, removed);
    const [presented] = await this.present(actor, [report]);
    if (!presented) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    return presented;
  }

  /** Best effort: a mail that fails stays untold (reporterNotifiedAt null) and does not undo the decision. */
  private async tellReporters(postId: string, removed: boolean): Promise<void> {
    for (const reporter of await reportersToTell(this.db, postId)) {
      try {
        await this.mailer.send(reportOutcomeMail(reporter.email, reporter.name, removed));
        await markReporterNotified(this.db, reporter.reportId);
      } catch {
        // Left for a later retry: the decision stands either way.
      }
    }
  }

  private async present(actor: Actor, rows: ReportRow[]): Promise<ReportedPost[]> {
    const postIds = [...new Set(rows.map((row) => row.postId))];
    const [postRows, counts] = await Promise.all([postRowsById(this.db, postIds), reportCounts(this.db, postIds)]);
    const presented = await this.community.presentPosts(this.db, actor, [...postRows.values()]);
    const byId = new Map(presented.map((post) => [post.id, post]));
    return rows.flatMap((row) => {
      const post = byId.get(row.postId);
      if (!post) return [];
      return [
        {
          id: row.id,
          entityId: row.postId,
          post,
          reason: row.reason,
          details: row.details,
          reportCount: counts.get(row.postId) ?? 0,
          status: row.status,
          actionAllowed: row.status === 'OPEN',
          actionTakenByUserName: row.actionTakenByUserName,
          createdAt: row.createdAt.toISOString(),
        },
      ];
    });
  }
}
