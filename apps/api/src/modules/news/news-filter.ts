/** The latest-feed filter (date range, categories, publishers) as SQL, as a row test and as a cache key. */
import type { NewsFilter, PublishDateRange, TopicCategory } from '@noticeboard/shared';
import { gte, inArray, type SQL } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { rangeStart } from './news-clock';

export type FacetName = 'dateRange' | 'categories' | 'publishers';

/** The filter without one facet: facet counts apply the other facets only. */
export function withoutFacet(filter: NewsFilter, facet: FacetName): NewsFilter {
  return { ...filter, [facet]: undefined };
}

export function filterConditions(filter: NewsFilter, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filter.dateRange) conditions.push(gte(articles.publishedAt, rangeStart(filter.dateRange, now)));
  if (filter.categories?.length) conditions.push(inArray(articles.category, filter.categories));
  if (filter.publishers?.length) conditions.push(inArray(articles.publisherId, filter.publishers));
  return conditions;
}

export interface FilterableRow {
  publishedAt: Date;
  category: TopicCategory;
  publisherId: string;
}

export function inDateRange(publishedAt: Date, range: PublishDateRange, now: Date): boolean {
  return publishedAt.getTime() >= rangeStart(range, now).getTime();
}

export function matchesFilter(row: FilterableRow, filter: NewsFilter, now: Date): boolean {
  if (filter.dateRange && !inDateRange(row.publishedAt, filter.dateRange, now)) return false;
  if (filter.categories?.length && !filter.categories.includes(row.category)) return false;
  if (filter.publishers?.length && !filter.publishers.includes(row.publisherId)) return false;
  return true;
}

/** Same filter, same key, whatever the order of the lists. */
export function filterKey(filter: NewsFilter): string {
  return JSON.stringify([
    filter.dateRange ?? '',
    [...(filter.categories ?? [])].sort(),
    [...(filter.publishers ?? [])].sort(),
  ]);
}
