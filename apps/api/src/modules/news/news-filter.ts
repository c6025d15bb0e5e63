/**
 * The latest-feed filter (date range, categories, publishers) as a row test and as a cache key; its SQL is
 * `filterConditions` in article-scope.repository.ts.
 */
import type { NewsFilter, PublishDateRange, TopicCategory } from '@noticeboard/shared';
import { rangeStart } from './news-clock';

export type FacetName = 'dateRange' | 'categories' | 'publishers';

/** The filter without one facet: facet counts apply the other facets only. */
export function withoutFacet(filter: NewsFilter, facet: FacetName): NewsFilter {
  return { ...filter, [facet]: undefined };
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
