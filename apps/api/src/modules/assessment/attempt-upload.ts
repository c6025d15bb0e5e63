/**
 * A file attached to a written answer, through the community uploads' pipeline (community/attachments): the type
 * is decided from the bytes (never the name or the browser's type), each kind has its size limit, pictures are
 * re-encoded (upright, WebP, no EXIF or other metadata kept) and PDFs are kept as sent. Videos are not taken.
 */
import { randomUUID } from 'node:crypto';
import { ATTACHMENT_MESSAGES, ATTEMPT_MESSAGES } from '@noticeboard/shared';
import { AppError } from '../../lib/errors';
import { encodePhoto, ImageUnreadable } from '../community/attachments/image-variants';
import { readUpload, titleOf, type UploadStream } from '../community/attachments/upload.service';

export interface AnswerUpload {
  file: UploadStream;
  filename: string;
}

export interface PreparedAnswerFile {
  key: string;
  data: Buffer;
  /** Shown to the student and the teacher: the file's name without folders, with the stored extension. */
  name: string;
}

const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

/** Reads, checks and converts the upload; `folder` is the storage folder of the answer. */
export async function prepareAnswerFile(upload: AnswerUpload, folder: string): Promise<PreparedAnswerFile> {
  const { bytes, sniffed } = await readUpload(upload.file, false);
  const stem = (titleOf(upload.filename) ?? 'answer').slice(0, 80);
  const stamp = randomUUID().slice(0, 8);
  if (sniffed.kind === 'PDF') return { key: `${folder}/${stamp}.pdf`, data: bytes, name: `${stem}.pdf` };
  if (sniffed.kind !== 'IMAGE') throw unsupported(ATTEMPT_MESSAGES.fileKind);
  try {
    const photo = await encodePhoto(bytes);
    return { key: `${folder}/${stamp}.webp`, data: photo.main.data, name: `${stem}.webp` };
  } catch (error) {
    if (error instanceof ImageUnreadable) throw unsupported(ATTACHMENT_MESSAGES.unreadableImage);
    throw error;
  }
}
