/**
 * Global search (issue 21 §1): one query over news articles, community posts, forum threads, collabs, library
 * items, people, schools and (for staff) question-bank questions. Every hit is something the caller could open.
 */
import { z } from 'zod';
import { pageOf } from './common';

/** The kinds, in the order the grouped results show them; each is also the `{entityType}` of `/global-search/{entityType}`. */
export const SEARCH_ENTITY_TYPES = [
  'articles',
  'posts',
  'forums',
  'collabs',
  'library',
  'people',
  'schools',
  'questions',
] as const;
export type SearchEntityType = (typeof SEARCH_ENTITY_TYPES)[number];

export const SEARCH_ENTITY_LABELS: Record<SearchEntityType, string> = {
  articles: 'News',
  posts: 'Community posts',
  forums: 'Forum threads',
  collabs: 'Collabs',
  library: 'Library',
  people: 'People',
  schools: 'Schools',
  questions: 'Question bank',
};

/** `/global-search/all` shows every kind, grouped. */
export const SEARCH_ALL = 'all';

export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Hits per kind in the grouped answer. */
export const SEARCH_GROUP_PREVIEW_SIZE = 3;
/** Recent searches kept on the device only (localStorage), newest first. */
export const SEARCH_RECENT_STORAGE_KEY = 'recentSearches';
export const SEARCH_RECENT_LIMIT = 8;

export const SEARCH_PATHS = {
  /** GET ?q= — every kind the caller may search, grouped with counts, a few hits each. */
  grouped: '/global-search',
  /** GET ?q=&page=&size= — one kind, paged. */
  byType: '/global-search/:entityType',
  /** GET ?q= — tags (community topics and news categories) matching what is typed. */
  suggestedTags: '/global-search/suggested-tags',
} as const;

export const SEARCH_MESSAGES = {
  tooShort: `Type at least ${SEARCH_QUERY_MIN_LENGTH} characters to search.`,
  tooLong: `Searches are at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
  unknownType: 'There is no such kind of result.',
} as const;

export const searchTextSchema = z
  .string({ error: SEARCH_MESSAGES.tooShort })
  .trim()
  .min(SEARCH_QUERY_MIN_LENGTH, { error: SEARCH_MESSAGES.tooShort })
  .max(SEARCH_QUERY_MAX_LENGTH, { error: SEARCH_MESSAGES.tooLong });

export const globalSearchQuerySchema = z.object({ q: searchTextSchema });
export type GlobalSearchQuery = z.infer<typeof globalSearchQuerySchema>;

export const searchPageQuerySchema = z.object({
  q: searchTextSchema,
  page: z.coerce.number().int().min(0).max(500).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type SearchPageQuery = z.infer<typeof searchPageQuerySchema>;

export const searchTypeParamsSchema = z.object({
  entityType: z.enum(SEARCH_ENTITY_TYPES, { error: SEARCH_MESSAGES.unknownType }),
});

/** One result: plain text only (the web app bolds the query's words itself). */
export const searchHitSchema = z.object({
  entityType: z.enum(SEARCH_ENTITY_TYPES),
  id: z.string(),
  title: z.string(),
  /** A short plain-text excerpt around the matched words, ≤ 200 characters; empty when there is none. */
  snippet: z.string(),
  /**
   * The web path that opens it, e.g. `/details/{slug}`, `/community/details/{slug}`, `/institutions/{customUrl}`;
   * empty for a child shown outside their school as "First L." (never linked, as in every list of people).
   */
  url: z.string(),
  /** A picture that the caller may see (public or already visibility-checked), or null. */
  imageUrl: z.string().nullable(),
  /** One line of context: the school, the category, the author as the caller may see them, e.g. "Greenfield School · Science". */
  meta: z.string().nullable(),
  /** ISO date of publishing or creation, when the kind has one. */
  date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * Counting every match of a common word costs more than the search: the grouped answer counts a kind's matches
 * among the newest 100 it ranks, a kind's pages up to 1,000; past that the total is a lower bound ("100+").
 */
const totalIsAtLeast = z.boolean();

export const searchGroupSchema = z.object({
  entityType: z.enum(SEARCH_ENTITY_TYPES),
  total: z.number().int(),
  /** `total` is where the count stopped: there are more. */
  totalIsAtLeast,
  hits: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchGroupedResultSchema = z.object({
  query: z.string(),
  /** A corrected query when the words look misspelled (trigram similarity to known words), else null. */
  didYouMean: z.string().nullable(),
  /** Only the kinds the caller may search, in SEARCH_ENTITY_TYPES order, empty groups included (total 0). */
  groups: z.array(searchGroupSchema),
  suggestedTags: z.array(z.string()),
});
export type SearchGroupedResult = z.infer<typeof searchGroupedResultSchema>;

export const searchPageResultSchema = pageOf(searchHitSchema).extend({
  /** `totalElements` is where the count stopped: there are more. */
  totalIsAtLeast,
  query: z.string(),
  didYouMean: z.string().nullable(),
});
export type SearchPageResult = z.infer<typeof searchPageResultSchema>;

export const suggestedTagsSchema = z.object({ tags: z.array(z.string()) });
export type SuggestedTags = z.infer<typeof suggestedTagsSchema>;
