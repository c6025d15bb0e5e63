/**
 * The kinds of article behind `/article/{articleType}`. Ingestion gives every article one topic category (from its
 * feed, its publisher, or its words: `modules/news/ingest/categorize.ts`) and stores nothing else about its kind, so a
 * kind is that category, named in the URL by its slug (`/article/sports`).
 */
import {
  TOPIC_CATEGORIES,
  TOPIC_CATEGORY_LABELS,
  type TopicCategory,
  topicFromSlug,
  topicSlug,
} from '@noticeboard/shared';

/** One line under each kind's heading: what a reader will find there. */
export const ARTICLE_TYPE_DESCRIPTIONS: Record<TopicCategory, string> = {
  ENVIRONMENT: 'Stories about nature, the weather, wildlife and how people look after the planet.',
  SPORTS: 'Matches, tournaments and the people who play them, at school and around the world.',
  SOCIAL_CONCERNS: 'Stories about fairness, helping others and the problems communities work on together.',
  BUSINESS: 'Money, work and the companies that make the things we use, explained simply.',
  TRAVEL: 'Places to discover, journeys people take and how others live around the world.',
  ENTERTAINMENT: 'Films, music, books, games and the people who make them.',
  POLITICS: 'How countries, cities and councils make decisions, and how people take part.',
  EDUCATION_AND_RESEARCH: 'Schools, learning and new discoveries from scientists and researchers.',
  TECHNOLOGY_AND_INNOVATION: 'New inventions, computers, space and clever ideas that change how we live.',
  CULTURAL_DIVERSITY: 'Festivals, languages, food and traditions from different communities.',
  HEALTH: 'Keeping our bodies and minds well: food, sleep, exercise and medicine.',
};

export interface ArticleType {
  category: TopicCategory;
  slug: string;
  label: string;
  description: string;
  path: string;
}

export const articleTypePath = (category: TopicCategory) => `/article/${topicSlug(category)}`;

function articleTypeOf(category: TopicCategory): ArticleType {
  return {
    category,
    slug: topicSlug(category),
    label: TOPIC_CATEGORY_LABELS[category],
    description: ARTICLE_TYPE_DESCRIPTIONS[category],
    path: articleTypePath(category),
  };
}

/** Every kind, in the spec's order. */
export const ARTICLE_TYPES: readonly ArticleType[] = TOPIC_CATEGORIES.map(articleTypeOf);

/** The kind a URL names (its slug, any case), or undefined. */
export function articleTypeFromSlug(slug: string | undefined): ArticleType | undefined {
  const category = slug ? topicFromSlug(slug) : undefined;
  return category ? articleTypeOf(category) : undefined;
}
