/** Email one-time codes for sign-up, sent, re-sent and verified against a transactionId. */
import { randomUUID } from 'node:crypto';
import type { OtpTransaction, OtpVerified } from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { newOtpCode, sameHash, sha256 } from '../../lib/crypto';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { MAIL_COOLDOWN_MS, type MailQuota } from '../../lib/mail-quota';
import type { Mailer } from '../../lib/mailer';
import { markInstituteVerified } from '../institute/institute.repository';
import { findUserByEmail, findUserById, markEmailVerified, type UserRow } from '../user/user.repository';
import { OTP_TTL_MINUTES, signupCodeMail } from './auth.mails';
import {
  consumeUserOtps,
  findOtp,
  incrementOtpAttempts,
  insertOtp,
  type OtpRow,
  updateOtp,
} from './credential.repository';

export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS = 5;
/** The same wait as the per-address mail quota, so `resendAvailableAt` is when a resend will be accepted. */
export const OTP_RESEND_COOLDOWN_MS = MAIL_COOLDOWN_MS;

const CODE_EXPIRED = 'This code has expired. Please request a new one.';

function describe(row: Pick<OtpRow, 'id' | 'expiresAt' | 'lastSentAt'>, email: string): OtpTransaction {
  return {
    transactionId: row.id,
    email,
    expiresAt: row.expiresAt.toISOString(),
    resendAvailableAt: new Date(row.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS).toISOString(),
  };
}

export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly quota: MailQuota,
  ) {}

  /** Counts a sign-up code mail to the address (sign-up, send and resend share the count), or refuses with 429. */
  async reserveSend(email: string): Promise<void> {
    await this.quota.take('signup-code', email);
  }

  /** Creates a transaction inside the caller's transaction; the mail goes after it commits. */
  async create(
    tx: Queryable,
    user: Pick<UserRow, 'id' | 'email'>,
  ): Promise<{ transaction: OtpTransaction; code: string }> {
    const code = newOtpCode();
    const row = await insertOtp(tx, {
      userId: user.id,
      purpose: 'SIGNUP',
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    });
    return { transaction: describe(row, user.email), code };
  }

  /**
   * A fresh code for an account still waiting for verification. For any other email the answer
   * looks the same (with a transaction that can never verify), so it reveals no account.
   */
  async send(email: string): Promise<OtpTransaction> {
    await this.reserveSend(email);
    const user = await findUserByEmail(this.db, email);
    if (!user || user.emailVerifiedAt || !user.passwordHash) {
      const now = new Date();
      return describe(
        { id: randomUUID(), expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000), lastSentAt: now },
        email,
      );
    }
    const { transaction, code } = await this.create(this.db, user);
    await this.mailer.send(signupCodeMail(user.email, user.name, code));
    return transaction;
  }

  async resend(transactionId: string): Promise<OtpTransaction> {
    const row = await findOtp(this.db, transactionId);
    if (!row || row.consumedAt) throw badRequest(CODE_EXPIRED);
    const waitMs = row.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS - Date.now();
    if (waitMs > 0) {
      throw tooManyRequests('Please wait a few seconds before asking for another code.', Math.ceil(waitMs / 1000));
    }
    if (row.sends >= OTP_MAX_SENDS) throw tooManyRequests('Too many codes sent. Please try again later.');
    const user = await findUserById(this.db, row.userId);
    if (!user) throw badRequest(CODE_EXPIRED);
    await this.reserveSend(user.email);
    const code = newOtpCode();
    const lastSentAt = new Date();
    const expiresAt = new Date(lastSentAt.getTime() + OTP_TTL_MINUTES * 60_000);
    await updateOtp(this.db, row.id, {
      codeHash: sha256(code),
      attempts: 0,
      sends: row.sends + 1,
      lastSentAt,
      expiresAt,
    });
    await this.mailer.send(signupCodeMail(user.email, user.name, code));
    return describe({ id: row.id, expiresAt, lastSentAt }, user.email);
  }

  /** Checks a code; a right one verifies the email (and the institute, for a school account). */
  async verify(transactionId: string, otp: string): Promise<OtpVerified> {
    const row = await findOtp(this.db, transactionId);
    if (!row || row.consumedAt || row.expiresAt <= new Date()) throw badRequest(CODE_EXPIRED);
    if (row.attempts >= OTP_MAX_ATTEMPTS) throw tooManyRequests('Too many wrong codes. Please request a new one.');
    if (!sameHash(row.codeHash, sha256(otp))) {
      await incrementOtpAttempts(this.db, row.id);
      throw badRequest('That code is not right', [{ field: 'otp', message: 'That code is not right' }]);
    }
    const user = await findUserById(this.db, row.userId);
    if (!user) throw badRequest(CODE_EXPIRED);
    await this.db.transaction(async (tx) => {
      await consumeUserOtps(tx, user.id);
      await markEmailVerified(tx, user.id);
      if (user.type === 'INSTITUTE' && user.instituteId) {
        await markInstituteVerified(tx, user.instituteId);
      }
    });
    return { verified: true, email: user.email };
  }
}
