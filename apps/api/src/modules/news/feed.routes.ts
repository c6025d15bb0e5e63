/** Open feeds (anonymous allowed; a signed-in reader gets `isSaved` and never sees what they reported). */
import {
  categoryNewsQuerySchema,
  filterCountSchema,
  latestQuerySchema,
  NEWS_PATHS,
  newsArticlePageSchema,
  newsCategoriesSchema,
  newsFilterSchema,
  pageQuerySchema,
  publicationCategorySchema,
  publicationNewsQuerySchema,
  publisherListSchema,
  searchQuerySchema,
  trendingCategoryListSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { ArticleService } from './article.service';
import { NEWS_TAGS, OPEN_NEWS } from './news-access';
import { type NewsFeedService, presentPublisher } from './news-feed.service';
import { viewerOf } from './viewer';

export function feedRoutes(app: App, { feeds, articles }: { feeds: NewsFeedService; articles: ArticleService }): void {
  const route = routeDefiner(app, { tags: NEWS_TAGS });
  const access = OPEN_NEWS;

  route(`GET ${NEWS_PATHS.latest}`, {
    access,
    errors: [],
    summary: 'Latest news, newest first, filtered',
    query: latestQuerySchema,
    response: newsArticlePageSchema,
    message: 'Latest news',
    handler: ({ actor, query }) => feeds.latest(viewerOf(actor), query),
  });
  route(`GET ${NEWS_PATHS.filterCount}`, {
    access,
    errors: [],
    summary: 'Counts per filter value (each facet with the other facets applied)',
    query: newsFilterSchema,
    response: filterCountSchema,
    message: 'Filter counts',
    handler: ({ actor, query }) => feeds.filterCount(viewerOf(actor), query),
  });
  route(`GET ${NEWS_PATHS.trending}`, {
    access,
    errors: [],
    summary: 'Trending news',
    query: pageQuerySchema,
    response: newsArticlePageSchema,
    message: 'Trending news',
    handler: ({ actor, query }) => feeds.trending(viewerOf(actor), query),
  });
  route(`GET ${NEWS_PATHS.trendingCategory}`, {
    access,
    errors: [],
    summary: 'Categories by trending score',
    response: trendingCategoryListSchema,
    message: 'Trending categories',
    handler: () => feeds.trendingCategories(),
  });
  route(`GET ${NEWS_PATHS.categoryWiseNews}`, {
    access,
    errors: [],
    summary: "One category's news",
    query: categoryNewsQuerySchema,
    response: newsArticlePageSchema,
    message: 'Category news',
    handler: ({ actor, query }) => feeds.categoryWise(viewerOf(actor), query),
  });
  route(`GET ${NEWS_PATHS.publicationWiseNews}`, {
    access,
    errors: [],
    summary: "One publisher's news",
    query: publicationNewsQuerySchema,
    response: newsArticlePageSchema,
    message: 'Publication news',
    handler: ({ actor, query }) => feeds.publicationWise(viewerOf(actor), query),
  });
  route(`GET ${NEWS_PATHS.publishers}`, {
    access,
    errors: [],
    summary: 'All publishers',
    response: publisherListSchema,
    message: 'Publishers',
    handler: async () => (await feeds.allPublishers()).map(presentPublisher),
  });
  route(`GET ${NEWS_PATHS.search}`, {
    access,
    errors: [],
    summary: 'Full-text search over articles',
    query: searchQuerySchema,
    response: newsArticlePageSchema,
    message: 'Search results',
    handler: ({ actor, query }) => articles.search(viewerOf(actor), query),
  });
  route(`GET ${NEWS_PATHS.newsCategory}`, {
    access,
    errors: [],
    summary: 'All Categories and Your Categories',
    response: newsCategoriesSchema,
    message: 'News categories',
    handler: ({ actor }) => feeds.newsCategories(viewerOf(actor)),
  });
  route(`GET ${NEWS_PATHS.publicationCategory}`, {
    access,
    errors: [],
    summary: 'All Publishers and Your Publication Mix',
    response: publicationCategorySchema,
    message: 'Publications',
    handler: ({ actor }) => feeds.publicationCategory(viewerOf(actor)),
  });
}
