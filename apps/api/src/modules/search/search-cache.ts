/**
 * Answers kept a few seconds per caller and query (the same search typed again, the next page's total, many people
 * opening one link), all dropped when a post enters or leaves the feeds (the community's invalidation event, every
 * process). Articles, collabs, people and questions changing show after the time to live at most, as the profile
 * read and the news counts do (an expired answer is served once more while it reloads: 10 s at most). Callers
 * asking the same at once share one load.
 */
interface Entry<T> {
  value: Promise<T>;
  /** Fresh until then; then served once more while one reload runs, until `staleUntil`. */
  expires: number;
  staleUntil: number;
  reloading: boolean;
}

export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  /**
   * The kept answer; or, just after it expired, the same answer while one reload replaces it (nobody waits on a
   * reload); or the one being loaded (callers asking at once share one load); or a new load.
   */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.staleUntil > now) {
      if (!hit.reloading) {
        hit.reloading = true;
        const reload = load();
        reload.then(
          () => {
            if (this.entries.get(key) === hit) this.keep(key, reload);
          },
          () => {
            if (this.entries.get(key) === hit) this.entries.delete(key);
          },
        );
      }
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    const value = load();
    if (this.ttlMs <= 0) return value;
    const entry = this.keep(key, value);
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every answer, those still loading too (they may have read before the change). */
  clear(): void {
    this.entries.clear();
  }

  private keep(key: string, value: Promise<T>): Entry<T> {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const now = Date.now();
    const entry = { value, expires: now + this.ttlMs, staleUntil: now + 2 * this.ttlMs, reloading: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }
}
