import { SEARCH_RECENT_LIMIT, SEARCH_RECENT_STORAGE_KEY } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch } from './recent-searches';

const stored = () => JSON.parse(localStorage.getItem(SEARCH_RECENT_STORAGE_KEY) ?? 'null');

describe('recent searches (this device only)', () => {
  it('keeps the newest first, one entry per query whatever its case, at most the limit', () => {
    for (let n = 1; n <= SEARCH_RECENT_LIMIT + 2; n++) addRecentSearch(`topic ${n}`);
    addRecentSearch('  TOPIC   5 ');
    const list = stored();
    expect(list).toHaveLength(SEARCH_RECENT_LIMIT);
    expect(list[0]).toBe('TOPIC 5');
    expect(list[1]).toBe(`topic ${SEARCH_RECENT_LIMIT + 2}`);
    expect(list.filter((item: string) => item.toLowerCase() === 'topic 5')).toHaveLength(1);
    expect(list).not.toContain('topic 1');
    expect(readRecentSearches()).toEqual(list);
  });

  it('removes one, clears all, and ignores what it cannot read', () => {
    addRecentSearch('volcano');
    addRecentSearch('kite');
    removeRecentSearch('volcano');
    expect(stored()).toEqual(['kite']);
    clearRecentSearches();
    expect(localStorage.getItem(SEARCH_RECENT_STORAGE_KEY)).toBeNull();
    localStorage.setItem(SEARCH_RECENT_STORAGE_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(SEARCH_RECENT_STORAGE_KEY, JSON.stringify(['ok', 3, '', null]));
    expect(readRecentSearches()).toEqual(['ok']);
  });
});
