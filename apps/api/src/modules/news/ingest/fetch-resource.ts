/**
 * Reads a feed, page or image: over http(s) with conditional GET, a timeout that covers the whole body and a
 * size cap; or, for the shipped demo corpus, from a local file. Remote content can never reach local files:
 * a relative address resolves against its source, and only a local source may name local files. Nor can it
 * reach our own network: http(s) goes only to public addresses, redirects included (lib/outbound-address),
 * unless `allowPrivateAddresses` (OUTBOUND_ALLOW_PRIVATE, for tests and local servers) says otherwise.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchOutbound, OutboundRefusedError } from '../../../lib/outbound-address';

export const USER_AGENT = 'NoticeboardNewsReader/1.0 (+school news ingester)';

export class FetchError extends Error {
  constructor(
    message: string,
    /** HTTP status when the server answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The address is not one we fetch from (a private or loopback address, another protocol, too many redirects). */
export class FetchRefusedError extends FetchError {}

export interface FetchOptions {
  timeoutMs: number;
  maxBytes: number;
  accept?: string;
  /** Validators from the previous fetch, for conditional GET. */
  etag?: string | null;
  lastModified?: string | null;
  /** Loopback and private addresses may be fetched too (tests, local servers); default false. */
  allowPrivateAddresses?: boolean;
}

export type FetchOutcome =
  | { kind: 'not-modified' }
  | {
      kind: 'fetched';
      body: Buffer;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
      /** Where the content came from after redirects: the base for its relative addresses. */
      location: string;
    };

export const isHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/**
 * An address found in content from `base`, made absolute: http(s) from anywhere; local paths (relative,
 * or file: URLs) only from a local base. Null when it cannot be followed.
 */
export function resolveLocation(reference: string, base: string): string | null {
  const trimmed = reference.trim();
  if (!trimmed) return null;
  if (isHttpUrl(base)) {
    try {
      const url = new URL(trimmed, base);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
    } catch {
      return null;
    }
  }
  if (isHttpUrl(trimmed)) return trimmed;
  if (/^file:/i.test(trimmed)) return fileURLToPath(trimmed);
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  const withoutQuery = trimmed.replace(/[?#].*$/, '');
  return path.resolve(path.dirname(base), decodeURIComponent(withoutQuery));
}

export function fetchResource(location: string, options: FetchOptions): Promise<FetchOutcome> {
  return isHttpUrl(location) ? fetchHttp(location, options) : readLocal(location, options);
}

async function fetchHttp(url: string, options: FetchOptions): Promise<FetchOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const headers: Record<string, string> = { 'user-agent': USER_AGENT, accept: options.accept ?? '*/*' };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  try {
    const { response, url: location } = await fetchOutbound(
      url,
      { headers, signal: controller.signal },
      { allowPrivate: options.allowPrivateAddresses ?? false },
    );
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'not-modified' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FetchError(`HTTP ${response.status}`, response.status);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > options.maxBytes) {
      await response.body?.cancel();
      throw new FetchError(`too large: ${declared} bytes (limit ${options.maxBytes})`);
    }
    const body = await readCapped(response, options.maxBytes);
    return {
      kind: 'fetched',
      body,
      contentType: response.headers.get('content-type'),
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
      location,
    };
  } catch (error) {
    if (timedOut) throw new FetchError(`timed out after ${options.timeoutMs} ms`);
    if (error instanceof FetchError) throw error;
    if (error instanceof OutboundRefusedError) throw new FetchRefusedError(error.message);
    throw new FetchError(error instanceof Error ? describeNetworkError(error) : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** The body, refused as soon as it passes the cap (a server may send more than it declared, or not declare). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FetchError(`too large: over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function describeNetworkError(error: Error): string {
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

async function readLocal(filePath: string, options: FetchOptions): Promise<FetchOutcome> {
  let stats: Awaited<ReturnType<typeof stat>>;
  try {
    stats = await stat(filePath);
  } catch {
    throw new FetchError(`no such file: ${filePath}`, 404);
  }
  if (!stats.isFile()) throw new FetchError(`not a file: ${filePath}`, 404);
  if (stats.size > options.maxBytes) throw new FetchError(`too large: ${stats.size} bytes (limit ${options.maxBytes})`);
  // The file's modification time plays the part of Last-Modified, so an unchanged demo feed is not re-read.
  const lastModified = stats.mtime.toUTCString();
  if (options.lastModified && options.lastModified === lastModified) return { kind: 'not-modified' };
  return {
    kind: 'fetched',
    body: await readFile(filePath),
    contentType: null,
    etag: null,
    lastModified,
    location: filePath,
  };
}
