/** A small HTTP client for the fault tests: JSON and multipart calls with a session cookie, over real sockets. */
import { randomBytes } from 'node:crypto';

export interface Reply {
  status: number;
  /** The envelope's `body` (or the error's fields), as sent. */
  body: Record<string, unknown>;
  message: string;
}

export interface Caller {
  base: string;
  cookie?: string;
}

const TIMEOUT_MS = 20_000;

async function replyOf(response: Response): Promise<Reply> {
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { raw: text };
  }
  const body = (parsed.body ?? parsed) as Record<string, unknown>;
  return { status: response.status, body, message: String(parsed.message ?? '') };
}

export async function call(
  who: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  json?: unknown,
  timeoutMs = TIMEOUT_MS,
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (who.cookie) headers.cookie = who.cookie;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${who.base}/api${path}`, {
    method,
    headers,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return replyOf(response);
}

export async function upload(who: Caller, path: string, file: Buffer, filename: string, type: string) {
  const boundary = `----nbfault${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${who.base}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(who.cookie ? { cookie: who.cookie } : {}),
    },
    body: payload,
    signal: AbortSignal.timeout(TIMEOUT_MS * 3),
  });
  return replyOf(response);
}

export async function signIn(
  base: string,
  kind: 'user' | 'faculty' | 'institute' | 'individual',
  email: string,
  password: string,
): Promise<Caller> {
  const response = await fetch(`${base}/api/${kind}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const access = response.headers.getSetCookie().find((cookie) => cookie.startsWith('accessToken='));
  return { base, cookie: access?.split(';')[0] ?? '' };
}
