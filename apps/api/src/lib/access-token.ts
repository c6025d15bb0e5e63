/** Short-lived access tokens (JWT, HS256) carried in an httpOnly cookie. */
import type { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_COOKIE = 'accessToken';

export interface AccessClaims {
  userId: string;
  familyId: string;
}

interface VerifiedToken {
  claims: AccessClaims;
  expiresAtMs: number;
}

const MAX_VERIFIED_TOKENS = 20_000;

export class AccessTokens {
  private readonly verified = new Map<string, VerifiedToken>();
  /** Imported once: jose would otherwise import the raw secret again on every verification. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ fam: claims.familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string' || typeof payload.exp !== 'number') {
        return null;
      }
      const claims = { userId: payload.sub, familyId: payload.fam };
      this.remember(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  /**
   * A token whose signature checked out once is the same token next time: its claims are kept until it
   * expires, so a reader's requests skip the HMAC (and WebCrypto's trip to the thread pool). Bounded.
   */
  private remember(token: string, entry: VerifiedToken): void {
    this.verified.set(token, entry);
    if (this.verified.size > MAX_VERIFIED_TOKENS) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
  }

  get maxAgeSeconds(): number {
    return this.ttlSeconds;
  }
}
