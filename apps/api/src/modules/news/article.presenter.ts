/** Article rows → the wire shapes of the contract (lists and the article page). */
import { type ArticleDetails, NEWS_PATHS, type NewsArticle, type PickReasonInfo } from '@noticeboard/shared';
import type { ArticleDetailsRow, ArticleListRow } from './article.repository';
import { presentArticleAudio } from './audio/audio.presenter';

export const imageUrl = (key: string) => `/api${NEWS_PATHS.imageFile}/${key}`;

function presentImage(row: ArticleListRow): NewsArticle['image'] {
  if (!row.imageKey) return null;
  return {
    url: imageUrl(row.imageKey),
    smallUrl: imageUrl(row.imageSmallKey ?? row.imageKey),
    width: row.imageWidth ?? 0,
    height: row.imageHeight ?? 0,
    alt: row.imageAlt ?? row.title,
  };
}

export function presentArticle(row: ArticleListRow, isSaved: boolean, reason?: PickReasonInfo): NewsArticle {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: presentImage(row),
    category: row.category,
    publisher: {
      id: row.publisherId,
      slug: row.publisherSlug,
      name: row.publisherName,
      logoUrl: row.publisherLogoUrl,
    },
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: row.readingMinutes,
    viewCount: row.viewCount,
    saveCount: row.saveCount,
    isSaved,
    audioStatus: row.audioStatus,
    ...(reason ? { reason } : {}),
  };
}

export function presentDetails(row: ArticleDetailsRow, isSaved: boolean): ArticleDetails {
  return {
    ...presentArticle(row, isSaved),
    contentHtml: row.contentHtml,
    contentText: row.contentText,
    canonicalUrl: row.canonicalUrl,
    wordCount: row.wordCount,
    // The audio module owns its storage keys and the URL its route serves them at.
    audio: presentArticleAudio(row),
  };
}
