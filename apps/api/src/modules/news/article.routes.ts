/** The article page and similar articles (open). */
import {
  articleDetailsSchema,
  NEWS_PATHS,
  newsArticleListSchema,
  similarQuerySchema,
  slugQuerySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { ArticleService } from './article.service';
import { NEWS_TAGS, OPEN_NEWS } from './news-access';
import { viewerOf } from './viewer';

export function articleRoutes(app: App, { articles }: { articles: ArticleService }): void {
  const route = routeDefiner(app, { tags: NEWS_TAGS });

  route(`GET ${NEWS_PATHS.articleBySlug}`, {
    access: OPEN_NEWS,
    errors: ['NOT_FOUND'],
    summary: 'An article by its slug',
    query: slugQuerySchema,
    response: articleDetailsSchema,
    message: 'Article',
    handler: ({ actor, query }) => articles.bySlug(viewerOf(actor), query.slug),
  });
  route(`GET ${NEWS_PATHS.similar}`, {
    access: OPEN_NEWS,
    errors: ['NOT_FOUND'],
    summary: 'Articles similar in text to this one',
    query: similarQuerySchema,
    response: newsArticleListSchema,
    message: 'Similar articles',
    handler: ({ actor, query }) => articles.similar(viewerOf(actor), query.slug, query.size),
  });
}
