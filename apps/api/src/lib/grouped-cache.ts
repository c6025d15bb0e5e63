/**
 * Answers cached per group (one buyer's transaction pages, say), dropped a whole group at a time when the service
 * that changes the group's data says so after its transaction commits (usually through the InvalidationBus, so every
 * API process drops it). A load that raced an invalidation is not stored: take a `ticket()` before loading and hand
 * it to `set`. The time to live bounds how long a lost invalidation can keep an answer.
 */
interface Entry<T> {
  value: T;
  expires: number;
}

export class GroupedCache<T> {
  private readonly groups = new Map<string, Map<string, Entry<T>>>();
  private size = 0;
  /** Bumped by every invalidation, so a load that started before one is never stored after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(group: string, key: string): T | undefined {
    const entries = this.groups.get(group);
    const hit = entries?.get(key);
    if (!entries || !hit) return undefined;
    if (hit.expires > Date.now()) return hit.value;
    entries.delete(key);
    this.size -= 1;
    return undefined;
  }

  ticket(): number {
    return this.generation;
  }

  set(group: string, key: string, value: T, ticket: number): void {
    if (this.ttlMs <= 0 || ticket !== this.generation) return;
    const entries = this.groups.get(group) ?? new Map<string, Entry<T>>();
    if (!entries.has(key)) this.size += 1;
    entries.set(key, { value, expires: Date.now() + this.ttlMs });
    // Re-inserted, so the groups map stays ordered from least to most recently filled.
    this.groups.delete(group);
    this.groups.set(group, entries);
    while (this.size > this.maxEntries) {
      const oldest = this.groups.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest, false);
    }
  }

  /** Drops the group's answers, and any load in flight anywhere (it may have read before the change). */
  forget(group: string, invalidation = true): void {
    if (invalidation) this.generation += 1;
    this.size -= this.groups.get(group)?.size ?? 0;
    this.groups.delete(group);
  }
}
