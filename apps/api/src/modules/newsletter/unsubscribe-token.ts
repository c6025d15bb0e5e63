/**
 * The unsubscribe link's token: the school, the address and the newsletter, signed with an HMAC key derived from
 * the app's secret. It never expires (a link in an old email must still work) and needs no row: anyone holding
 * the mail can unsubscribe that address from that school, and nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UnsubscribeClaims {
  instituteId: string;
  email: string;
  newsletterId: string | null;
}

export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('newsletter-unsubscribe-v1').digest();
  }

  sign(claims: UnsubscribeClaims): string {
    const payload = Buffer.from(
      JSON.stringify([claims.instituteId, claims.email.toLowerCase(), claims.newsletterId]),
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims, or null for a token this app did not sign. */
  verify(token: string): UnsubscribeClaims | null {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const [instituteId, email, newsletterId] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (typeof instituteId !== 'string' || typeof email !== 'string') return null;
      return { instituteId, email, newsletterId: typeof newsletterId === 'string' ? newsletterId : null };
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
