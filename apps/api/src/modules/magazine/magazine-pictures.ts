/**
 * Pictures of pieces and covers through the community uploads' pipeline: the bytes must be a picture (never
 * trusted from the name or the browser's type), within the picture size limit, and what is kept is re-encoded by
 * sharp: upright, at most 1600 px wide, WebP, with no EXIF, GPS or other metadata. pdfkit cannot draw WebP, so the
 * PDF asks for a JPEG copy made from the stored file.
 */
import { randomUUID } from 'node:crypto';
import { ATTACHMENT_MESSAGES, MAGAZINE_MESSAGES } from '@noticeboard/shared';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { encodePhoto, ImageUnreadable } from '../community/attachments/image-variants';
import { readUpload, type UploadStream } from '../community/attachments/upload.service';

export interface PictureUpload {
  file: UploadStream;
  filename: string;
}

export interface StoredPicture {
  key: string;
  width: number;
  height: number;
}

/** Checks, converts and stores the picture under `magazine/<school>/`; returns where it is. */
export async function storePicture(
  storage: FileStorage,
  instituteId: string,
  upload: PictureUpload,
): Promise<StoredPicture> {
  const { bytes, sniffed } = await readUpload(upload.file, true);
  if (sniffed.kind !== 'IMAGE') throw new AppError('UNSUPPORTED_MEDIA_TYPE', MAGAZINE_MESSAGES.pictureKind);
  try {
    const photo = await encodePhoto(bytes);
    const key = `magazine/${instituteId}/${randomUUID()}.webp`;
    await storage.put(key, photo.main.data);
    return { key, width: photo.main.width, height: photo.main.height };
  } catch (error) {
    if (error instanceof ImageUnreadable)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', ATTACHMENT_MESSAGES.unreadableImage);
    throw error;
  }
}

export async function sendPicture(storage: FileStorage, reply: FastifyReply, key: string): Promise<FastifyReply> {
  if (!(await storage.info(key))) throw notFound();
  return reply
    .type('image/webp')
    .header('cache-control', 'private, max-age=3600')
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .send(await storage.read(key));
}

/** A JPEG copy for the PDF (pdfkit draws JPEG and PNG only); null when the file is gone. */
export async function pictureForPdf(storage: FileStorage, key: string): Promise<Buffer | null> {
  if (!(await storage.info(key))) return null;
  return sharp(await storage.read(key))
    .resize({ width: 1200, withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}
