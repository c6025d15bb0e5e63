/** Signed-in reading: views, today's reading status, recent reads, for you, saving. */
import {
  articleViewBodySchema,
  bookmarkBodySchema,
  bookmarkResultSchema,
  envelope,
  NEWS_PATHS,
  newsArticleSchema,
  pageOf,
  pageQuerySchema,
  publisherCountSchema,
  readingStatusSchema,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { BookmarkService } from './bookmark.service';
import { NEWS_TAGS } from './feed.routes';
import type { ForYouService } from './for-you.service';
import type { ReadingService } from './reading.service';
import { readerOf } from './viewer';

const articlePage = envelope(pageOf(newsArticleSchema));

export function readingRoutes(
  app: App,
  {
    reading,
    bookmarks,
    forYou,
  }: {
    reading: ReadingService;
    bookmarks: BookmarkService;
    forYou: ForYouService;
  },
): void {
  const tags = NEWS_TAGS;
  const preHandler = signedIn;
  const reader = (request: FastifyRequest) => readerOf(actorOf(request));

  app.post(
    NEWS_PATHS.articleView,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Record a view (counts as a read) or an impression',
        body: articleViewBodySchema,
        response: { 200: envelope(readingStatusSchema) },
      },
    },
    async (request) =>
      ok('View recorded', await reading.recordView(reader(request), request.body.articleId, request.body.viewType)),
  );

  app.get(
    NEWS_PATHS.readingStatus,
    {
      preHandler,
      schema: {
        tags,
        summary: "Today's reading against the daily minimum",
        response: { 200: envelope(readingStatusSchema) },
      },
    },
    async (request) => ok('Reading status', await reading.status(reader(request))),
  );

  app.get(
    NEWS_PATHS.recentReads,
    {
      preHandler,
      schema: { tags, summary: 'Your recent reads', querystring: pageQuerySchema, response: { 200: articlePage } },
    },
    async (request) => ok('Recent reads', await reading.recentReads(reader(request), request.query)),
  );

  app.get(
    NEWS_PATHS.forYou,
    {
      preHandler,
      schema: {
        tags,
        summary: 'For you: personalised, fresh, trending and something different',
        querystring: pageQuerySchema,
        response: { 200: articlePage },
      },
    },
    async (request) => ok('For you', await forYou.page(reader(request), request.query)),
  );

  app.post(
    NEWS_PATHS.bookmark,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Save or unsave an article',
        body: bookmarkBodySchema,
        response: { 200: envelope(bookmarkResultSchema) },
      },
    },
    async (request) => {
      const result = await bookmarks.setSaved(reader(request), request.body.articleId, request.body.saved);
      return ok(result.isSaved ? 'Article saved' : 'Article removed from saved items', result);
    },
  );

  app.get(
    NEWS_PATHS.bookmarkDetails,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Saved items, newest save first',
        querystring: pageQuerySchema,
        response: { 200: articlePage },
      },
    },
    async (request) => ok('Saved items', await bookmarks.saved(reader(request), request.query)),
  );

  app.get(
    NEWS_PATHS.savedPublications,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Publishers of your saved items',
        response: { 200: envelope(z.array(publisherCountSchema)) },
      },
    },
    async (request) => ok('Saved publications', await bookmarks.savedPublications(reader(request))),
  );
}
