import { API_BASE } from './http';
import { clearSession, getRefreshToken } from './session';

/**
 * Spec §4: logout revokes the refresh token on the server and clears the stored session whether the
 * call succeeds or fails. Resolves to the failure, if any, so callers may report it.
 */
export async function logout(): Promise<unknown> {
  const refreshToken = getRefreshToken();
  let failure: unknown = null;
  try {
    const response = await fetch(`${API_BASE}/user/logout`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(refreshToken ? { refreshToken } : {}),
    });
    if (!response.ok) failure = new Error(`Logout answered ${response.status}`);
  } catch (error) {
    failure = error;
  } finally {
    clearSession();
  }
  return failure;
}
