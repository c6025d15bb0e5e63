/**
 * The news reader's wire contract (spec §1-§3, §7 News, §8, §9): articles, feeds, filters, saving,
 * reporting, decks, listening and feed customisation. Paths are listed in NEWS_PATHS.
 */
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';

/** The 11 topic categories of spec §9, in the spec's order. */
export const TOPIC_CATEGORIES = [
  'ENVIRONMENT',
  'SPORTS',
  'SOCIAL_CONCERNS',
  'BUSINESS',
  'TRAVEL',
  'ENTERTAINMENT',
  'POLITICS',
  'EDUCATION_AND_RESEARCH',
  'TECHNOLOGY_AND_INNOVATION',
  'CULTURAL_DIVERSITY',
  'HEALTH',
] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

export const TOPIC_CATEGORY_LABELS: Record<TopicCategory, string> = {
  ENVIRONMENT: 'Environment',
  SPORTS: 'Sports',
  SOCIAL_CONCERNS: 'Social Concerns',
  BUSINESS: 'Business',
  TRAVEL: 'Travel',
  ENTERTAINMENT: 'Entertainment',
  POLITICS: 'Politics',
  EDUCATION_AND_RESEARCH: 'Education and Research',
  TECHNOLOGY_AND_INNOVATION: 'Technology and Innovation',
  CULTURAL_DIVERSITY: 'Cultural Diversity',
  HEALTH: 'Health',
};

/** `education-and-research`: used in `/deck/{name}` and `/category/details?category=`. */
export function topicSlug(category: TopicCategory): string {
  return TOPIC_CATEGORY_LABELS[category].toLowerCase().replace(/\s+/g, '-');
}

export function topicFromSlug(slug: string): TopicCategory | undefined {
  return TOPIC_CATEGORIES.find((category) => topicSlug(category) === slug.toLowerCase());
}

export const topicCategorySchema = z.enum(TOPIC_CATEGORIES);

/** Publish-date filter of spec §9. */
export const PUBLISH_DATE_RANGES = [
  'LAST_24_HOURS',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'LAST_90_DAYS',
  'THIS_YEAR',
] as const;
export type PublishDateRange = (typeof PUBLISH_DATE_RANGES)[number];
export const PUBLISH_DATE_RANGE_LABELS: Record<PublishDateRange, string> = {
  LAST_24_HOURS: 'Within 24 hours',
  LAST_7_DAYS: 'Last 7 days',
  LAST_30_DAYS: 'Last 30 days',
  LAST_90_DAYS: 'Last 90 days',
  THIS_YEAR: 'This year',
};

export const ABUSE_TYPES = ['FAKE', 'INAPPROPRIATE', 'OTHERS'] as const;
export type AbuseType = (typeof ABUSE_TYPES)[number];
export const ABUSE_TYPE_LABELS: Record<AbuseType, string> = {
  FAKE: 'Fake',
  INAPPROPRIATE: 'Inappropriate',
  OTHERS: 'Others',
};

export const VIEW_TYPES = ['VIEW', 'IMPRESSION'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** Exactly these playback speeds (spec §1). */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.5, 1.75, 2] as const;

/** Articles a reader opens per day before the quiz prompt of spec §8 (configurable on the server). */
export const DEFAULT_DAILY_READING_MINIMUM = 3;

export const NEWS_SECTION_TITLES = {
  latest: 'Latest News',
  forYou: 'For You',
  trending: 'Trending News',
  publishers: 'All Publishers',
  publicationMix: 'Your Publication Mix',
  categories: 'All Categories',
  yourCategories: 'Your Categories',
  recentReads: 'Your Recent Reads',
  saved: 'Saved Items',
} as const;

export const NEWS_MESSAGES = {
  minimumRead: 'You have already read minimum articles',
  takeQuiz: 'Take a Quiz',
  continueReading: 'Continue reading',
  fetchFailed: 'Failed to fetch post',
  fetchMoreFailed: 'Failed to fetch more post',
  articleNotFound: 'This article is not available',
  alreadyReported: 'You have already reported this article',
  audioNotReady: 'Audio is being prepared. Reading it aloud with your browser meanwhile.',
} as const;

/** Every news path of spec §7, under /api; plus plain REST paths where the spec names none. */
export const NEWS_PATHS = {
  latest: '/users/latest/',
  applyFilter: '/users/apply-filter/',
  resetFilters: '/users/reset-filters/',
  filterCount: '/recommended/user-filter-count/',
  forYou: '/recommended/news/',
  trending: '/recommend/users/trending/',
  publicationCategory: '/recommended/publication-category',
  publicationWiseNews: '/recommended/publication-wise-news/',
  newsCategory: '/recommended/news-category/',
  trendingCategory: '/recommended/trending-category/',
  categoryWiseNews: '/recommended/get-category-wise-news/',
  articleBySlug: '/users/get-article-by-slug',
  articleView: '/users/article-view/',
  recentReads: '/users/recent-reads/',
  similar: '/recommended/similar-article/',
  bookmark: '/users/user-bookmark/',
  bookmarkDetails: '/users/user-bookmark-details',
  savedPublications: '/users/user-saved-publication/',
  reportAbuse: '/users/user-report-abuse',
  deckCategories: '/users/news-deck-category',
  deckDetails: '/users/news-deck-category-details',
  deckEligibility: '/users/deck-eligibilty',
  latestAudio: '/recommended/latest-news-audio/',
  categoryAudio: '/recommended/category-wise-news-audio/',
  // Not named by the spec:
  customizeFeeds: '/users/customize-feeds',
  readingStatus: '/users/reading-status',
  search: '/news/search',
  publishers: '/news/publishers',
  reports: '/news/reports',
  /** `/news/audio/{key}`: the generated MP3 files, with Range support for seeking. */
  audioFile: '/news/audio',
  /** `/news/images/{key}`: lead images, re-encoded at ingest. */
  imageFile: '/news/images',
} as const;

export const publisherSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type PublisherSummary = z.infer<typeof publisherSummarySchema>;

export const publisherSchema = publisherSummarySchema.extend({
  siteUrl: z.string().nullable(),
  defaultCategory: topicCategorySchema,
});
export type Publisher = z.infer<typeof publisherSchema>;

/** A lead image, re-encoded at ingest: sized so the page does not jump while it loads. */
export const articleImageSchema = z.object({
  url: z.string(),
  /** About half the width, for phones (use in srcset). */
  smallUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ArticleImage = z.infer<typeof articleImageSchema>;

export const AUDIO_STATUSES = ['PENDING', 'READY', 'FAILED', 'UNAVAILABLE'] as const;
export type AudioStatus = (typeof AUDIO_STATUSES)[number];

/** Why the for-you feed picked an item (shown as "Because you read ..."). */
export const PICK_REASONS = [
  'READ_CATEGORY',
  'READ_PUBLISHER',
  'CHOSEN_CATEGORY',
  'CHOSEN_PUBLISHER',
  'SAVED_CATEGORY',
  'TRENDING',
  'FRESH',
  'EXPLORE',
] as const;
export type PickReason = (typeof PICK_REASONS)[number];
export const pickReasonSchema = z.object({ kind: z.enum(PICK_REASONS), text: z.string() });
export type PickReasonInfo = z.infer<typeof pickReasonSchema>;

/** An article as it appears in every list (spec §3: `_id`, `isSaved`). */
export const newsArticleSchema = z.object({
  _id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: articleImageSchema.nullable(),
  category: topicCategorySchema,
  publisher: publisherSummarySchema,
  author: z.string().nullable(),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
  viewCount: z.number().int(),
  saveCount: z.number().int(),
  isSaved: z.boolean(),
  audioStatus: z.enum(AUDIO_STATUSES),
  /** For-you items only. */
  reason: pickReasonSchema.optional(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const articleAudioSchema = z.object({
  status: z.enum(AUDIO_STATUSES),
  url: z.string().nullable(),
  durationSeconds: z.number().nullable(),
});
export type ArticleAudio = z.infer<typeof articleAudioSchema>;

export const articleDetailsSchema = newsArticleSchema.extend({
  /** Sanitised at ingest: safe to render as HTML. */
  contentHtml: z.string(),
  /** Plain text, for the browser's speech synthesis while the audio is not ready. */
  contentText: z.string(),
  canonicalUrl: z.string().nullable(),
  wordCount: z.number().int(),
  audio: articleAudioSchema,
});
export type ArticleDetails = z.infer<typeof articleDetailsSchema>;

/** `a,b,c` or repeated keys in a query string, as a validated list. */
function listParam<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return parts.map((part) => String(part).trim()).filter(Boolean);
  }, z.array(item).max(50).optional());
}

export const newsFilterSchema = z.object({
  dateRange: z.enum(PUBLISH_DATE_RANGES).optional(),
  categories: listParam(topicCategorySchema),
  /** Publisher ids. */
  publishers: listParam(z.uuid()),
});
export type NewsFilter = z.infer<typeof newsFilterSchema>;

export const latestQuerySchema = pageQuerySchema.extend(newsFilterSchema.shape);
export type LatestQuery = z.infer<typeof latestQuerySchema>;

/** The filter a signed-in reader applied, kept on the server (`/users/apply-filter/`). */
export const savedFilterSchema = z
  .object({
    dateRange: z.enum(PUBLISH_DATE_RANGES).nullable(),
    categories: z.array(topicCategorySchema).max(11),
    publishers: z.array(z.uuid()).max(50),
  })
  .strict();
export type SavedFilter = z.infer<typeof savedFilterSchema>;

/** Facet counts: each facet counted with the other facets' filters applied. */
export const filterCountSchema = z.object({
  total: z.number().int(),
  dateRanges: z.record(z.enum(PUBLISH_DATE_RANGES), z.number().int()),
  categories: z.record(topicCategorySchema, z.number().int()),
  publishers: z.array(z.object({ id: z.uuid(), name: z.string(), count: z.number().int() })),
});
export type FilterCount = z.infer<typeof filterCountSchema>;

export const slugQuerySchema = z.object({ slug: z.string().trim().min(1).max(200) });
export const similarQuerySchema = slugQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(20).default(6),
});
export const categoryNewsQuerySchema = pageQuerySchema.extend({ category: topicCategorySchema });
export const publicationNewsQuerySchema = pageQuerySchema.extend({ publisherId: z.uuid() });
export const searchQuerySchema = pageQuerySchema.extend({ q: z.string().trim().min(2).max(100) });

export const articleViewBodySchema = z
  .object({ articleId: z.uuid(), viewType: z.enum(VIEW_TYPES).default('VIEW') })
  .strict();

/** Today's reading against the daily minimum (spec §8 prompt). */
export const readingStatusSchema = z.object({
  readToday: z.number().int(),
  dailyMinimum: z.number().int(),
  minimumReached: z.boolean(),
  /** True only on the view that reached the minimum: the moment to show the prompt. */
  justReachedMinimum: z.boolean(),
});
export type ReadingStatus = z.infer<typeof readingStatusSchema>;

export const bookmarkBodySchema = z.object({ articleId: z.uuid(), saved: z.boolean() }).strict();
export const bookmarkResultSchema = z.object({
  articleId: z.uuid(),
  isSaved: z.boolean(),
  saveCount: z.number().int(),
});
export type BookmarkResult = z.infer<typeof bookmarkResultSchema>;

export const reportAbuseBodySchema = z
  .object({
    articleId: z.uuid(),
    abuseType: z.enum(ABUSE_TYPES),
    reason: z
      .string()
      .trim()
      .min(5, 'Please tell us a little more (at least 5 characters)')
      .max(500, 'Please keep it under 500 characters'),
  })
  .strict();
export type ReportAbuseBody = z.infer<typeof reportAbuseBodySchema>;

export const REPORT_STATUSES = ['OPEN', 'DISMISSED', 'UPHELD'] as const;
export const articleReportSchema = z.object({
  id: z.uuid(),
  article: z.object({ _id: z.uuid(), slug: z.string(), title: z.string() }),
  abuseType: z.enum(ABUSE_TYPES),
  reason: z.string(),
  reporterName: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  actionTakenByUserName: z.string().nullable(),
});
export type ArticleReport = z.infer<typeof articleReportSchema>;
export const reportActionBodySchema = z.object({ action: z.enum(['DISMISS', 'UPHOLD']) }).strict();

export const publisherCountSchema = z.object({ publisher: publisherSummarySchema, articleCount: z.number().int() });
export const publicationCategorySchema = z.object({
  /** All Publishers. */
  publishers: z.array(publisherCountSchema),
  /** Your Publication Mix: what the reader read, by publisher (empty when anonymous). */
  mix: z.array(
    z.object({ publisher: publisherSummarySchema, readCount: z.number().int(), share: z.number().min(0).max(1) }),
  ),
});
export type PublicationCategory = z.infer<typeof publicationCategorySchema>;

export const categoryCountSchema = z.object({
  category: topicCategorySchema,
  label: z.string(),
  slug: z.string(),
  articleCount: z.number().int(),
});
export type CategoryCount = z.infer<typeof categoryCountSchema>;
export const newsCategoriesSchema = z.object({
  /** All Categories. */
  all: z.array(categoryCountSchema),
  /** Your Categories: chosen in customize-feeds, else the most read (empty when anonymous). */
  yours: z.array(categoryCountSchema),
});
export type NewsCategories = z.infer<typeof newsCategoriesSchema>;
export const trendingCategorySchema = categoryCountSchema.extend({ score: z.number() });

export const feedPreferencesSchema = z
  .object({
    categories: z.array(topicCategorySchema).max(11),
    publisherIds: z.array(z.uuid()).max(50),
    /** Off: for-you shows fresh and trending items without using the reader's history. */
    personalise: z.boolean(),
  })
  .strict();
export type FeedPreferences = z.infer<typeof feedPreferencesSchema>;

export const deckCategorySchema = categoryCountSchema.extend({ unreadCount: z.number().int() });
export const deckDetailsQuerySchema = z.object({ category: topicCategorySchema });
export const deckDetailsSchema = z.object({ category: topicCategorySchema, cards: z.array(newsArticleSchema) });
export const deckEligibilitySchema = z.object({ eligible: z.boolean(), unreadCount: z.number().int() });

/** A spoken bulletin (latest news, or one category's news). */
export const newsBulletinSchema = z.object({
  audio: articleAudioSchema,
  /** What the bulletin reads, for the browser's speech synthesis while the audio is not ready. */
  text: z.string(),
  articles: z.array(z.object({ _id: z.uuid(), slug: z.string(), title: z.string() })),
});
export type NewsBulletin = z.infer<typeof newsBulletinSchema>;
export const categoryAudioQuerySchema = z.object({ category: topicCategorySchema });

/** A page of article cards: latest, trending, one category's or publisher's, search, recent reads, for you, saved. */
export const newsArticlePageSchema = pageOf(newsArticleSchema);
/** Similar articles: a short list, no paging. */
export const newsArticleListSchema = z.array(newsArticleSchema);
export const publisherListSchema = z.array(publisherSchema);
export const trendingCategoryListSchema = z.array(trendingCategorySchema);
export const deckCategoryListSchema = z.array(deckCategorySchema);
/** Publishers of the reader's saved articles, most saved first. */
export const publisherCountListSchema = z.array(publisherCountSchema);

/** `POST /users/user-report-abuse` answers the new report's id. */
export const articleReportedSchema = z.object({ id: z.uuid(), articleId: z.uuid() });
/** `GET /news/reports`: the school's reports, optionally of one status. */
export const articleReportListQuerySchema = pageQuerySchema.extend({ status: z.enum(REPORT_STATUSES).optional() });
export const articleReportPageSchema = pageOf(articleReportSchema);
/** `POST /news/reports/:id`: the report acted on. */
export const articleReportIdParamsSchema = z.object({ id: z.uuid() });

/** `GET /news/audio/*` and `/news/images/*`: the stored file's key, as the wildcard segment. */
export const newsFileParamsSchema = z.object({ '*': z.string() });
