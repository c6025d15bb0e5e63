/** Where ingested images live in file storage, and the public address the image route serves them at. */
import { NEWS_PATHS } from '@noticeboard/shared';

/** Only these folders of storage are served by the image route. */
export const SERVED_IMAGE_FOLDERS = ['news/images/', 'news/logos/'] as const;

/** `/api/news/images/news/images/<id>-960.webp`: the route's wildcard is the storage key itself. */
export function newsImageUrl(key: string): string {
  return `/api${NEWS_PATHS.imageFile}/${key}`;
}

export function leadImageKeys(articleId: string): { large: string; small: string } {
  return { large: `news/images/${articleId}-960.webp`, small: `news/images/${articleId}-480.webp` };
}

/** A logo's key carries a hash of its content: files are served as immutable, so new content needs a new key. */
export function logoKey(publisherSlug: string, contentHash: string): string {
  return `news/logos/${publisherSlug}-${contentHash}.webp`;
}
