/**
 * Profiles: the read (what this viewer may see, decided by profile.policy on every read), the owner's edits of
 * each section (add, edit, reorder, remove) and teachers' endorsements of a student's skills. Writes answer the
 * owner's whole profile, so the page shows exactly what is stored.
 */
import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type ProfileEntryBody,
  type ProfileEntryKind,
  type ProfilePersonalInfoBody,
  type ProfileView,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import { outsideListing } from '../consent/child-listing.policy';
import type { Clock } from '../module';
import {
  mayEndorse,
  ownerAllows,
  type ProfileViewer,
  type ProfileVisibility,
  profileVisibility,
} from './profile.policy';
import { presentProfileView } from './profile.presenter';
import {
  countEntries,
  deleteEndorsement,
  deleteEntry,
  deleteSkill,
  entryIds,
  findEntry,
  findOwnerByCustomUrl,
  findOwnerById,
  findSkill,
  insertEndorsement,
  insertEntry,
  insertSkill,
  listSkills,
  type ProfileOwnerRow,
  type ProfileRead,
  readProfile,
  renameSkill,
  setEntryPositions,
  setSkillPositions,
  skillNameTaken,
  updateEntry,
  upsertProfile,
} from './profile.repository';
import type { ProfileReadCache } from './profile-read-cache';

const profileNotFound = () => notFound('Profile not found');

export const viewerOf = (actor: Actor): ProfileViewer => ({
  id: actor.id,
  role: actor.role,
  instituteId: actor.instituteId,
});

export interface VisibleOwner {
  owner: ProfileOwnerRow;
  visibility: ProfileVisibility;
}

/** Unknown, inactive and not-for-you look the same (404), so profiles of other schools cannot be probed. */
function visibleTo(actor: Actor, owner: ProfileOwnerRow | undefined, now: Date): VisibleOwner {
  if (!owner || owner.status !== 'ACTIVE') throw profileNotFound();
  const visibility = profileVisibility(viewerOf(actor), owner, now);
  if (!visibility) throw profileNotFound();
  return { owner, visibility };
}

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly reads: ProfileReadCache,
  ) {}

  /** Unknown, inactive and not-for-you look the same (404), so profiles of other schools cannot be probed. */
  async view(actor: Actor, customUrl: string): Promise<ProfileView> {
    return this.present(actor, await this.reads.read(customUrl, () => readProfile(this.db, { customUrl })));
  }

  /** After an edit of the owner's profile elsewhere (pictures, files) has committed: others' next read is fresh. */
  changed(ownerId: string): void {
    this.reads.changed(ownerId);
  }

  /** Read from the database (never the shared reads): what an edit answers is what it stored. */
  async ownView(actor: Actor, db: Queryable = this.db): Promise<ProfileView> {
    return this.present(actor, await readProfile(db, { userId: actor.id }));
  }

  /**
   * The owner of a profile address (without one: the caller's own) and what this viewer may see of it, for reads
   * that show parts of a profile elsewhere (its widgets); the same 404 as the profile for anyone who may not see it.
   */
  async visibleOwner(actor: Actor, customUrl: string | undefined): Promise<VisibleOwner> {
    const owner = customUrl ? await findOwnerByCustomUrl(this.db, customUrl) : await findOwnerById(this.db, actor.id);
    return visibleTo(actor, owner, this.clock.now());
  }

  private present(actor: Actor, read: ProfileRead | undefined): ProfileView {
    if (!read) throw profileNotFound();
    const now = this.clock.now();
    const { visibility } = visibleTo(actor, read.owner, now);
    return presentProfileView(read, actor.id, visibility, audienceOf(read.owner, now));
  }

  async savePersonalInfo(actor: Actor, body: ProfilePersonalInfoBody): Promise<ProfileView> {
    await upsertProfile(this.db, actor.id, body);
    this.reads.changed(actor.id);
    return this.ownView(actor);
  }

  async addEntry(actor: Actor, kind: ProfileEntryKind, body: ProfileEntryBody): Promise<ProfileView> {
    const view = await this.db.transaction(async (tx) => {
      if ((await countEntries(tx, actor.id, kind)) >= PROFILE_LIMITS.entriesPerSection) {
        throw conflict(PROFILE_MESSAGES.tooMany);
      }
      await insertEntry(tx, actor.id, kind, entryValues(body));
      return this.ownView(actor, tx);
    });
    this.reads.changed(actor.id);
    return view;
  }

  async editEntry(actor: Actor, kind: ProfileEntryKind, id: string, body: ProfileEntryBody): Promise<ProfileView> {
    if (!(await findEntry(this.db, actor.id, kind, id))) throw notFound();
    await updateEntry(this.db, actor.id, id, entryValues(body));
    this.reads.changed(actor.id);
    return this.ownView(actor);
  }

  async removeEntry(actor: Actor, kind: ProfileEntryKind, id: string): Promise<ProfileView> {
    const entry = await findEntry(this.db, actor.id, kind, id);
    if (!entry) throw notFound();
    await deleteEntry(this.db, actor.id, id);
    this.reads.changed(actor.id);
    if (entry.fileKey) await this.storage.remove(entry.fileKey).catch(() => undefined);
    return this.ownView(actor);
  }

  async reorderEntries(actor: Actor, kind: ProfileEntryKind, ids: string[]): Promise<ProfileView> {
    const view = await this.db.transaction(async (tx) => {
      assertSameSet(await entryIds(tx, actor.id, kind), ids);
      await setEntryPositions(tx, actor.id, ids);
      return this.ownView(actor, tx);
    });
    this.reads.changed(actor.id);
    return view;
  }

  async addSkill(actor: Actor, name: string): Promise<ProfileView> {
    const view = await this.db.transaction(async (tx) => {
      const skills = await listSkills(tx, actor.id);
      if (skills.length >= PROFILE_LIMITS.skills) throw conflict(PROFILE_MESSAGES.tooMany);
      if (skills.some((skill) => skill.name.toLowerCase() === name.toLowerCase())) throw skillExists();
      if (!(await insertSkill(tx, actor.id, name))) throw skillExists();
      return this.ownView(actor, tx);
    });
    this.reads.changed(actor.id);
    return view;
  }

  async renameSkill(actor: Actor, id: string, name: string): Promise<ProfileView> {
    const skill = await findSkill(this.db, id);
    if (!skill || skill.userId !== actor.id) throw notFound();
    if (await skillNameTaken(this.db, actor.id, name, id)) throw skillExists();
    await renameSkill(this.db, actor.id, id, name);
    this.reads.changed(actor.id);
    return this.ownView(actor);
  }

  async removeSkill(actor: Actor, id: string): Promise<ProfileView> {
    if (!(await deleteSkill(this.db, actor.id, id))) throw notFound();
    this.reads.changed(actor.id);
    return this.ownView(actor);
  }

  async reorderSkills(actor: Actor, ids: string[]): Promise<ProfileView> {
    const view = await this.db.transaction(async (tx) => {
      assertSameSet(
        (await listSkills(tx, actor.id)).map((skill) => skill.id),
        ids,
      );
      await setSkillPositions(tx, actor.id, ids);
      return this.ownView(actor, tx);
    });
    this.reads.changed(actor.id);
    return view;
  }

  /**
   * A teacher of the student's school vouches for a skill (again: no change). Someone who may not see the profile
   * gets 404 as for an unknown skill; a viewer who sees it but is not one of the school's teachers gets 403.
   */
  async endorse(actor: Actor, skillId: string, endorsed: boolean): Promise<ProfileView> {
    const skill = await findSkill(this.db, skillId);
    const owner = skill && (await findOwnerById(this.db, skill.userId));
    if (!skill || !owner || owner.status !== 'ACTIVE') throw notFound();
    const viewer = viewerOf(actor);
    if (!profileVisibility(viewer, owner, this.clock.now())) throw notFound();
    if (!mayEndorse(viewer, owner)) throw forbidden(PROFILE_MESSAGES.mayNotEndorse);
    if (endorsed) await insertEndorsement(this.db, skillId, actor.id);
    else await deleteEndorsement(this.db, skillId, actor.id);
    this.reads.changed(owner.id);
    return this.view(actor, owner.customUrl);
  }
}

/** Who beyond the school sees the owner's profile: the hint on one's own profile. */
function audienceOf(owner: ProfileOwnerRow, now: Date): 'SCHOOL' | 'EVERYONE' {
  if (owner.instituteId !== null && owner.type !== 'CANDIDATE') return 'SCHOOL';
  const communityAllowed = ownerAllows(owner, 'COMMUNITY', now);
  if (owner.instituteId === null) return communityAllowed ? 'EVERYONE' : 'SCHOOL';
  return outsideListing({ ...owner, communityAllowed }, now) === 'HIDDEN' ? 'SCHOOL' : 'EVERYONE';
}

function entryValues(body: ProfileEntryBody) {
  return {
    title: body.title,
    organisation: body.organisation ?? null,
    startDate: body.startDate ?? null,
    endDate: body.endDate ?? null,
    description: body.description ?? null,
    link: body.link ?? null,
  };
}

const skillExists = () => conflict(PROFILE_MESSAGES.skillExists, [{ field: 'name', message: 'Already listed' }]);

function assertSameSet(stored: string[], given: string[]): void {
  const same =
    stored.length === given.length && new Set(given).size === given.length && given.every((id) => stored.includes(id));
  if (!same)
    throw badRequest(PROFILE_MESSAGES.orderMismatch, [{ field: 'ids', message: PROFILE_MESSAGES.orderMismatch }]);
}
