/** Counts failures per key in a time window: in memory by default, in Redis when scaled out. */
import type { Redis } from 'ioredis';

export interface FailureCounter {
  /** Failures recorded for the key inside the current window. */
  count(key: string): Promise<number>;
  /** Milliseconds until the key's window ends and its failures are forgotten (0 when none are counted). */
  remainingMs(key: string): Promise<number>;
  record(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export class MemoryFailureCounter implements FailureCounter {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly windowMs: number) {}

  async count(key: string): Promise<number> {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= Date.now()) return 0;
    return entry.count;
  }

  async remainingMs(key: string): Promise<number> {
    const entry = this.entries.get(key);
    return entry ? Math.max(0, entry.expiresAt - Date.now()) : 0;
  }

  async record(key: string): Promise<void> {
    const now = Date.now();
    if (this.entries.size > 100_000) this.sweep(now);
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= now) this.entries.set(key, { count: 1, expiresAt: now + this.windowMs });
    else entry.count += 1;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

export class RedisFailureCounter implements FailureCounter {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
    private readonly prefix = 'nb:fail:',
  ) {}

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async remainingMs(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.prefix + key));
  }

  async record(key: string): Promise<void> {
    const name = this.prefix + key;
    const count = await this.redis.incr(name);
    if (count === 1) await this.redis.pexpire(name, this.windowMs);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
