/**
 * Uploads (spec §4 attachments): the member may post (posting policy), the bytes say what the file is
 * (never its name or the browser's content type), the size is within its kind's limit, and what we keep is
 * made from it: photos re-encoded without metadata, PDFs proven readable with page images, videos without
 * metadata with a still. Files are written under `community/<attachment id>/`; if any step fails every key
 * written so far is removed and no row is inserted, so nothing half-made stays behind.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ATTACHMENT_MESSAGES, type AttachmentType } from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { FileStorage } from '../../../lib/storage';
import type { Actor } from '../../../plugins/auth';
import type { AttachmentRow } from '../post.repository';
import type { WritingCheck } from '../post-rules';
import { insertAttachment, type NewAttachment } from './attachment.repository';
import { attachmentFolder } from './attachment-keys';
import { ConversionSlots } from './conversion-slots';
import { encodePhoto, ImageUnreadable } from './image-variants';
import { renderPdfPages } from './pdf-pages';
import { ToolFailedError, ToolMissingError } from './run-tool';
import { maxBytesOf, SNIFF_BYTES, type SniffedFile, sniffUpload, type UploadKind } from './sniff';
import { processVideo } from './video-thumbnail';

const TITLE_MAX_CHARS = 120;

const TOO_LARGE: Record<UploadKind, string> = {
  IMAGE: ATTACHMENT_MESSAGES.imageTooLarge,
  PDF: ATTACHMENT_MESSAGES.pdfTooLarge,
  VIDEO: ATTACHMENT_MESSAGES.videoTooLarge,
};

const unsupported = (message: string = ATTACHMENT_MESSAGES.unsupported) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', message);

/** The multipart file stream; `truncated` once it passed the parser's own limit. */
export type UploadStream = Readable & { truncated?: boolean };

export interface UploadInput {
  file: UploadStream;
  filename: string;
  /** COVER_IMAGE when the member marks the photo as the post's cover. */
  cover: boolean;
}

interface StoredFile {
  key: string;
  data: Buffer;
}

/** The row's columns and the files to write for them. */
interface Prepared {
  files: StoredFile[];
  row: Omit<NewAttachment, 'id' | 'ownerId'>;
}

export class UploadService {
  private readonly slots = new ConversionSlots();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly assertMayWrite: WritingCheck,
  ) {}

  /** Refuses a member who may not post now: the code names the dialog the web shows (restricted, consent, subscription). */
  assertMayUpload(actor: Actor): Promise<void> {
    return this.assertMayWrite(this.db, actor, 'post');
  }

  async upload(actor: Actor, input: UploadInput, log: FastifyBaseLogger): Promise<AttachmentRow> {
    const { bytes, sniffed } = await readUpload(input.file, input.cover);
    const id = randomUUID();
    const prepared = await this.slots.run(() => this.prepare(id, bytes, sniffed, input, log));
    const written: string[] = [];
    try {
      for (const file of prepared.files) {
        written.push(file.key);
        await this.storage.put(file.key, file.data);
      }
      return await insertAttachment(this.db, { id, ownerId: actor.id, ...prepared.row });
    } catch (error) {
      await Promise.all(written.map((key) => this.storage.remove(key).catch(() => undefined)));
      throw error;
    }
  }

  private async prepare(
    id: string,
    bytes: Buffer,
    sniffed: SniffedFile,
    input: UploadInput,
    log: FastifyBaseLogger,
  ): Promise<Prepared> {
    const folder = attachmentFolder(id);
    switch (sniffed.kind) {
      case 'IMAGE':
        return preparePhoto(folder, bytes, input.cover ? 'COVER_IMAGE' : 'IMAGE');
      case 'PDF':
        return preparePdf(folder, bytes, titleOf(input.filename), log);
      case 'VIDEO':
        return prepareVideo(folder, bytes, sniffed, titleOf(input.filename), log);
    }
  }
}

/**
 * Reads the stream, deciding its type from the first bytes and refusing as soon as it is not a type we take
 * (415) or passes its kind's limit (413): a 90 MB "photo" is not read to the end.
 */
export async function readUpload(file: UploadStream, cover: boolean): Promise<{ bytes: Buffer; sniffed: SniffedFile }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let sniffed: SniffedFile | null = null;
  const decide = async () => {
    const found = await sniffUpload(Buffer.concat(chunks));
    if (!found) throw unsupported();
    if (cover && found.kind !== 'IMAGE') throw unsupported(ATTACHMENT_MESSAGES.coverMustBeImage);
    return found;
  };
  for await (const chunk of file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (!sniffed && size >= SNIFF_BYTES) sniffed = await decide();
    if (sniffed && (size > maxBytesOf(sniffed.kind) || file.truncated))
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE[sniffed.kind]);
  }
  sniffed ??= await decide();
  if (file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE[sniffed.kind]);
  return { bytes: Buffer.concat(chunks, size), sniffed };
}

async function preparePhoto(folder: string, bytes: Buffer, type: AttachmentType): Promise<Prepared> {
  let photo: Awaited<ReturnType<typeof encodePhoto>>;
  try {
    photo = await encodePhoto(bytes);
  } catch (error) {
    if (error instanceof ImageUnreadable) throw unsupported(ATTACHMENT_MESSAGES.unreadableImage);
    throw error;
  }
  const main = { key: `${folder}image.webp`, data: photo.main.data };
  const variants = photo.variants.map((variant) => ({
    key: `${folder}w${variant.width}.webp`,
    data: variant.data,
    width: variant.width,
  }));
  return {
    files: [main, ...variants],
    row: {
      attachmentType: type,
      storageKey: main.key,
      variants: variants.map(({ key, width }) => ({ key, width })),
      mimeType: 'image/webp',
      bytes: main.data.length,
      width: photo.main.width,
      height: photo.main.height,
    },
  };
}

async function preparePdf(
  folder: string,
  bytes: Buffer,
  title: string | null,
  log: FastifyBaseLogger,
): Promise<Prepared> {
  let pages: Buffer[] = [];
  try {
    pages = await renderPdfPages(bytes);
    if (pages.length === 0) throw unsupported(ATTACHMENT_MESSAGES.unreadablePdf);
  } catch (error) {
    if (error instanceof ToolFailedError) throw unsupported(ATTACHMENT_MESSAGES.unreadablePdf);
    if (!(error instanceof ToolMissingError)) throw error;
    log.warn('pdftoppm is not installed (scripts/setup-system.sh): PDF stored without page images');
  }
  const document = { key: `${folder}document.pdf`, data: bytes };
  const pageFiles = pages.map((data, index) => ({ key: `${folder}page-${index + 1}.webp`, data }));
  return {
    files: [document, ...pageFiles],
    row: {
      attachmentType: 'PDF',
      storageKey: document.key,
      relatedKeys: pageFiles.map((page) => page.key),
      mimeType: 'application/pdf',
      bytes: bytes.length,
      title,
    },
  };
}

async function prepareVideo(
  folder: string,
  bytes: Buffer,
  sniffed: SniffedFile,
  title: string | null,
  log: FastifyBaseLogger,
): Promise<Prepared> {
  let data = bytes;
  let thumbnail: Buffer | null = null;
  try {
    ({ data, thumbnail } = await processVideo(bytes, sniffed.extension));
  } catch (error) {
    if (error instanceof ToolFailedError) throw unsupported(ATTACHMENT_MESSAGES.unreadableVideo);
    if (!(error instanceof ToolMissingError)) throw error;
    log.warn('ffmpeg is not installed (scripts/setup-system.sh): video stored as sent, without a thumbnail');
  }
  const video = { key: `${folder}video.${sniffed.extension}`, data };
  const still = thumbnail ? { key: `${folder}thumbnail.webp`, data: thumbnail } : null;
  return {
    files: still ? [video, still] : [video],
    row: {
      attachmentType: 'VIDEO',
      storageKey: video.key,
      thumbnailKey: still?.key ?? null,
      mimeType: sniffed.mimeType,
      bytes: data.length,
      title,
    },
  };
}

/** The file's name without folders or extension, as a caption; never used to decide anything. */
export function titleOf(filename: string): string | null {
  const base = path.basename(filename.replaceAll('\\', '/'));
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const clean = stem
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, TITLE_MAX_CHARS);
  return clean || null;
}
