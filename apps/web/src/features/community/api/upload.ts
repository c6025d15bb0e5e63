/**
 * Attachment upload (multipart field `file`) with progress, through XMLHttpRequest because fetch reports no
 * upload progress. Too large and unsupported files come back with the server's clear message; a refusal to post
 * (POSTING_RESTRICTED, SUBSCRIPTION_REQUIRED, CONSENT_REQUIRED) is an ApiRequestError with that code; a 401
 * renews the session once.
 */
import {
  type Attachment,
  type AttachmentType,
  attachmentSchema,
  COMMUNITY_LIMITS,
  COMMUNITY_PATHS,
  type LinkPreview,
  linkPreviewSchema,
} from '@noticeboard/shared';
import { ApiRequestError, hasErrorCode, networkError, toApiError } from '../../../lib/api-error';
import { API_BASE, get, query } from '../../../lib/http';
import { renewSession } from '../../../lib/renew';

export const UPLOAD_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/heic,application/pdf,video/mp4,video/webm,video/quicktime';

/** The kind the server will store a file as, guessed from its type to check the size before sending. */
export function attachmentKindOf(file: File, cover = false): AttachmentType {
  if (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')) return 'PDF';
  if (file.type.startsWith('video/')) return 'VIDEO';
  return cover ? 'COVER_IMAGE' : 'IMAGE';
}

const MB = 1024 * 1024;

/** A too-large file is refused here already, with the same limit the server applies. */
export function sizeProblemOf(file: File, kind: AttachmentType): string | null {
  const limit =
    kind === 'PDF'
      ? COMMUNITY_LIMITS.pdfMaxBytes
      : kind === 'VIDEO'
        ? COMMUNITY_LIMITS.videoMaxBytes
        : COMMUNITY_LIMITS.imageMaxBytes;
  return file.size > limit ? `${file.name} is larger than ${Math.round(limit / MB)} MB.` : null;
}

/** Clear words for the refusals an upload can end with. */
export function uploadErrorText(error: unknown): string {
  if (hasErrorCode(error, 'PAYLOAD_TOO_LARGE')) return error.data?.message ?? 'This file is too large.';
  if (hasErrorCode(error, 'UNSUPPORTED_MEDIA_TYPE'))
    return error.data?.message ?? 'This file type is not supported. Use a photo, a PDF or a video.';
  return error instanceof Error ? error.message : 'The upload failed.';
}

function sendOnce(
  file: File,
  kind: AttachmentType,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; payload: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const search = kind === 'COVER_IMAGE' ? query({ kind }) : '';
    xhr.open('POST', `${API_BASE}${COMMUNITY_PATHS.attachments}${search}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      resolve({ status: xhr.status, payload });
    };
    xhr.onerror = () => reject(networkError());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export async function uploadAttachment(
  file: File,
  kind: AttachmentType,
  onProgress: (fraction: number) => void,
): Promise<Attachment> {
  let answer = await sendOnce(file, kind, onProgress);
  if (answer.status === 401 && (await renewSession())) answer = await sendOnce(file, kind, onProgress);
  const { status, payload } = answer;
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  if (status < 200 || status >= 300 || !record || 'error' in record) throw toApiError(status, payload);
  const parsed = attachmentSchema.safeParse(record.body);
  if (!parsed.success) throw new ApiRequestError(status, null);
  return parsed.data;
}

/** The first http(s) URL in a text, for the link preview. */
export function firstUrlOf(text: string): string | null {
  const match = /https?:\/\/[^\s<>"')]+/i.exec(text);
  return match ? match[0].replace(/[.,;:!?]+$/, '') : null;
}

export const fetchLinkPreview = (url: string): Promise<LinkPreview> =>
  get(`${COMMUNITY_PATHS.linkPreview}${query({ url })}`, linkPreviewSchema);
