/** Short-lived access tokens (JWT, HS256) carried in an httpOnly cookie. */
import { createHmac, timingSafeEqual, type webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';

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
    private readonly secret: string,
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
    const verified = verifyHs256(token, this.secret);
    if (!verified) return null;
    const { payload } = verified;
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string' || typeof payload.exp !== 'number') {
      return null;
    }
    const claims = { userId: payload.sub, familyId: payload.fam };
    this.remember(token, { claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  }

  /**
   * A token whose signature checked out once is the same token next time: its claims are kept until it
   * expires, so a reader's requests skip the HMAC. Bounded.
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

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A compact HS256 JWT checked as jose's `jwtVerify(token, key, { algorithms: ['HS256'] })` does, with node:crypto's
 * HMAC on this thread: WebCrypto's verify hops to the thread pool and back, which cost a first request (a quiz
 * submission is often a student's first request in a while) more than its database round trips. The header must
 * name HS256 and no critical extensions; the signature is compared in constant time; `exp` must lie ahead, `nbf`
 * (when present) behind, `iat` (when present) be a number. Null when anything is off.
 */
export function verifyHs256(token: string, secret: string): { payload: Record<string, unknown> } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head = '', body = '', signature = ''] = parts;
  if (!BASE64URL.test(head) || !BASE64URL.test(body) || !BASE64URL.test(signature)) return null;
  const header = decodeJson(head);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return null;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodeJson(body);
  if (!payload) return null;
  const now = Math.floor(Date.now() / 1000);
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
  if (payload.exp !== undefined && (typeof payload.exp !== 'number' || payload.exp <= now)) return null;
  return { payload };
}
