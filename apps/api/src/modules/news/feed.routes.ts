/** Open feeds (anonymous allowed; a signed-in reader gets `isSaved` and never sees what they reported). */
import {
  categoryNewsQuerySchema,
  envelope,
  filterCountSchema,
  latestQuerySchema,
  NEWS_PATHS,
  newsArticleSchema,
  newsCategoriesSchema,
  newsFilterSchema,
  pageOf,
  pageQuerySchema,
  publicationCategorySchema,
  publicationNewsQuerySchema,
  publisherSchema,
  searchQuerySchema,
  trendingCategorySchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { App } from '../../types';
import type { ArticleService } from './article.service';
import { type FeedService, presentPublisher } from './feed.service';
import { viewerOf } from './viewer';

export const NEWS_TAGS = ['news'];
const articlePage = envelope(pageOf(newsArticleSchema));

export function feedRoutes(app: App, { feeds, articles }: { feeds: FeedService; articles: ArticleService }): void {
  const tags = NEWS_TAGS;

  app.get(
    NEWS_PATHS.latest,
    {
      schema: {
        tags,
        summary: 'Latest news, newest first, filtered',
        querystring: latestQuerySchema,
        response: { 200: articlePage },
      },
    },
    async (request) => ok('Latest news', await feeds.latest(viewerOf(request.actor), request.query)),
  );

  app.get(
    NEWS_PATHS.filterCount,
    {
      schema: {
        tags,
        summary: 'Counts per filter value (each facet with the other facets applied)',
        querystring: newsFilterSchema,
        response: { 200: envelope(filterCountSchema) },
      },
    },
    async (request) => ok('Filter counts', await feeds.filterCount(viewerOf(request.actor), request.query)),
  );

  app.get(
    NEWS_PATHS.trending,
    { schema: { tags, summary: 'Trending news', querystring: pageQuerySchema, response: { 200: articlePage } } },
    async (request) => ok('Trending news', await feeds.trending(viewerOf(request.actor), request.query)),
  );

  app.get(
    NEWS_PATHS.trendingCategory,
    {
      schema: {
        tags,
        summary: 'Categories by trending score',
        response: { 200: envelope(z.array(trendingCategorySchema)) },
      },
    },
    async () => ok('Trending categories', await feeds.trendingCategories()),
  );

  app.get(
    NEWS_PATHS.categoryWiseNews,
    {
      schema: {
        tags,
        summary: "One category's news",
        querystring: categoryNewsQuerySchema,
        response: { 200: articlePage },
      },
    },
    async (request) => ok('Category news', await feeds.categoryWise(viewerOf(request.actor), request.query)),
  );

  app.get(
    NEWS_PATHS.publicationWiseNews,
    {
      schema: {
        tags,
        summary: "One publisher's news",
        querystring: publicationNewsQuerySchema,
        response: { 200: articlePage },
      },
    },
    async (request) => ok('Publication news', await feeds.publicationWise(viewerOf(request.actor), request.query)),
  );

  app.get(
    NEWS_PATHS.publishers,
    { schema: { tags, summary: 'All publishers', response: { 200: envelope(z.array(publisherSchema)) } } },
    async () => ok('Publishers', (await feeds.allPublishers()).map(presentPublisher)),
  );

  app.get(
    NEWS_PATHS.search,
    {
      schema: {
        tags,
        summary: 'Full-text search over articles',
        querystring: searchQuerySchema,
        response: { 200: articlePage },
      },
    },
    async (request) => ok('Search results', await articles.search(viewerOf(request.actor), request.query)),
  );

  app.get(
    NEWS_PATHS.newsCategory,
    {
      schema: {
        tags,
        summary: 'All Categories and Your Categories',
        response: { 200: envelope(newsCategoriesSchema) },
      },
    },
    async (request) => ok('News categories', await feeds.newsCategories(viewerOf(request.actor))),
  );

  app.get(
    NEWS_PATHS.publicationCategory,
    {
      schema: {
        tags,
        summary: 'All Publishers and Your Publication Mix',
        response: { 200: envelope(publicationCategorySchema) },
      },
    },
    async (request) => ok('Publications', await feeds.publicationCategory(viewerOf(request.actor))),
  );
}
