/** "In short": an article's summary (open, like the article) and the signed-in reader's thumbs up or down on it. */
import {
  ACCESS,
  ARTICLE_SUMMARY_PATHS,
  articleSummaryFeedbackBodySchema,
  articleSummaryParamsSchema,
  articleSummarySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import { NEWS_TAGS, OPEN_NEWS } from './news-access';
import type { ArticleSummaryService } from './summary.service';
import { readerOf, viewerOf } from './viewer';

export function summaryRoutes(app: App, { summaries }: { summaries: ArticleSummaryService }): void {
  const route = routeDefiner(app, { tags: NEWS_TAGS });
  route(`GET ${ARTICLE_SUMMARY_PATHS.summary}`, {
    access: OPEN_NEWS,
    errors: ['NOT_FOUND'],
    summary: "An article's short summary (its key sentences) and, signed in, one's own vote on it",
    params: articleSummaryParamsSchema,
    response: articleSummarySchema,
    message: 'Article summary',
    handler: ({ actor, params }) => summaries.get(viewerOf(actor), params.id),
  });
  route(`POST ${ARTICLE_SUMMARY_PATHS.feedback}`, {
    access: ACCESS.signedIn,
    errors: ['NOT_FOUND'],
    summary: 'Thumbs up or down on an article summary: one vote per person, a second one changes it',
    params: articleSummaryParamsSchema,
    body: articleSummaryFeedbackBodySchema,
    response: articleSummarySchema,
    message: 'Thank you for your feedback',
    handler: ({ actor, params, body }) => summaries.vote(readerOf(actor), params.id, body.helpful),
  });
}
