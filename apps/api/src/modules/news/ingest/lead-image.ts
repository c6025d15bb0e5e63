/** The first candidate image that downloads and decodes becomes the article's lead image, in two WebP sizes. */
import type { FileStorage } from '../../../lib/storage';
import { type FetchOptions, fetchResource, resolveLocation } from './fetch-resource';
import { encodeLeadImage } from './images';
import { leadImageKeys } from './news-image-url';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Candidates tried per article: a broken image should not cost many timeouts. */
const MAX_ATTEMPTS = 3;

export interface ImageCandidate {
  href: string;
  /** What a relative href is relative to: the feed or the article page. */
  base: string;
  title: string | null;
}

export interface StoredLeadImage {
  imageKey: string;
  imageSmallKey: string;
  imageWidth: number;
  imageHeight: number;
  imageAlt: string;
}

export async function storeLeadImage(
  candidates: ImageCandidate[],
  article: { id: string; title: string },
  storage: FileStorage,
  fetching: Pick<FetchOptions, 'timeoutMs' | 'allowPrivateAddresses'>,
  onRejected: (href: string, error: unknown) => void,
): Promise<StoredLeadImage | null> {
  const options: FetchOptions = { ...fetching, maxBytes: MAX_IMAGE_BYTES, accept: 'image/*' };
  const tried = new Set<string>();
  for (const candidate of candidates) {
    const location = resolveLocation(candidate.href, candidate.base);
    if (!location || tried.has(location)) continue;
    if (tried.size >= MAX_ATTEMPTS) break;
    tried.add(location);
    try {
      const outcome = await fetchResource(location, options);
      if (outcome.kind !== 'fetched') continue;
      const { large, small } = await encodeLeadImage(outcome.body);
      const keys = leadImageKeys(article.id);
      await storage.put(keys.large, large.data);
      await storage.put(keys.small, small.data);
      return {
        imageKey: keys.large,
        imageSmallKey: keys.small,
        imageWidth: large.width,
        imageHeight: large.height,
        imageAlt: (candidate.title ?? '').trim() || article.title,
      };
    } catch (error) {
      onRejected(location, error);
    }
  }
  return null;
}

export async function removeLeadImage(storage: FileStorage, image: StoredLeadImage): Promise<void> {
  await storage.remove(image.imageKey);
  await storage.remove(image.imageSmallKey);
}
