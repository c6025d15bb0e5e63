/**
 * Answers kept a few seconds per caller and query (the same search typed again, the next page's total, many people
 * opening one link), all dropped when a post enters or leaves the feeds (the community's invalidation event, every
 * process). Articles, collabs, people and questions changing show after the time to live at most, as the profile
 * read and the news counts do. Callers asking the same at once share one load.
 */
interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  /** The kept answer, or the one being loaded (callers asking at once share one load), or a new load. */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    if (this.ttlMs <= 0) return value;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = { value, expires: Date.now() + this.ttlMs };
    this.entries.set(key, entry);
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
}
