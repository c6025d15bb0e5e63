/**
 * The link a parent gets to change the choices they made for their child: the consent request and the parent's
 * address, with an expiry, signed with an HMAC key derived from the app's secret. No row: a link dies when it
 * expires, and at once when the school readdresses the request to someone else (the address must still match).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PARENT_MANAGE_LINK_DAYS = 7;

export interface ParentManageClaims {
  consentId: string;
  email: string;
  expiresAt: Date;
}

export class ParentManageTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('parent-consent-manage-v1').digest();
  }

  sign(claims: ParentManageClaims): string {
    const payload = Buffer.from(
      JSON.stringify([claims.consentId, claims.email.toLowerCase(), claims.expiresAt.getTime()]),
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a live token this app signed, else null (tampered, foreign or expired). */
  verify(token: string, now: Date): ParentManageClaims | null {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const [consentId, email, expiresAtMs] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (typeof consentId !== 'string' || typeof email !== 'string' || typeof expiresAtMs !== 'number') return null;
      if (expiresAtMs <= now.getTime()) return null;
      return { consentId, email, expiresAt: new Date(expiresAtMs) };
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
