/** Signing in through the real routes, for tests that need a signed-in caller. */
import type { LoginKind } from '@noticeboard/shared';
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from './factories';

export interface SignedIn {
  cookie: string;
  refreshToken: string;
  userId: string;
}

export function accessCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const access = all.find((value) => value.startsWith('accessToken='));
  return access?.split(';')[0] ?? '';
}

export async function signIn(
  app: FastifyInstance,
  kind: LoginKind,
  email: string,
  password = TEST_PASSWORD,
): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: `/api/${kind}/login`, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: accessCookieOf(response.headers['set-cookie']),
    refreshToken: String(response.headers.authorization),
    userId: response.json().body.id,
  };
}

export function loginKindFor(role: 'INSTITUTE' | 'FACULTY' | 'ADMIN' | 'CANDIDATE' | 'INDIVIDUAL'): LoginKind {
  if (role === 'INSTITUTE') return 'institute';
  if (role === 'CANDIDATE') return 'user';
  if (role === 'INDIVIDUAL') return 'individual';
  return 'faculty';
}
