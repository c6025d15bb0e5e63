/** GET /api/news/images/<key>: lead images and publisher logos re-encoded at ingest (only those folders). */
import { NEWS_PATHS } from '@noticeboard/shared';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { sendStoredFile } from '../../../lib/serve-file';
import { assertStorageKey, type FileStorage } from '../../../lib/storage';
import type { App } from '../../../types';
import { SERVED_IMAGE_FOLDERS } from './news-image-url';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The content type of a servable key, or null for anything outside the image folders. */
export function imageContentType(key: string): string | null {
  if (!SERVED_IMAGE_FOLDERS.some((folder) => key.startsWith(folder))) return null;
  try {
    assertStorageKey(key);
  } catch {
    return null;
  }
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? null;
}

export function newsImageRoutes(app: App, { storage }: { storage: FileStorage }): void {
  app.get(
    `${NEWS_PATHS.imageFile}/*`,
    {
      schema: {
        tags: ['news'],
        summary: 'A lead image or publisher logo (WebP), cached for a year',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const contentType = imageContentType(key);
      if (!contentType) throw notFound('Image not found');
      return sendStoredFile(request, reply, storage, key, contentType);
    },
  );
}
