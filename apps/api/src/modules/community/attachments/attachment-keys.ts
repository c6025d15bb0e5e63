/**
 * Where an attachment's files live: every key starts `community/<attachment id>/`, so the id is read back
 * from any key when the file is requested, and an attachment's files can be removed together.
 */
import type { AttachmentRow } from '../post.repository';

export const ATTACHMENT_KEY_PREFIX = 'community/';

export const attachmentFolder = (id: string) => `${ATTACHMENT_KEY_PREFIX}${id}/`;

const KEY_PATTERN =
  /^community\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[a-z0-9][a-z0-9_-]*\.[a-z0-9]+$/;

/** The attachment id of a served key, or null when the key cannot be one of ours. */
export function attachmentIdOfKey(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

interface StoredVariant {
  key: string;
  width: number;
}

/** Every key an attachment row names: the file, its variants, its page images and its still. */
export function keysOf(row: AttachmentRow): string[] {
  const variants = (row.variants as StoredVariant[]).map((variant) => variant.key);
  const related = row.relatedKeys as string[];
  return [row.storageKey, ...variants, ...related, ...(row.thumbnailKey ? [row.thumbnailKey] : [])];
}

/** The content type a key is served with: the original's for the main file, WebP for every image we made. */
export function contentTypeOf(row: AttachmentRow, key: string): string | null {
  if (key === row.storageKey) return row.mimeType;
  return keysOf(row).includes(key) ? 'image/webp' : null;
}
