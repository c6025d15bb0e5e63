import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupedCache } from './grouped-cache';

afterEach(() => vi.useRealTimers());

describe('GroupedCache', () => {
  it('serves an answer until its group is forgotten, leaving other groups alone', () => {
    const cache = new GroupedCache<string>(60_000);
    cache.set('user:a', 'page0', 'A0', cache.ticket());
    cache.set('user:b', 'page0', 'B0', cache.ticket());
    expect(cache.get('user:a', 'page0')).toBe('A0');
    cache.forget('user:a');
    expect(cache.get('user:a', 'page0')).toBeUndefined();
    expect(cache.get('user:b', 'page0')).toBe('B0');
  });

  it('does not store a load that started before an invalidation', () => {
    const cache = new GroupedCache<string>(60_000);
    const ticket = cache.ticket();
    cache.forget('user:a');
    cache.set('user:a', 'page0', 'read before the change', ticket);
    expect(cache.get('user:a', 'page0')).toBeUndefined();
  });

  it('forgets an answer after its time to live', () => {
    vi.useFakeTimers();
    const cache = new GroupedCache<string>(1_000);
    cache.set('user:a', 'page0', 'A0', cache.ticket());
    vi.advanceTimersByTime(999);
    expect(cache.get('user:a', 'page0')).toBe('A0');
    vi.advanceTimersByTime(2);
    expect(cache.get('user:a', 'page0')).toBeUndefined();
  });

  it('drops the least recently filled groups past its bound', () => {
    const cache = new GroupedCache<string>(60_000, 3);
    cache.set('user:a', 'page0', 'A0', cache.ticket());
    cache.set('user:a', 'page1', 'A1', cache.ticket());
    cache.set('user:b', 'page0', 'B0', cache.ticket());
    cache.set('user:c', 'page0', 'C0', cache.ticket());
    expect(cache.get('user:a', 'page0')).toBeUndefined();
    expect(cache.get('user:b', 'page0')).toBe('B0');
    expect(cache.get('user:c', 'page0')).toBe('C0');
  });
});
