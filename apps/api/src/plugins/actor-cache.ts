/**
 * The signed-in sessions resolved recently, so a busy reader does not cost a database round trip per request.
 * An entry is one live session (token family) of one user and lives a few seconds at most. Ending a session
 * (logout, a replayed refresh token) or all of a user's (deactivation, removal, password change or reset)
 * forgets it at once in this process and, when Redis is configured, in every other API process too; the time
 * to live bounds how long a lost Redis message can keep a revoked session working.
 */
import type { InvalidationBus } from '../lib/invalidation-bus';

export interface CachedUser {
  id: string;
  type: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  userType: 'FACULTY' | 'ADMIN' | null;
  instituteId: string | null;
  customUrl: string;
  /** When the account's (or its school's) scheduled deletion is due, in ms since the epoch; absent when none runs. */
  deletionDueAt?: number;
}

/**
 * Emitted with a user id when their status or role changes, a deletion of their account is scheduled or cancelled,
 * or all their sessions end.
 */
export const ACTOR_CHANGED = 'actor';
/** Emitted with an institute id when something every member's session carries changes (the school's deletion). */
export const INSTITUTE_ACTORS_CHANGED = 'actor-institute';
/** Emitted with a token family id when that one session ends. */
export const SESSION_ENDED = 'session';
const MAX_ENTRIES = 50_000;

interface Entry {
  user: CachedUser;
  expires: number;
}

export class ActorCache {
  private readonly byFamily = new Map<string, Entry>();
  private readonly familiesOf = new Map<string, Set<string>>();
  /** Bumped by every invalidation, so a load that raced one is not stored. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    bus: InvalidationBus,
  ) {
    bus.on(ACTOR_CHANGED, (userId) => this.forgetUser(userId));
    bus.on(INSTITUTE_ACTORS_CHANGED, (instituteId) => this.forgetInstitute(instituteId));
    bus.on(SESSION_ENDED, (familyId) => {
      this.generation += 1;
      this.drop(familyId);
    });
  }

  /** The user of a live session of theirs, when known recently. */
  get(userId: string, familyId: string): CachedUser | undefined {
    const hit = this.byFamily.get(familyId);
    if (!hit || hit.user.id !== userId) return undefined;
    if (hit.expires > Date.now()) return hit.user;
    this.drop(familyId);
    return undefined;
  }

  /** Take before loading; `set` ignores the load when an invalidation came in between. */
  ticket(): number {
    return this.generation;
  }

  set(familyId: string, user: CachedUser, ticket: number): void {
    if (this.ttlMs <= 0 || ticket !== this.generation) return;
    this.drop(familyId);
    this.byFamily.set(familyId, { user, expires: Date.now() + this.ttlMs });
    const families = this.familiesOf.get(user.id) ?? new Set<string>();
    families.add(familyId);
    this.familiesOf.set(user.id, families);
    if (this.byFamily.size > MAX_ENTRIES) {
      const oldest = this.byFamily.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
  }

  private forgetUser(userId: string): void {
    this.generation += 1;
    for (const familyId of this.familiesOf.get(userId) ?? []) this.byFamily.delete(familyId);
    this.familiesOf.delete(userId);
  }

  /** Rare (a school's deletion requested or cancelled): a walk over the entries is cheaper than an index kept for it. */
  private forgetInstitute(instituteId: string): void {
    this.generation += 1;
    for (const [familyId, entry] of this.byFamily) {
      if (entry.user.instituteId === instituteId) this.drop(familyId);
    }
  }

  private drop(familyId: string): void {
    const entry = this.byFamily.get(familyId);
    if (!entry) return;
    this.byFamily.delete(familyId);
    const families = this.familiesOf.get(entry.user.id);
    families?.delete(familyId);
    if (families?.size === 0) this.familiesOf.delete(entry.user.id);
  }
}
