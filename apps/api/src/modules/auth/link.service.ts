/** One-time, expiring links (password reset, set-your-password, institute verification). */
import { MESSAGES } from '@noticeboard/shared';
import type { Queryable } from '../../db/client';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { expireUserLinks, findLink, insertLink, type LinkPurpose, type LinkRow } from './credential.repository';

export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  RESET_PASSWORD: 60 * 60_000,
  SET_PASSWORD: 7 * 86_400_000,
  VERIFY_INSTITUTE: 2 * 86_400_000,
};

/**
 * The web page each link opens. An invitation opens /community-member/verify, which confirms the address and then
 * sends the person on to /reset-password with the same token; links sent before it went straight there and still work.
 */
export const LINK_PAGE: Record<LinkPurpose, string> = {
  RESET_PASSWORD: '/reset-password',
  SET_PASSWORD: '/community-member/verify',
  VERIFY_INSTITUTE: '/institute/verify',
};

/** Issues a link (older unused ones of the same purpose stop working) and returns its full URL on `page`. */
export async function issueLink(
  db: Queryable,
  publicUrl: string,
  userId: string,
  purpose: LinkPurpose,
  page: string = LINK_PAGE[purpose],
): Promise<string> {
  await expireUserLinks(db, userId, purpose);
  const token = newOpaqueToken();
  await insertLink(db, {
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LINK_TTL_MS[purpose]),
  });
  return `${publicUrl}${page}?token=${token}`;
}

/** The link a token opens, if it is unused, unexpired and of one of the purposes. */
export async function liveLink(db: Queryable, token: string, purposes: LinkPurpose[]): Promise<LinkRow | null> {
  const row = await findLink(db, sha256(token));
  if (!row || row.usedAt || row.expiresAt <= new Date() || !purposes.includes(row.purpose)) return null;
  return row;
}

/** The answer to a link that is used, replaced or expired: the web sends the reader to /link-expired. */
export const linkExpired = (): AppError => new AppError('LINK_EXPIRED', MESSAGES.linkExpired);
