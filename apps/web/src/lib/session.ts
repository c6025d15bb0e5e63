/**
 * The session as kept in local storage under the spec's keys (§3, §4). Everything here is synchronous
 * and framework-free so the HTTP client, the guards and unit tests share one source of truth.
 */
import type { UserDetails } from '@noticeboard/shared';
import { LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from '@noticeboard/shared/constants';
import { clearPersonalCaches } from './offline-caches';
import { isStoredUser } from './stored-user';

type Listener = () => void;
const listeners = new Set<Listener>();

/** What the server renderer reads: nobody is signed in there (it renders public pages for visitors only). */
const NO_STORAGE: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return globalThis.localStorage ?? NO_STORAGE;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to session changes in this tab and in other tabs. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.userData || event.key === STORAGE_KEYS.refreshToken) {
      listener();
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function getRefreshToken(): string | null {
  return storage().getItem(STORAGE_KEYS.refreshToken);
}

let cachedRaw: string | null = null;
let cachedUser: UserDetails | null = null;

/** The stored user details, or null when absent or unreadable. Same object while the stored text is unchanged. */
export function readUserData(): UserDetails | null {
  const raw = storage().getItem(STORAGE_KEYS.userData);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      cachedUser = isStoredUser(parsed) ? parsed : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

/** The signed-in user without side effects (safe during render). */
export function peekSessionUser(): UserDetails | null {
  const token = getRefreshToken();
  return token ? readUserData() : null;
}

/** Stores what sign-in or renewal returned. */
export function saveSession(user: UserDetails, refreshToken?: string | null): void {
  storage().setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  if (refreshToken) storage().setItem(STORAGE_KEYS.refreshToken, refreshToken);
  notify();
}

/** The refresh token from an `authorization` response header, with any `Bearer ` prefix removed. */
export function tokenFromHeader(headers: Headers): string | null {
  const value = headers.get('authorization')?.trim();
  return value ? value.replace(/^Bearer\s+/i, '') || null : null;
}

export function setUserData(user: UserDetails): void {
  saveSession(user);
}

/** Removes the keys spec §4 names for logout (not the device id, filters or the remembered path). */
export function clearSession(): void {
  for (const key of LOGOUT_CLEARED_KEYS) storage().removeItem(key);
  void clearPersonalCaches();
  notify();
}

/**
 * Spec §4: authenticated only with a non-empty refresh token and stored user data; otherwise every
 * session key is cleared so no half-session lingers.
 */
export function isAuthenticated(): boolean {
  const token = getRefreshToken();
  if (token && token.trim() !== '' && readUserData()) return true;
  const hadSomething = LOGOUT_CLEARED_KEYS.some((key) => storage().getItem(key) !== null);
  if (hadSomething) clearSession();
  return false;
}

/** Remembers where an anonymous visitor wanted to go, for after sign-in. */
export function rememberRedirection(path: string): void {
  storage().setItem(STORAGE_KEYS.redirectionUrl, path);
}

/** The remembered path, removed as it is read. Only same-site paths are returned. */
export function takeRedirection(): string | null {
  const path = storage().getItem(STORAGE_KEYS.redirectionUrl);
  storage().removeItem(STORAGE_KEYS.redirectionUrl);
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  return path;
}

export function getDeviceId(): string | null {
  return storage().getItem(STORAGE_KEYS.deviceuuID);
}

/** Spec §3: a device identifier derived by hashing the browser's user agent, stored once. */
export async function ensureDeviceId(): Promise<string | null> {
  const existing = storage().getItem(STORAGE_KEYS.deviceuuID);
  if (existing) return existing;
  const subtle = globalThis.crypto?.subtle;
  // Web Crypto exists only in secure contexts; without it the id is simply not recorded.
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(globalThis.navigator.userAgent));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  storage().setItem(STORAGE_KEYS.deviceuuID, hex);
  return hex;
}
