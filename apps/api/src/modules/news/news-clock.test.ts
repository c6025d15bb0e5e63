import { describe, expect, it, vi } from 'vitest';
import { rangeStart, readingDayStart } from './news-clock';
import { TtlCache } from './ttl-cache';

describe('reading day (Asia/Kolkata, UTC+05:30)', () => {
  it('starts at local midnight, which is 18:30 UTC the day before', () => {
    expect(readingDayStart(new Date('2026-03-10T12:00:00Z')).toISOString()).toBe('2026-03-09T18:30:00.000Z');
    // 18:29 UTC is still the evening of the 10th in India; 18:30 UTC is already the 11th.
    expect(readingDayStart(new Date('2026-03-10T18:29:59Z')).toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(readingDayStart(new Date('2026-03-10T18:30:00Z')).toISOString()).toBe('2026-03-10T18:30:00.000Z');
  });

  it('starts "this year" at local new year and counts the other ranges back from now', () => {
    expect(rangeStart('THIS_YEAR', new Date('2026-12-31T19:00:00Z')).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(rangeStart('THIS_YEAR', new Date('2026-06-01T00:00:00Z')).toISOString()).toBe('2025-12-31T18:30:00.000Z');
    const now = new Date('2026-06-01T00:00:00Z');
    expect(rangeStart('LAST_24_HOURS', now).toISOString()).toBe('2026-05-31T00:00:00.000Z');
    expect(rangeStart('LAST_7_DAYS', now).toISOString()).toBe('2026-05-25T00:00:00.000Z');
  });
});

describe('TtlCache', () => {
  it('shares one load per key until it expires, and forgets failed loads', async () => {
    const cache = new TtlCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([1, 1]);
    expect(await cache.getOrLoad('b', load)).toBe(2);
    await expect(cache.getOrLoad('c', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('c', load)).toBe(3);
    cache.delete('a');
    expect(await cache.getOrLoad('a', load)).toBe(4);
    const expired = new TtlCache<number>(0);
    expect(await expired.getOrLoad('x', load)).toBe(5);
    expect(await expired.getOrLoad('x', load)).toBe(6);
  });

  it('with serveStale, serves the expired answer while one background load replaces it', async () => {
    const cache = new TtlCache<number>(0, 10, { serveStale: true });
    let loads = 0;
    let release: () => void = () => {};
    const slow = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        const value = loads;
        release = () => resolve(value);
      });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const first = cache.getOrLoad('k', slow);
    await tick();
    release();
    expect(await first).toBe(1);
    // Expired: the old answer comes back at once, and only one reload starts for concurrent readers.
    expect(await Promise.all([cache.getOrLoad('k', slow), cache.getOrLoad('k', slow)])).toEqual([1, 1]);
    await tick();
    expect(loads).toBe(2);
    release();
    await tick();
    expect(await cache.getOrLoad('k', slow)).toBe(2);
    // A deleted key is never served stale.
    cache.delete('k');
    const fresh = cache.getOrLoad('k', slow);
    await tick();
    release();
    expect(await fresh).toBe(4);
  });

  it('with serveStale, loads afresh an answer expired for longer than its time to live', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache<number>(5_000, 10, { serveStale: true });
      let version = 0;
      const load = async () => ++version;
      expect(await cache.getOrLoad('k', load)).toBe(1);
      vi.advanceTimersByTime(60 * 60_000);
      expect(await cache.getOrLoad('k', load)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
