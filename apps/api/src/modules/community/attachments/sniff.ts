/**
 * What an upload is, decided from its first bytes (magic numbers) with `file-type`: never from the file's
 * name or the content type the browser sent, both of which the uploader controls.
 */
import { COMMUNITY_LIMITS } from '@noticeboard/shared';
import { fileTypeFromBuffer } from 'file-type';

/** Bytes enough for file-type to recognise every format we accept. */
export const SNIFF_BYTES = 4_100;

export type UploadKind = 'IMAGE' | 'PDF' | 'VIDEO';

export interface SniffedFile {
  kind: UploadKind;
  mimeType: string;
  /** The extension of the stored original (PDF, video); images are stored re-encoded as WebP. */
  extension: string;
}

/** The formats we take, by the MIME type file-type reports. */
const ACCEPTED: Record<string, SniffedFile> = {
  'image/jpeg': { kind: 'IMAGE', mimeType: 'image/jpeg', extension: 'jpg' },
  'image/png': { kind: 'IMAGE', mimeType: 'image/png', extension: 'png' },
  'image/webp': { kind: 'IMAGE', mimeType: 'image/webp', extension: 'webp' },
  'image/gif': { kind: 'IMAGE', mimeType: 'image/gif', extension: 'gif' },
  'image/heic': { kind: 'IMAGE', mimeType: 'image/heic', extension: 'heic' },
  'image/heif': { kind: 'IMAGE', mimeType: 'image/heif', extension: 'heif' },
  'image/avif': { kind: 'IMAGE', mimeType: 'image/avif', extension: 'avif' },
  'application/pdf': { kind: 'PDF', mimeType: 'application/pdf', extension: 'pdf' },
  'video/mp4': { kind: 'VIDEO', mimeType: 'video/mp4', extension: 'mp4' },
  'video/x-m4v': { kind: 'VIDEO', mimeType: 'video/mp4', extension: 'mp4' },
  'video/webm': { kind: 'VIDEO', mimeType: 'video/webm', extension: 'webm' },
  'video/quicktime': { kind: 'VIDEO', mimeType: 'video/quicktime', extension: 'mov' },
};

/** The accepted type of these leading bytes, or null for anything else (text, archives, programs…). */
export async function sniffUpload(head: Uint8Array): Promise<SniffedFile | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && ACCEPTED[found.mime]) ?? null;
}

export function maxBytesOf(kind: UploadKind): number {
  switch (kind) {
    case 'IMAGE':
      return COMMUNITY_LIMITS.imageMaxBytes;
    case 'PDF':
      return COMMUNITY_LIMITS.pdfMaxBytes;
    case 'VIDEO':
      return COMMUNITY_LIMITS.videoMaxBytes;
  }
}
