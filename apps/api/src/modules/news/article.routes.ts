/** The article page and similar articles (open). */
import {
  articleDetailsSchema,
  envelope,
  NEWS_PATHS,
  newsArticleSchema,
  similarQuerySchema,
  slugQuerySchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { App } from '../../types';
import type { ArticleService } from './article.service';
import { NEWS_TAGS } from './feed.routes';
import { viewerOf } from './viewer';

export function articleRoutes(app: App, { articles }: { articles: ArticleService }): void {
  const tags = NEWS_TAGS;

  app.get(
    NEWS_PATHS.articleBySlug,
    {
      schema: {
        tags,
        summary: 'An article by its slug',
        querystring: slugQuerySchema,
        response: { 200: envelope(articleDetailsSchema) },
      },
    },
    async (request) => ok('Article', await articles.bySlug(viewerOf(request.actor), request.query.slug)),
  );

  app.get(
    NEWS_PATHS.similar,
    {
      schema: {
        tags,
        summary: 'Articles similar in text to this one',
        querystring: similarQuerySchema,
        response: { 200: envelope(z.array(newsArticleSchema)) },
      },
    },
    async (request) =>
      ok('Similar articles', await articles.similar(viewerOf(request.actor), request.query.slug, request.query.size)),
  );
}
