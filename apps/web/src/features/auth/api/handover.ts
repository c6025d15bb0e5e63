/**
 * A session handed over in a link (`/login?authToken=…`, another Noticeboard app opening the web): the token is
 * swapped for a fresh pair (the old one dies with the swap), and the person is asked before it is kept, so a link
 * can never sign someone into an account that is not theirs without them seeing it.
 */
import { renewResultSchema, type UserDetails } from '@noticeboard/shared';
import { API_BASE } from '../../../lib/http';
import { tokenFromHeader } from '../../../lib/session';

export interface HandedOverSession {
  user: UserDetails;
  refreshToken: string;
}

export async function exchangeHandedOverToken(token: string): Promise<HandedOverSession> {
  const response = await fetch(`${API_BASE}/user/renew/token`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ refreshToken: token }).toString(),
  });
  const payload: unknown = await response.json().catch(() => null);
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  const parsed = renewResultSchema.safeParse(body);
  if (!response.ok || !parsed.success) throw new Error('This sign-in link has expired or was already used.');
  return { user: parsed.data.user, refreshToken: tokenFromHeader(response.headers) ?? parsed.data.refreshToken };
}

/** "Not me": the swapped session ends at once. */
export async function declineHandedOverSession(refreshToken: string): Promise<void> {
  await fetch(`${API_BASE}/user/logout`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ refreshToken }),
  }).catch(() => undefined);
}
