/**
 * Appeals (spec §4): a post's author may appeal once, for a declined post or one removed on a report.
 * A declined post goes back to the school's pending queue (PENDING, still SELF); for a removed post the
 * appeal is recorded in the history and the school account is emailed. A second appeal is refused.
 */
import { type AppealResult, COMMUNITY_MESSAGES, COMMUNITY_REPORT_MESSAGES } from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import type { Mailer } from '../../../lib/mailer';
import type { Actor } from '../../../plugins/auth';
import { userNameOf } from '../../user/user.repository';
import { moderates } from '../member-standing.repository';
import { mayAppeal } from '../post.policy';
import { recordPostHistory } from '../post-history.repository';
import { canSeePost } from '../post-visibility';
import { appealMail } from './report.mails';
import { hasUpheldReport, schoolAccountEmail } from './report.repository';
import { findPostById, markAppealed } from './reported-post.repository';

const appealNotAllowed = () => conflict(COMMUNITY_MESSAGES.appealNotAllowed);

export class AppealService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    /** The post's state changed: cached pages of it are dropped (the community core's postChanged). */
    private readonly postChanged: (postId: string) => void,
  ) {}

  async appeal(actor: Actor, postId: string, now: Date = new Date()): Promise<AppealResult> {
    const post = await findPostById(this.db, postId);
    if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    if (post.authorId !== actor.id) {
      const moderator = await moderates(this.db, actor, post.instituteId);
      throw canSeePost(actor, post, moderator) ? forbidden() : notFound(COMMUNITY_MESSAGES.postNotFound);
    }
    if (!mayAppeal(actor, post)) {
      throw post.appealedAt ? appealNotAllowed() : badRequest(COMMUNITY_REPORT_MESSAGES.notAppealable);
    }
    const declined = post.requestStatus === 'DECLINED' && !post.removedAt;
    const result = await this.db.transaction(async (tx) => {
      // The policy allows a removed post; only a removal on a report (not the author's own delete) is appealed.
      if (!declined && !(await hasUpheldReport(tx, postId))) {
        throw badRequest(COMMUNITY_REPORT_MESSAGES.notAppealable);
      }
      const requestStatus = declined ? 'PENDING' : post.requestStatus;
      const visibility = declined ? 'SELF' : post.visibility;
      if (!(await markAppealed(tx, postId, { at: now, requestStatus, visibility }))) throw appealNotAllowed();
      await recordPostHistory(tx, {
        postId,
        actorId: actor.id,
        actorName: await userNameOf(tx, actor.id),
        action: 'post.appealed',
        summary: declined
          ? 'Appealed the decline; the post waits for approval again'
          : 'Appealed the removal after a report',
        before: { requestStatus: post.requestStatus, appealedAt: null },
        after: { requestStatus, appealedAt: now.toISOString() },
      });
      return { postId, requestStatus, appealedAt: now.toISOString() };
    });
    this.postChanged(postId);
    if (!declined && post.instituteId) await this.tellSchool(post.instituteId, post.schoolName ?? 'your school');
    return result;
  }

  /** Best effort: the appeal is recorded whether or not the mail goes out. */
  private async tellSchool(instituteId: string, schoolName: string): Promise<void> {
    const email = await schoolAccountEmail(this.db, instituteId);
    if (!email) return;
    try {
      await this.mailer.send(appealMail(email, schoolName, `${this.publicUrl}/reported-posts?status=REMOVED`));
    } catch {
      // The history keeps the appeal; the school sees it on the post.
    }
  }
}
