/** Forgotten-password links, set-your-password links for added members, and password change. */
import type { LoginKind } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/crypto';
import { badRequest, forbidden } from '../../lib/errors';
import type { MailQuota } from '../../lib/mail-quota';
import type { Mailer } from '../../lib/mailer';
import type { Actor } from '../../plugins/auth';
import { findUserByEmail, findUserById, updateUser } from '../user/user.repository';
import { resetPasswordMail } from './auth.mails';
import { changePasswordKindOf } from './auth.policy';
import { useLink } from './credential.repository';
import { issueLink, LINK_TTL_MS, linkExpired, liveLink } from './link.service';
import type { PasswordCheck } from './password-check';
import type { SessionService } from './session.service';

export class PasswordService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly sessions: SessionService,
    private readonly publicUrl: string,
    private readonly quota: MailQuota,
    private readonly passwordCheck: PasswordCheck,
  ) {}

  /**
   * Sends a reset link when the account exists; the caller answers the same either way, and the
   * address's mail quota is counted either way so a refusal does not tell either.
   */
  async requestReset(email: string, instituteCustomUrl?: string): Promise<void> {
    await this.quota.take('password-reset', email);
    const user = await findUserByEmail(this.db, email);
    if (!user || user.status !== 'ACTIVE') return;
    if (instituteCustomUrl && user.instituteCustomUrl?.toLowerCase() !== instituteCustomUrl) return;
    const purpose = user.passwordHash ? 'RESET_PASSWORD' : 'SET_PASSWORD';
    // Asked for from the sign-in page: straight to choosing a password, even for an invitation never used.
    const link = await issueLink(this.db, this.publicUrl, user.id, purpose, '/reset-password');
    await this.mailer.send(resetPasswordMail(user.email, user.name, link, LINK_TTL_MS[purpose] / 60_000));
  }

  async linkStatus(token: string): Promise<{ valid: boolean; purpose: string | null; email: string | null }> {
    const link = await liveLink(this.db, token, ['RESET_PASSWORD', 'SET_PASSWORD']);
    const user = link && (await findUserById(this.db, link.userId));
    if (!link || !user) return { valid: false, purpose: null, email: null };
    return { valid: true, purpose: link.purpose, email: user.email };
  }

  /** Sets the password from a link; following the emailed link also proves the email address. */
  async resetWithLink(token: string, password: string): Promise<{ email: string }> {
    const link = await liveLink(this.db, token, ['RESET_PASSWORD', 'SET_PASSWORD']);
    const user = link && (await findUserById(this.db, link.userId));
    if (!link || !user || user.status !== 'ACTIVE') throw linkExpired();
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      if (!(await useLink(tx, link.id))) throw linkExpired();
      await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
    });
    await this.sessions.endAllFor(user.id);
    return { email: user.email };
  }

  /** Changes the caller's password; their other sessions end, this one stays. */
  async change(actor: Actor, kind: LoginKind, currentPassword: string, newPassword: string): Promise<void> {
    if (changePasswordKindOf(actor) !== kind) throw forbidden();
    const user = await findUserById(this.db, actor.id);
    if (!user || !(await this.passwordCheck.matches(user.id, user.passwordHash, currentPassword))) {
      throw badRequest('Current password is incorrect', [
        { field: 'currentPassword', message: 'Current password is incorrect' },
      ]);
    }
    if (currentPassword === newPassword) {
      throw badRequest('Choose a password you have not used here', [
        { field: 'newPassword', message: 'The new password must differ from the current one' },
      ]);
    }
    await updateUser(this.db, user.id, { passwordHash: await hashPassword(newPassword) });
    await this.sessions.endAllFor(user.id, actor.familyId);
  }
}
