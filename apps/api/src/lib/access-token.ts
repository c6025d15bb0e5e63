/** Short-lived access tokens (JWT, HS256) carried in an httpOnly cookie. */
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_COOKIE = 'accessToken';

export interface AccessClaims {
  userId: string;
  familyId: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ fam: claims.familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return null;
      return { userId: payload.sub, familyId: payload.fam };
    } catch {
      return null;
    }
  }

  get maxAgeSeconds(): number {
    return this.ttlSeconds;
  }
}
