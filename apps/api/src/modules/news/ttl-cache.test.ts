import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

afterEach(() => vi.useRealTimers());

/** Lets a background reload (a few promise hops) finish. */
async function settle(): Promise<void> {
  for (let hop = 0; hop < 5; hop++) await Promise.resolve();
}

function counter() {
  let loads = 0;
  return { load: () => Promise.resolve(++loads), loads: () => loads };
}

describe('the time-to-live cache (serving stale)', () => {
  it('shares one load between callers asking at once, and keeps it for the time to live', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new TtlCache<number>(5_000, 100, { serveStale: true });
    const { load, loads } = counter();
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect([a, b, loads()]).toEqual([1, 1, 1]);
    vi.setSystemTime(4_999);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(loads()).toBe(1);
  });

  it('serves an expired answer once more while one reload replaces it, and loads anew after twice the time', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new TtlCache<number>(5_000, 100, { serveStale: true });
    const { load, loads } = counter();
    await cache.getOrLoad('k', load);
    vi.setSystemTime(6_000);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    await settle();
    expect(await cache.getOrLoad('k', load)).toBe(2);
    expect(loads()).toBe(2);
    vi.setSystemTime(6_000 + 10_001);
    expect(await cache.getOrLoad('k', load)).toBe(3);
  });

  it('drops everything on clear, and never keeps a failed load', async () => {
    const cache = new TtlCache<number>(5_000, 100, { serveStale: true });
    const { load, loads } = counter();
    await cache.getOrLoad('k', load);
    cache.clear();
    expect(await cache.getOrLoad('k', load)).toBe(2);
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('bad', load)).toBe(3);
    expect(loads()).toBe(3);
  });
});
