/** News decks (signed in): categories with unread counts, one category's cards, eligibility. */
import {
  deckCategorySchema,
  deckDetailsQuerySchema,
  deckDetailsSchema,
  deckEligibilitySchema,
  envelope,
  NEWS_PATHS,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { DeckService } from './deck.service';
import { NEWS_TAGS } from './feed.routes';
import { readerOf } from './viewer';

export function deckRoutes(app: App, { decks }: { decks: DeckService }): void {
  const tags = NEWS_TAGS;
  const preHandler = signedIn;

  app.get(
    NEWS_PATHS.deckCategories,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Deck categories: recent articles and unread counts',
        response: { 200: envelope(z.array(deckCategorySchema)) },
      },
    },
    async (request) => ok('Deck categories', await decks.categories(readerOf(actorOf(request)))),
  );

  app.get(
    NEWS_PATHS.deckDetails,
    {
      preHandler,
      schema: {
        tags,
        summary: "One category's deck of recent unread articles",
        querystring: deckDetailsQuerySchema,
        response: { 200: envelope(deckDetailsSchema) },
      },
    },
    async (request) => ok('Deck', await decks.details(readerOf(actorOf(request)), request.query.category)),
  );

  app.get(
    NEWS_PATHS.deckEligibility,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Whether a deck has enough unread cards',
        response: { 200: envelope(deckEligibilitySchema) },
      },
    },
    async (request) => ok('Deck eligibility', await decks.eligibility(readerOf(actorOf(request)))),
  );
}
