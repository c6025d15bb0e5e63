/**
 * Answers kept a few seconds per caller and query (the same search typed again, the next page's total, many people
 * opening one link), all dropped when a post enters or leaves the feeds (the community's invalidation event, every
 * process). Articles, collabs, people and questions changing show after the time to live at most, as the profile
 * read and the news counts do. A load that raced a drop is not stored (the generation it started in is gone).
 */
interface Entry<T> {
  value: T;
  expires: number;
}

export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    if (hit) this.entries.delete(key);
    const started = this.generation;
    const value = await load();
    if (this.ttlMs > 0 && started === this.generation) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
