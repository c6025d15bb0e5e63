/** Sends a bulletin's MP3 with Range support, cached only by the member's own browser (it reads children's names). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { parseRange } from '../../lib/serve-file';
import type { FileStorage } from '../../lib/storage';

export async function sendBulletinAudio(
  request: FastifyRequest,
  reply: FastifyReply,
  { storage, key }: { storage: FileStorage; key: string },
): Promise<FastifyReply> {
  const info = await storage.info(key);
  if (!info) throw notFound('No audio yet');
  reply
    .header('content-type', 'audio/mpeg')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=86400');
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${info.size}`).send();
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
