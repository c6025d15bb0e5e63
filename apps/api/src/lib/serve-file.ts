/** Sends a stored file with HTTP Range support (audio seeking) and long-lived caching (keys never change content). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';
import type { FileStorage } from './storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  contentType: string,
): Promise<FastifyReply> {
  const info = await storage.info(key);
  if (!info) throw notFound('File not found');
  reply.header('content-type', contentType).header('accept-ranges', 'bytes').header('cache-control', IMMUTABLE);
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${info.size}`).send();
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(storage.stream(key, range));
  }
  reply.header('content-length', info.size);
  return reply.send(storage.stream(key));
}

/**
 * `Content-Disposition: attachment` with the name twice (RFC 6266): an ASCII fallback holding no quote,
 * slash or control character, and the exact name in UTF-8 (RFC 8187) for browsers that read it.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\w .()-]/g, '_');
  const utf8 = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; several ranges are answered with the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
