/** GET /api/news/images/<key>: lead images and publisher logos re-encoded at ingest (only those folders). */
import { NEWS_PATHS, newsFileParamsSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../../lib/define-route';
import { notFound } from '../../../lib/errors';
import { sendStoredFile } from '../../../lib/serve-file';
import { assertStorageKey, type FileStorage } from '../../../lib/storage';
import type { App } from '../../../types';
import { NEWS_TAGS, OPEN_NEWS } from '../news-access';
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
  const route = routeDefiner(app, { tags: NEWS_TAGS });

  route(`GET ${NEWS_PATHS.imageFile}/*`, {
    access: OPEN_NEWS,
    // A range beyond the end answers 416 (lib/serve-file.ts).
    errors: ['NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
    summary: 'A lead image or publisher logo (WebP), cached for a year',
    params: newsFileParamsSchema,
    raw: {},
    handler: async ({ params, request, reply }) => {
      const key = params['*'];
      const contentType = imageContentType(key);
      if (!contentType) throw notFound('Image not found');
      return sendStoredFile(request, reply, storage, key, contentType);
    },
  });
}
