import { STORAGE_KEYS } from '@noticeboard/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../test/memory-storage';
import { EMPTY_FILTER, filterParams, normaliseFilter, readStoredFilter, storeFilter } from './filter-storage';

const PUBLISHER = '0f5d3c1e-7a2b-4c8d-9e0f-1a2b3c4d5e6f';

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage();
});

describe('the applied filter in local storage', () => {
  it('is kept under filterData and read back', () => {
    const filter = { dateRange: 'LAST_7_DAYS' as const, categories: ['SPORTS' as const], publishers: [PUBLISHER] };
    storeFilter(filter);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.filterData) ?? 'null')).toEqual(filter);
    expect(readStoredFilter()).toEqual(filter);
  });

  it('is removed when empty, and unreadable or invalid values count as no filter', () => {
    storeFilter({ dateRange: null, categories: ['HEALTH'], publishers: [] });
    storeFilter(EMPTY_FILTER);
    expect(localStorage.getItem(STORAGE_KEYS.filterData)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.filterData, '{not json');
    expect(readStoredFilter()).toEqual(EMPTY_FILTER);
    localStorage.setItem(
      STORAGE_KEYS.filterData,
      JSON.stringify({ dateRange: 'YESTERDAY', categories: [], publishers: [] }),
    );
    expect(readStoredFilter()).toEqual(EMPTY_FILTER);
  });
});

describe('filter as query', () => {
  it('orders choices so the same filter has the same cache key, and joins lists with commas', () => {
    const filter = normaliseFilter({ dateRange: null, categories: ['SPORTS', 'HEALTH'], publishers: [] });
    expect(filter.categories).toEqual(['HEALTH', 'SPORTS']);
    expect(filterParams(filter)).toEqual({ dateRange: undefined, categories: 'HEALTH,SPORTS', publishers: undefined });
  });
});
