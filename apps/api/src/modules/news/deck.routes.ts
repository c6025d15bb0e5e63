/** News decks (signed in): categories with unread counts, one category's cards, eligibility. */
import {
  ACCESS,
  deckCategoryListSchema,
  deckDetailsQuerySchema,
  deckDetailsSchema,
  deckEligibilitySchema,
  NEWS_PATHS,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { DeckService } from './deck.service';
import { NEWS_TAGS } from './news-access';
import { readerOf } from './viewer';

export function deckRoutes(app: App, { decks }: { decks: DeckService }): void {
  const route = routeDefiner(app, { tags: NEWS_TAGS });
  const access = ACCESS.signedIn;

  route(`GET ${NEWS_PATHS.deckCategories}`, {
    access,
    errors: [],
    summary: 'Deck categories: recent articles and unread counts',
    response: deckCategoryListSchema,
    message: 'Deck categories',
    handler: ({ actor }) => decks.categories(readerOf(actor)),
  });
  route(`GET ${NEWS_PATHS.deckDetails}`, {
    access,
    errors: [],
    summary: "One category's deck of recent unread articles",
    query: deckDetailsQuerySchema,
    response: deckDetailsSchema,
    message: 'Deck',
    handler: ({ actor, query }) => decks.details(readerOf(actor), query.category),
  });
  route(`GET ${NEWS_PATHS.deckEligibility}`, {
    access,
    errors: [],
    summary: 'Whether a deck has enough unread cards',
    response: deckEligibilitySchema,
    message: 'Deck eligibility',
    handler: ({ actor }) => decks.eligibility(readerOf(actor)),
  });
}
