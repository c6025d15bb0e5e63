/** Access-token renewal (spec §7 "Renew token"): one request in flight at a time, across tabs too. */
import { RENEW_SUCCESS_STATUS } from '@noticeboard/shared/constants';
import { getRefreshToken, saveSession, tokenFromHeader } from './session';

const RENEW_PATH = '/api/user/renew/token';
let inFlight: Promise<boolean> | null = null;

async function renewNow(usedToken: string): Promise<boolean> {
  try {
    const response = await fetch(RENEW_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ refreshToken: usedToken }).toString(),
    });
    const payload: unknown = await response.json().catch(() => null);
    if (typeof payload !== 'object' || payload === null || !('statusCode' in payload)) return false;
    if (payload.statusCode !== RENEW_SUCCESS_STATUS || !('body' in payload)) return false;
    const body = payload.body;
    const bodyToken =
      typeof body === 'object' && body !== null && 'refreshToken' in body && typeof body.refreshToken === 'string'
        ? body.refreshToken
        : null;
    const token = tokenFromHeader(response.headers) ?? bodyToken;
    // Loaded on demand: renewal is rare, and the schema module would otherwise weigh on every first load.
    const { userDetailsSchema } = await import('@noticeboard/shared/schemas/auth');
    const user = userDetailsSchema.safeParse(typeof body === 'object' && body !== null && 'user' in body && body.user);
    if (!token || !user.success) return false;
    saveSession(user.data, token);
    return true;
  } catch {
    return false;
  }
}

async function renewExclusively(): Promise<boolean> {
  const before = getRefreshToken();
  if (!before) return false;
  const locks = globalThis.navigator?.locks;
  if (!locks) return renewNow(before);
  // Rotation kills the old token, so two tabs must not renew with the same one: the second one waits
  // and, finding a new token stored, uses it instead of presenting the dead one.
  return locks.request('noticeboard-renew', async () => {
    const current = getRefreshToken();
    if (!current) return false;
    if (current !== before) return true;
    return renewNow(current);
  });
}

/** Renews the session; concurrent callers share the same attempt. Resolves false when renewal failed. */
export function renewSession(): Promise<boolean> {
  if (!inFlight) {
    inFlight = renewExclusively().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
