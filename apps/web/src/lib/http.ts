/**
 * The shared HTTP client of spec §7: JSON with credentials, the `{statusCode, message, body}` envelope,
 * and one silent access-token renewal when a call answers 401.
 */
import { ApiRequestError, networkError, toApiError } from './api-error';
import { renewSession } from './renew';
import { clearSession, getRefreshToken, readUserData, rememberRedirection, setUserData } from './session';

export const API_BASE = '/api';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls that must never trigger a renewal: they are the session calls themselves. */
const NO_RENEW_PATHS = new Set([
  '/user/login',
  '/institute/login',
  '/faculty/login',
  '/individual/login',
  '/user/renew/token',
  '/user/logout',
]);

/** Anything with Zod's `safeParse`: the shared schemas, or `anyBody` when the body is not used. */
export interface BodySchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

/** For calls whose success body carries nothing the caller needs. */
export const anyBody: BodySchema<unknown> = { safeParse: (input) => ({ success: true, data: input }) };

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** How requests leave: the browser's fetch, or the server renderer's in-process one (it has no origin to resolve `/api` against). */
type Fetcher = (url: string, init: RequestInit) => Promise<Response>;
let fetcher: Fetcher = (url, init) => fetch(url, init);

/** The server renderer sends the page's requests through the API in the same process. */
export function setFetcher(next: Fetcher): void {
  fetcher = next;
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => globalThis.location?.assign('/login');

/** The app registers its router here so an expired session navigates without a full reload. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function send(method: Method, path: string, body: unknown, extra?: Record<string, string>): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { accept: 'application/json', ...extra } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  try {
    return await fetcher(`${API_BASE}${path}`, init);
  } catch {
    throw networkError();
  }
}

function expireSession(): void {
  const { pathname = '/', search = '' } = globalThis.location ?? {};
  clearSession();
  if (pathname !== '/login') rememberRedirection(`${pathname}${search}`);
  onSessionExpired();
}

/** Sends once; on a 401 renews (or reuses a renewal another call made) and sends once more. */
async function sendWithRenewal(
  method: Method,
  path: string,
  body: unknown,
  extra?: Record<string, string>,
): Promise<Response> {
  const tokenAtStart = getRefreshToken();
  const response = await send(method, path, body, extra);
  if (response.status !== 401 || NO_RENEW_PATHS.has(path.split('?')[0] ?? path)) return response;
  const current = getRefreshToken();
  if (!current) return response;
  // Another call may have rotated the token while this one was in flight: use it rather than renew again.
  const renewed = current !== tokenAtStart || (await renewSession());
  if (!renewed) {
    expireSession();
    return response;
  }
  return send(method, path, body, extra);
}

/**
 * The account was scheduled for deletion elsewhere (another device, or the school for a student): the stored user
 * learns it, so the shell puts the countdown in front of every page at once (issue 20 §2).
 */
function noteDeletionScheduled(error: ApiRequestError): void {
  if (error.code !== 'ACCOUNT_SCHEDULED_FOR_DELETION') return;
  const user = readUserData();
  const until = error.data?.until;
  if (user && until && !user.deletionScheduledFor) setUserData({ ...user, deletionScheduledFor: until });
}

/** Sends a request (with any extra headers) and returns the envelope's `body` parsed by `schema`, with the response headers. */
export async function requestWithHeaders<T>(
  method: Method,
  path: string,
  body: unknown,
  schema: BodySchema<T>,
  headers?: Record<string, string>,
): Promise<ApiResponse<T>> {
  const response = await sendWithRenewal(method, path, body, headers);
  const payload = await readJson(response);
  if (!response.ok || !isRecord(payload) || 'error' in payload) {
    const error = toApiError(response.status, payload);
    noteDeletionScheduled(error);
    throw error;
  }
  const parsed = schema.safeParse(payload.body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
    throw new ApiRequestError(response.status, null);
  }
  return { data: parsed.data, headers: response.headers };
}

/** Sends a request and returns the envelope's `body`, or throws an ApiRequestError. */
export async function request<T>(method: Method, path: string, body: unknown, schema: BodySchema<T>): Promise<T> {
  return (await requestWithHeaders(method, path, body, schema)).data;
}

export const get = <T>(path: string, schema: BodySchema<T>) => request('GET', path, undefined, schema);
export const post = <T>(path: string, body: unknown, schema: BodySchema<T>) => request('POST', path, body, schema);
export const put = <T>(path: string, body: unknown, schema: BodySchema<T>) => request('PUT', path, body, schema);
export const patch = <T>(path: string, body: unknown, schema: BodySchema<T>) => request('PATCH', path, body, schema);
export const del = <T>(path: string, schema: BodySchema<T>) => request('DELETE', path, undefined, schema);

/** Encodes a query string, leaving out empty values. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
