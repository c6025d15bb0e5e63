import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache with serveStale', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a just-expired answer while one reload replaces it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1_000, 10, { serveStale: true });
    let version = 0;
    const load = vi.fn(async () => ++version);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(1_500);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    await vi.waitFor(async () => expect(await cache.getOrLoad('k', load)).toBe(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads afresh an answer expired for longer than its time to live', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1_000, 10, { serveStale: true });
    let version = 0;
    const load = async () => ++version;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(60 * 60_000);
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });
});
