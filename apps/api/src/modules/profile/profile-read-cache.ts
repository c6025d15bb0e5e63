/**
 * Stored profile reads (the owner's row with the consent ledger's decisions, the about row, entries, skills and
 * endorsers) by profile address, shared by every viewer for a few seconds. Only stored rows are shared: what a
 * viewer may see of them is still decided on every request (profile.policy with the request's clock).
 *
 * An entry is dropped at once, in this process and with Redis in every API process (the invalidation bus), when the
 * owner edits their profile, pictures, files or account details or a teacher endorses a skill (PROFILE_CHANGED), the
 * owner's consent changes (CONSENT_CHANGED), the owner's or an endorser's account changes status, is scheduled for
 * deletion or erased (ACTOR_CHANGED), or the owner's school is renamed (PROFILE_SCHOOL_CHANGED) or scheduled for
 * deletion (INSTITUTE_ACTORS_CHANGED). What other modules change without an event (a school renaming a member)
 * shows within the time to live, which also bounds a lost Redis message.
 */
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { ACTOR_CHANGED, INSTITUTE_ACTORS_CHANGED } from '../../plugins/actor-cache';
import { CONSENT_CHANGED } from '../consent/consent-events';
import type { ProfileRead } from './profile.repository';

/** Key: the owner's user id. */
export const PROFILE_CHANGED = 'profile';
/** Key: an institute id; its members' profiles show the school's name. */
export const PROFILE_SCHOOL_CHANGED = 'profile-school';
export const PROFILE_READ_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  read: ProfileRead;
  expires: number;
  refreshing: boolean;
}

type Load = () => Promise<ProfileRead | undefined>;

export class ProfileReadCache {
  /** By lower-cased profile address, least recently filled first. */
  private readonly byUrl = new Map<string, Entry>();
  /** Owner id → the address their entry is under. */
  private readonly urlOf = new Map<string, string>();
  /** Misses being loaded, shared by the readers who asked meanwhile (while no invalidation came in between). */
  private readonly loading = new Map<string, { ticket: number; read: Promise<ProfileRead | undefined> }>();
  /** Bumped by every invalidation, so a load that raced one is neither stored nor shared. */
  private generation = 0;

  constructor(
    private readonly bus: InvalidationBus,
    private readonly ttlMs = PROFILE_READ_TTL_MS,
  ) {
    bus.on(PROFILE_CHANGED, (ownerId) => this.forget(ownerId));
    bus.on(CONSENT_CHANGED, (studentId) => this.forget(studentId));
    bus.on(ACTOR_CHANGED, (userId) =>
      this.forgetWhere(
        (read) =>
          read.owner.id === userId || read.endorsements.some((endorsement) => endorsement.endorserId === userId),
      ),
    );
    bus.on(INSTITUTE_ACTORS_CHANGED, (instituteId) =>
      this.forgetWhere((read) => read.owner.instituteId === instituteId),
    );
    bus.on(PROFILE_SCHOOL_CHANGED, (instituteId) => this.forgetWhere((read) => read.owner.instituteId === instituteId));
  }

  /**
   * The stored read of an address: shared while fresh, else loaded (and shared when its owner is active). Just past
   * its time to live an entry is still answered while one load replaces it, so readers of a busy profile do not all
   * queue on the database at once; an invalidated entry is gone, never answered.
   */
  read(customUrl: string, load: Load): Promise<ProfileRead | undefined> {
    const key = customUrl.toLowerCase();
    const hit = this.byUrl.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return Promise.resolve(hit.read);
    if (hit && now - hit.expires < this.ttlMs) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return Promise.resolve(hit.read);
    }
    if (hit) this.drop(key);
    const pending = this.loading.get(key);
    if (pending && pending.ticket === this.generation) return pending.read;
    const ticket = this.generation;
    const read = load().then((loaded) => {
      this.store(key, loaded, ticket);
      return loaded;
    });
    const finished = () => {
      if (this.loading.get(key)?.read === read) this.loading.delete(key);
    };
    read.then(finished, finished);
    this.loading.set(key, { ticket, read });
    return read;
  }

  private refresh(key: string, stale: Entry, load: Load): void {
    stale.refreshing = true;
    const ticket = this.generation;
    load().then(
      (loaded) => {
        if (this.byUrl.get(key) !== stale) return;
        // An invalidation of another owner's read came in between: the next reader tries again.
        if (ticket === this.generation) this.store(key, loaded, ticket);
        else stale.refreshing = false;
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  /** After the owner's change has committed: every process drops the owner's read. */
  changed(ownerId: string): void {
    this.bus.emit(PROFILE_CHANGED, ownerId);
  }

  /** After a school's name changed: every process drops its members' reads. */
  schoolChanged(instituteId: string): void {
    this.bus.emit(PROFILE_SCHOOL_CHANGED, instituteId);
  }

  private store(key: string, read: ProfileRead | undefined, ticket: number): void {
    if (ticket !== this.generation) return;
    if (this.ttlMs <= 0 || read?.owner.status !== 'ACTIVE') {
      this.drop(key);
      return;
    }
    const before = this.urlOf.get(read.owner.id);
    if (before !== undefined) this.drop(before);
    this.drop(key);
    this.byUrl.set(key, { read, expires: Date.now() + this.ttlMs, refreshing: false });
    this.urlOf.set(read.owner.id, key);
    // Oldest filled first: past the bound, and those too old to answer even while reloading, go.
    const now = Date.now();
    for (const [oldest, entry] of this.byUrl) {
      if (this.byUrl.size <= MAX_ENTRIES && now - entry.expires < this.ttlMs) break;
      this.drop(oldest);
    }
  }

  private forget(ownerId: string): void {
    this.generation += 1;
    const key = this.urlOf.get(ownerId);
    if (key !== undefined) this.drop(key);
  }

  private forgetWhere(stale: (read: ProfileRead) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.byUrl) if (stale(entry.read)) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.byUrl.get(key);
    if (!entry) return;
    this.byUrl.delete(key);
    if (this.urlOf.get(entry.read.owner.id) === key) this.urlOf.delete(entry.read.owner.id);
  }
}
