/**
 * The signed-in users resolved recently, so a busy reader does not cost a database round trip per request.
 * Entries live a few seconds at most. Ending a user's sessions (deactivation, removal, password reset)
 * forgets them at once in this process and, when Redis is configured, in every other API process too.
 */
import type { InvalidationBus } from '../lib/invalidation-bus';

export interface CachedUser {
  id: string;
  type: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  userType: 'FACULTY' | 'ADMIN' | null;
  instituteId: string | null;
  customUrl: string;
}

/** Emitted with a user id when their status or role changes. */
export const ACTOR_CHANGED = 'actor';
const MAX_ENTRIES = 50_000;

export class ActorCache {
  private readonly entries = new Map<string, { user: CachedUser; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    bus: InvalidationBus,
  ) {
    bus.on(ACTOR_CHANGED, (userId) => this.entries.delete(userId));
  }

  get(userId: string): CachedUser | undefined {
    const hit = this.entries.get(userId);
    if (!hit) return undefined;
    if (hit.expires > Date.now()) return hit.user;
    this.entries.delete(userId);
    return undefined;
  }

  set(user: CachedUser): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(user.id);
    this.entries.set(user.id, { user, expires: Date.now() + this.ttlMs });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
