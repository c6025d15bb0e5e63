/** The applied latest-news filter in local storage (`filterData`, spec §3), for everyone, signed in or not. */
import { type SavedFilter, savedFilterSchema } from '@noticeboard/shared';
import { STORAGE_KEYS } from '@noticeboard/shared/constants';

export const EMPTY_FILTER: SavedFilter = { dateRange: null, categories: [], publishers: [] };

export function isEmptyFilter(filter: SavedFilter): boolean {
  return !filter.dateRange && filter.categories.length === 0 && filter.publishers.length === 0;
}

export function activeFilterCount(filter: SavedFilter): number {
  return (filter.dateRange ? 1 : 0) + filter.categories.length + filter.publishers.length;
}

export function readStoredFilter(): SavedFilter {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.filterData);
    if (!raw) return EMPTY_FILTER;
    const parsed = savedFilterSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_FILTER;
  } catch {
    return EMPTY_FILTER;
  }
}

export function storeFilter(filter: SavedFilter): void {
  if (isEmptyFilter(filter)) globalThis.localStorage?.removeItem(STORAGE_KEYS.filterData);
  else globalThis.localStorage?.setItem(STORAGE_KEYS.filterData, JSON.stringify(filter));
}

/** Same filter, same cache key, whatever the order of the choices. */
export function normaliseFilter(filter: SavedFilter): SavedFilter {
  return {
    dateRange: filter.dateRange ?? null,
    categories: [...filter.categories].sort(),
    publishers: [...filter.publishers].sort(),
  };
}

/** The filter as `/users/latest/` and the filter counts take it. */
export function filterParams(filter: SavedFilter) {
  return {
    dateRange: filter.dateRange ?? undefined,
    categories: filter.categories.join(',') || undefined,
    publishers: filter.publishers.join(',') || undefined,
  };
}
