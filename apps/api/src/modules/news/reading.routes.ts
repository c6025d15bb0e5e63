/** Signed-in reading: views, today's reading status, recent reads, for you, saving. */
import {
  ACCESS,
  articleViewBodySchema,
  bookmarkBodySchema,
  bookmarkResultSchema,
  NEWS_PATHS,
  newsArticlePageSchema,
  pageQuerySchema,
  publisherCountListSchema,
  readingStatusSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { BookmarkService } from './bookmark.service';
import type { ForYouService } from './for-you.service';
import { NEWS_TAGS } from './news-access';
import type { ReadingService } from './reading.service';
import { readerOf } from './viewer';

export interface ReadingRouteServices {
  reading: ReadingService;
  bookmarks: BookmarkService;
  forYou: ForYouService;
}

export function readingRoutes(app: App, { reading, bookmarks, forYou }: ReadingRouteServices): void {
  const route = routeDefiner(app, { tags: NEWS_TAGS });
  const access = ACCESS.signedIn;

  route(`POST ${NEWS_PATHS.articleView}`, {
    access,
    errors: ['NOT_FOUND'],
    summary: 'Record a view (counts as a read) or an impression',
    body: articleViewBodySchema,
    response: readingStatusSchema,
    message: 'View recorded',
    handler: ({ actor, body }) => reading.recordView(readerOf(actor), body.articleId, body.viewType),
  });
  route(`GET ${NEWS_PATHS.readingStatus}`, {
    access,
    errors: [],
    summary: "Today's reading against the daily minimum",
    response: readingStatusSchema,
    message: 'Reading status',
    handler: ({ actor }) => reading.status(readerOf(actor)),
  });
  route(`GET ${NEWS_PATHS.recentReads}`, {
    access,
    errors: [],
    summary: 'Your recent reads',
    query: pageQuerySchema,
    response: newsArticlePageSchema,
    message: 'Recent reads',
    handler: ({ actor, query }) => reading.recentReads(readerOf(actor), query),
  });
  route(`GET ${NEWS_PATHS.forYou}`, {
    access,
    errors: [],
    summary: 'For you: personalised, fresh, trending and something different',
    query: pageQuerySchema,
    response: newsArticlePageSchema,
    message: 'For you',
    handler: ({ actor, query }) => forYou.page(readerOf(actor), query),
  });
  route(`POST ${NEWS_PATHS.bookmark}`, {
    access,
    errors: ['NOT_FOUND'],
    summary: 'Save or unsave an article',
    body: bookmarkBodySchema,
    response: bookmarkResultSchema,
    message: (result) => (result.isSaved ? 'Article saved' : 'Article removed from saved items'),
    handler: ({ actor, body }) => bookmarks.setSaved(readerOf(actor), body.articleId, body.saved),
  });
  route(`GET ${NEWS_PATHS.bookmarkDetails}`, {
    access,
    errors: [],
    summary: 'Saved items, newest save first',
    query: pageQuerySchema,
    response: newsArticlePageSchema,
    message: 'Saved items',
    handler: ({ actor, query }) => bookmarks.saved(readerOf(actor), query),
  });
  route(`GET ${NEWS_PATHS.savedPublications}`, {
    access,
    errors: [],
    summary: 'Publishers of your saved items',
    response: publisherCountListSchema,
    message: 'Saved publications',
    handler: ({ actor }) => bookmarks.savedPublications(readerOf(actor)),
  });
}
