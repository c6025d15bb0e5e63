/**
 * The spam review of a school (`/spam-post`, `/deleted-spam-post`, `/spam-user-list`, `/spam-post-details`):
 * posts reported as fake, spam or scam, the ones removed for it, members reported for spam repeatedly,
 * and one post with all its reports. Only the school's moderators, only their school.
 */
import {
  COMMUNITY_MESSAGES,
  type PageQuery,
  roleOf,
  type SpamPost,
  type SpamPostDetails,
  type SpamUser,
} from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import type { CommunityExports } from '../community.module';
import { moderatedSchoolOf } from '../post-rules';
import { findSchoolPost, postRowsById } from './reported-post.repository';
import { listSpamPosts, listSpamUsers, reportsOfPost, restrictionEnds, type SpamList } from './spam.repository';

/** Open or upheld spam reports on a member's posts that put them on the spam user list. */
export const SPAM_USER_MIN_REPORTS = 2;

export class SpamService {
  constructor(
    private readonly db: Db,
    private readonly community: Pick<CommunityExports, 'presentPosts'>,
  ) {}

  async posts(actor: Actor, list: SpamList, query: PageQuery): Promise<Page<SpamPost>> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    const { rows, total } = await listSpamPosts(this.db, instituteId, list, query.size, offsetOf(query));
    const postRows = await postRowsById(
      this.db,
      rows.map((row) => row.postId),
    );
    const presented = await this.community.presentPosts(this.db, actor, [...postRows.values()]);
    const byId = new Map(presented.map((post) => [post.id, post]));
    const content = rows.flatMap((row) => {
      const post = byId.get(row.postId);
      if (!post) return [];
      return [
        {
          post,
          spamReportCount: row.spamReportCount,
          lastReportedAt: (row.lastReportedAt ?? new Date(0)).toISOString(),
          removedAt: row.removedAt?.toISOString() ?? null,
        },
      ];
    });
    return pageFrom(content, query, total);
  }

  async users(actor: Actor, query: PageQuery, now: Date = new Date()): Promise<Page<SpamUser>> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    const { rows, total } = await listSpamUsers(
      this.db,
      instituteId,
      SPAM_USER_MIN_REPORTS,
      query.size,
      offsetOf(query),
    );
    const ends = await restrictionEnds(
      this.db,
      rows.map((row) => row.id),
    );
    const content = rows.map((row) => {
      const until = ends.get(row.id);
      const restricted = until !== undefined && until > now;
      return {
        id: row.id,
        name: row.name,
        customUrl: row.customUrl,
        role: roleOf({ type: row.type, userType: row.userType }),
        openSpamReports: row.openSpamReports,
        upheldSpamReports: row.upheldSpamReports,
        restricted,
        restrictedUntil: restricted ? until.toISOString() : null,
      };
    });
    return pageFrom(content, query, total);
  }

  async details(actor: Actor, postId: string): Promise<SpamPostDetails> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    const row = await findSchoolPost(this.db, instituteId, postId);
    if (!row) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    const [[post], reports] = await Promise.all([
      this.community.presentPosts(this.db, actor, [row]),
      reportsOfPost(this.db, instituteId, postId),
    ]);
    if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    return {
      post,
      removedAt: row.removedAt?.toISOString() ?? null,
      reports: reports.map((report) => ({
        ...report,
        actionAllowed: report.status === 'OPEN',
        createdAt: report.createdAt.toISOString(),
      })),
    };
  }
}
