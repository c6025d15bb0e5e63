/**
 * Contract of the community's uploads and link previews, beside community.ts (which holds the Attachment and
 * LinkPreview shapes and the size limits): the upload's query, the preview's query, and the messages both
 * sides show.
 */
import { z } from 'zod';
import { COMMUNITY_LIMITS } from './community';

/** The largest upload of any kind: what the multipart parser lets through before the per-kind limit. */
export const ATTACHMENT_MAX_BYTES = Math.max(
  COMMUNITY_LIMITS.imageMaxBytes,
  COMMUNITY_LIMITS.pdfMaxBytes,
  COMMUNITY_LIMITS.videoMaxBytes,
);

/**
 * What the uploads accept, as the file picker's `accept` (the server decides from the bytes, not from this).
 * HEIC is left out on purpose: iPhones then hand the browser a JPEG, which sharp's bundled libvips can read
 * (it decodes AVIF but not HEIC's HEVC).
 */
export const ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,application/pdf,video/mp4,video/webm,video/quicktime';

/** `?kind=COVER_IMAGE` marks a photo as the post's cover; without it the file's content decides the type. */
export const attachmentUploadQuerySchema = z.object({ kind: z.enum(['COVER_IMAGE']).optional() }).strict();

export const linkPreviewQuerySchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(2_000, 'The link is too long')
      .refine(
        (value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value),
        'Enter a web address (http or https)',
      ),
  })
  .strict();

export const ATTACHMENT_MESSAGES = {
  uploaded: 'File uploaded',
  noFile: 'Choose a photo, video or PDF to upload',
  unsupported:
    'This file type is not supported. Upload a photo (JPEG, PNG, WebP, GIF), a PDF or a video (MP4, WebM, MOV).',
  unreadableImage: 'This photo could not be read. Try another one.',
  unreadablePdf: 'This PDF could not be read. Try saving it again or upload another one.',
  unreadableVideo: 'This video could not be read. Try another one.',
  coverMustBeImage: 'A cover image must be a photo (JPEG, PNG, WebP or GIF)',
  imageTooLarge: `Photos can be up to ${COMMUNITY_LIMITS.imageMaxBytes / 1024 / 1024} MB`,
  pdfTooLarge: `PDFs can be up to ${COMMUNITY_LIMITS.pdfMaxBytes / 1024 / 1024} MB`,
  videoTooLarge: `Videos can be up to ${COMMUNITY_LIMITS.videoMaxBytes / 1024 / 1024} MB`,
  fileNotFound: 'File not found',
  previewFailed: 'Could not load a preview for this link',
} as const;

/** `GET /community/files/<key>`: the stored file's key, as the wildcard segment. */
export const attachmentFileParamsSchema = z.object({ '*': z.string() });

/** `GET /community/link-preview/images/:name`: a preview picture's name (a SHA-256 of its source, as WebP). */
export const previewImageParamsSchema = z.object({ name: z.string().regex(/^[0-9a-f]{64}\.webp$/) });
