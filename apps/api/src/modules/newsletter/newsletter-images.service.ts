/**
 * Pictures for a newsletter's image blocks: the school's upload is checked by its bytes (never its name or the
 * browser's type), decoded and re-encoded by sharp as a JPEG at most 1200 px wide (what every mail client shows),
 * upright from the EXIF orientation and with no metadata at all (EXIF, GPS, camera: sharp writes none unless asked).
 * They are served openly by two random ids, like the email that carries them: a mail client fetches them without a
 * session, so the unguessable address is the permission.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ATTACHMENT_MESSAGES, COMMUNITY_LIMITS, NEWSLETTER_MESSAGES as M } from '@noticeboard/shared';
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import { SNIFF_BYTES, sniffUpload } from '../community/attachments/sniff';
import { findImage, findNewsletter, insertImage } from './newsletter.repository';

export const NEWSLETTER_IMAGE_MAX_BYTES = COMMUNITY_LIMITS.imageMaxBytes;
const WIDTH = 1_200;
const MAX_INPUT_PIXELS = 50_000_000;

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', ATTACHMENT_MESSAGES.unsupported);

async function readAll(stream: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.truncated) throw new AppError('PAYLOAD_TOO_LARGE', ATTACHMENT_MESSAGES.imageTooLarge);
  return Buffer.concat(chunks);
}

export class NewsletterImageService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly publicUrl: string,
  ) {}

  urlOf(newsletterId: string, imageId: string): string {
    return `${this.publicUrl}/api/newsletter-images/${newsletterId}/${imageId}`;
  }

  async upload(actor: Actor, newsletterId: string, file: Readable & { truncated?: boolean }) {
    const newsletter = actor.instituteId ? await findNewsletter(this.db, actor.instituteId, newsletterId) : undefined;
    if (!newsletter) throw notFound(M.notFound);
    if (newsletter.state !== 'DRAFT' && newsletter.state !== 'SCHEDULED') throw conflict(M.notEditable);
    const bytes = await readAll(file);
    const sniffed = await sniffUpload(bytes.subarray(0, SNIFF_BYTES));
    if (sniffed?.kind !== 'IMAGE') throw unsupported();
    let encoded: { data: Buffer; info: OutputInfo };
    try {
      encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: WIDTH, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unsupported();
    }
    const id = randomUUID();
    const storageKey = `newsletter/${newsletterId}/${id}.jpg`;
    await this.storage.put(storageKey, encoded.data);
    try {
      await insertImage(this.db, {
        id,
        newsletterId,
        storageKey,
        width: encoded.info.width,
        height: encoded.info.height,
      });
    } catch (error) {
      await this.storage.remove(storageKey);
      throw error;
    }
    return { imageId: id, url: this.urlOf(newsletterId, id) };
  }

  /** The stored key of a newsletter's picture (404 for any other pair of ids). */
  async keyOf(newsletterId: string, imageId: string): Promise<string> {
    const found = await findImage(this.db, newsletterId, imageId);
    if (!found) throw notFound('Picture not found');
    return found.image.storageKey;
  }
}
