/**
 * A small in-memory cache with a time to live, for answers many readers share (counts, anonymous pages).
 * Concurrent misses for one key share one load. Bounded: the oldest entries go first.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    // Drizzle queries are thenables that run again on every await: settle the load into one promise.
    const value = Promise.resolve().then(load);
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed load must not be served from the cache.
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
