/**
 * A link preview's picture is fetched once by the server (public addresses only, 5 s, 5 MB, images only),
 * re-encoded by sharp (metadata such as GPS dropped, at most 640 px wide) and served from our storage: a child's
 * browser never loads a picture from another site because of a preview. Keys are named by a hash of the source URL,
 * so one picture shared in many posts is stored once.
 */
import { createHash } from 'node:crypto';
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import sharp from 'sharp';
import { fetchOutbound } from '../../../lib/outbound-address';
import type { FileStorage } from '../../../lib/storage';

export const PREVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PREVIEW_IMAGE_WIDTH = 640;
const TIMEOUT_MS = 5_000;
const PREFIX = 'link-previews/';

export const previewImageKey = (name: string) => `${PREFIX}${name}`;
export const previewImageUrl = (name: string) => `/api${COMMUNITY_PATHS.linkPreview}/images/${name}`;

export interface PreviewImageOptions {
  storage: FileStorage;
  allowPrivate: boolean;
  fetch?: typeof fetch;
}

/** The served URL of the stored copy, or null when the picture cannot be fetched or is not an image. */
export async function keepPreviewImage(sourceUrl: string, options: PreviewImageOptions): Promise<string | null> {
  const name = `${createHash('sha256').update(sourceUrl).digest('hex')}.webp`;
  if (await options.storage.info(previewImageKey(name))) return previewImageUrl(name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const { response } = await fetchOutbound(
      sourceUrl,
      { headers: { accept: 'image/*' }, signal: controller.signal },
      { allowPrivate: options.allowPrivate, ...(options.fetch ? { fetch: options.fetch } : {}) },
    );
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || !response.body || declared > PREVIEW_IMAGE_MAX_BYTES) {
      await response.body?.cancel();
      return null;
    }
    const original = await readAtMost(response.body, PREVIEW_IMAGE_MAX_BYTES);
    if (!original) return null;
    const webp = await sharp(original, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: PREVIEW_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    await options.storage.put(previewImageKey(name), webp);
    return previewImageUrl(name);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The whole body if it fits, else null (a picture cut short is no picture). */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}
