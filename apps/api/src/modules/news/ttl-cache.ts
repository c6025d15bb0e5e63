/**
 * A small in-memory cache with a time to live, for answers many readers share (counts, shared pages).
 * Concurrent misses for one key share one load. Bounded: the oldest entries go first.
 * With `serveStale`, an expired answer is still served while one background load replaces it, so readers
 * never queue behind a slow reload — but only up to one more time to live (at least STALE_MIN_MS) past its expiry: an
 * answer nobody asked for since is loaded afresh (a board unread for an hour must not show hour-old standings once).
 */
const STALE_MIN_MS = 1_000;

interface Entry<T> {
  expires: number;
  value: Promise<T>;
  /** The load finished: a stale answer is ready to serve. */
  settled: boolean;
  refreshing: boolean;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly options: { serveStale?: boolean } = {},
  ) {}

  getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit && this.options.serveStale && hit.settled && now - hit.expires < Math.max(this.ttlMs, STALE_MIN_MS)) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    return this.store(key, this.start(load), now);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private refresh(key: string, stale: Entry<T>, load: () => Promise<T>): void {
    stale.refreshing = true;
    const next = this.start(load);
    next.then(
      () => {
        // Replaced only if nobody deleted or replaced the entry meanwhile.
        if (this.entries.get(key) === stale) this.store(key, next, Date.now());
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  private start(load: () => Promise<T>): Promise<T> {
    // Drizzle queries are thenables that run again on every await: settle the load into one promise.
    return Promise.resolve().then(load);
  }

  private store(key: string, value: Promise<T>, now: number): Promise<T> {
    const entry: Entry<T> = { expires: now + this.ttlMs, value, settled: false, refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      // A failed load must not be served from the cache.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
