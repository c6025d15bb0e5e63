/**
 * `/community-member/verify`: the emailed link that confirms a person the school invited (or who joined through a
 * join link). The token is the invitation's set-password link: confirming proves the address and, for a person with
 * no password yet, hands them on to /reset-password with the same token, whose password step stays the only one.
 */
import { JOIN_LINK_MESSAGES, type MemberVerifyPreview, type MemberVerifyResult } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { type LinkRow, useLink } from '../auth/credential.repository';
import { liveLink } from '../auth/link.service';
import { findUserById, markEmailVerified, type UserWithInstitute } from '../user/user.repository';

const invitationExpired = (): AppError => new AppError('LINK_EXPIRED', JOIN_LINK_MESSAGES.invitationExpired);

function roleOf(user: UserWithInstitute): MemberVerifyPreview['role'] | null {
  if (user.type === 'CANDIDATE') return 'CANDIDATE';
  if (user.type === 'INDIVIDUAL' && (user.userType === 'FACULTY' || user.userType === 'ADMIN')) return user.userType;
  return null;
}

export class MemberVerifyService {
  constructor(private readonly db: Db) {}

  /** The live invitation and its member of a school, or the "ask your school" answer. */
  private async invitation(
    token: string,
  ): Promise<{ link: LinkRow; user: UserWithInstitute; role: MemberVerifyPreview['role'] }> {
    const link = await liveLink(this.db, token, ['SET_PASSWORD']);
    const user = link && (await findUserById(this.db, link.userId));
    const role = user && roleOf(user);
    if (!link || !user || !role || user.status !== 'ACTIVE' || !user.instituteName || !user.instituteCustomUrl) {
      throw invitationExpired();
    }
    return { link, user, role };
  }

  async preview(token: string): Promise<MemberVerifyPreview> {
    const { user, role } = await this.invitation(token);
    return {
      instituteName: user.instituteName ?? '',
      instituteCustomUrl: user.instituteCustomUrl ?? '',
      role,
      name: user.name,
      email: user.email,
      hasPassword: user.passwordHash !== null,
    };
  }

  /**
   * Confirms the address. A token names its member, and the member their one school: a page that names another
   * school (`school`) is answered 404 and nothing changes.
   */
  async confirm(token: string, school?: string): Promise<MemberVerifyResult> {
    const { link, user } = await this.invitation(token);
    const instituteCustomUrl = user.instituteCustomUrl ?? '';
    if (school !== undefined && school.toLowerCase() !== instituteCustomUrl.toLowerCase()) {
      throw notFound('Invitation not found');
    }
    if (user.passwordHash === null) {
      await markEmailVerified(this.db, user.id);
      return { next: 'SET_PASSWORD', email: user.email, instituteCustomUrl };
    }
    await this.db.transaction(async (tx) => {
      if (!(await useLink(tx, link.id))) throw invitationExpired();
      await markEmailVerified(tx, user.id);
    });
    return { next: 'SIGN_IN', email: user.email, instituteCustomUrl };
  }
}
