import {
  deckCategorySchema,
  deckDetailsSchema,
  deckEligibilitySchema,
  NEWS_PATHS,
  type TopicCategory,
} from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get, query } from '../../../lib/http';

const deckCategoriesSchema = z.array(deckCategorySchema);

/** GET /users/news-deck-category: each category's recent articles and how many the reader has not read. */
export const deckCategoriesQuery = () =>
  queryOptions({
    queryKey: ['news', 'deck', 'categories'],
    queryFn: () => get(NEWS_PATHS.deckCategories, deckCategoriesSchema),
  });

/** GET /users/news-deck-category-details?category=: the cards of one deck. */
export const deckDetailsQuery = (category: TopicCategory) =>
  queryOptions({
    queryKey: ['news', 'deck', 'details', category],
    queryFn: () => get(`${NEWS_PATHS.deckDetails}${query({ category })}`, deckDetailsSchema),
    // The stack keeps its place while the reader swipes; saving must not reshuffle it.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /users/deck-eligibilty: whether any deck has enough unread stories. */
export const deckEligibilityQuery = () =>
  queryOptions({
    queryKey: ['news', 'deck', 'eligibility'],
    queryFn: () => get(NEWS_PATHS.deckEligibility, deckEligibilitySchema),
  });

export const useDeckCategories = () => useQuery(deckCategoriesQuery());
export const useDeckDetails = (category: TopicCategory) => useQuery(deckDetailsQuery(category));
export const useDeckEligibility = () => useQuery(deckEligibilityQuery());
