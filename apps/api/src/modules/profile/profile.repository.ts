/** SQL for profiles: the about row, entries, skills and endorsements; every write scoped by the owner's id. */
import type { ProfileEntryKind } from '@noticeboard/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutes, profileEntries, profileSkills, profiles, skillEndorsements, users } from '../../db/schema';
import { preparedOnce } from '../../lib/prepared-once';
import type { ConsentDecision } from '../consent/consent-ledger.policy';
import { consentDecisionSql } from '../consent/consent-ledger.repository';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileEntryRow = typeof profileEntries.$inferSelect;
export type NewProfileEntry = Omit<typeof profileEntries.$inferInsert, 'id' | 'userId' | 'kind' | 'position'>;

/** The owner of a profile address with what the visibility rule needs. */
export interface ProfileOwnerRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  type: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  userType: 'FACULTY' | 'ADMIN' | null;
  customUrl: string;
  status: 'ACTIVE' | 'DISABLED' | 'ERASED';
  instituteId: string | null;
  instituteName: string | null;
  instituteCustomUrl: string | null;
  studentClass: (typeof users.$inferSelect)['studentClass'];
  section: (typeof users.$inferSelect)['section'];
  createdAt: Date;
  communityDecision: ConsentDecision | null;
  photosDecision: ConsentDecision | null;
}

const ownerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  dateOfBirth: users.dateOfBirth,
  type: users.type,
  userType: users.userType,
  customUrl: users.customUrl,
  status: users.status,
  instituteId: users.instituteId,
  instituteName: institutes.name,
  instituteCustomUrl: institutes.customUrl,
  studentClass: users.studentClass,
  section: users.section,
  createdAt: users.createdAt,
  communityDecision: consentDecisionSql('COMMUNITY', users.id),
  photosDecision: consentDecisionSql('PUBLIC_PHOTOS', users.id),
};

function ownerQuery(db: Queryable) {
  return db.select(ownerColumns).from(users).leftJoin(institutes, eq(users.instituteId, institutes.id));
}

export type ProfileAbout = Pick<ProfileRow, 'headline' | 'about' | 'location' | 'pictureKey' | 'backgroundKey'>;
export type EntryView = Pick<
  ProfileEntryRow,
  'id' | 'kind' | 'title' | 'organisation' | 'startDate' | 'endDate' | 'description' | 'link' | 'fileKey'
>;

export interface ProfileRead {
  owner: ProfileOwnerRow;
  profile: ProfileAbout | undefined;
  entries: EntryView[];
  skills: SkillRow[];
  endorsements: EndorsementRow[];
}

interface SkillJson extends SkillRow {
  endorsers: Array<{ id: string; name: string }>;
}

/**
 * A whole profile in one round trip (the hot read, bench/profile.ts): the owner, the about row, entries in section
 * order, skills with their active endorsers, each list aggregated as JSON by PostgreSQL. Built and prepared once per
 * database handle and key column: building the text took Drizzle about 1.4 ms of CPU and planning it PostgreSQL about
 * 1 ms, more than running it; the generic plan of a lookup by a unique key is as good as a custom one.
 */
export async function readProfile(
  db: Queryable,
  by: { customUrl: string } | { userId: string },
): Promise<ProfileRead | undefined> {
  const byUrl = 'customUrl' in by;
  const statement = preparedOnce(db, byUrl ? 'profile-read-by-url' : 'profile-read-by-id', () =>
    profileReadQuery(db, byUrl).prepare(byUrl ? 'profile_read_by_url' : 'profile_read_by_id'),
  );
  // Lower-cased here, as before the statement was prepared: the unique index is on lower(custom_url).
  const [row] = await statement.execute({ key: byUrl ? by.customUrl.toLowerCase() : by.userId });
  if (!row) return undefined;
  const { hasProfile, headline, about, location, pictureKey, backgroundKey, entries, skills, ...owner } = row;
  return {
    owner,
    profile: hasProfile ? { headline, about, location, pictureKey, backgroundKey } : undefined,
    entries,
    skills: skills.map(({ id, name, position }) => ({ id, name, position })),
    endorsements: skills.flatMap((skill) =>
      skill.endorsers.map((endorser) => ({ skillId: skill.id, endorserId: endorser.id, endorserName: endorser.name })),
    ),
  };
}

function profileReadQuery(db: Queryable, byUrl: boolean) {
  const entriesJson = sql<EntryView[]>`coalesce((select json_agg(json_build_object('id', e.id, 'kind', e.kind,
    'title', e.title, 'organisation', e.organisation, 'startDate', e.start_date, 'endDate', e.end_date,
    'description', e.description, 'link', e.link, 'fileKey', e.file_key) order by e.kind, e.position, e.created_at)
    from ${profileEntries} e where e.user_id = ${users.id}), '[]'::json)`;
  const skillsJson = sql<SkillJson[]>`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name,
    'position', s.position, 'endorsers', coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name)
      order by se.created_at) from ${skillEndorsements} se join ${users} u on u.id = se.endorser_id
      and u.status = 'ACTIVE' where se.skill_id = s.id), '[]'::json)) order by s.position, s.created_at)
    from ${profileSkills} s where s.user_id = ${users.id}), '[]'::json)`;
  const key = sql.placeholder('key');
  return db
    .select({
      ...ownerColumns,
      hasProfile: sql<boolean>`${profiles.userId} is not null`,
      headline: profiles.headline,
      about: profiles.about,
      location: profiles.location,
      pictureKey: profiles.pictureKey,
      backgroundKey: profiles.backgroundKey,
      entries: entriesJson,
      skills: skillsJson,
    })
    .from(users)
    .leftJoin(institutes, eq(users.instituteId, institutes.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(byUrl ? sql`lower(${users.customUrl}) = ${key}` : eq(users.id, key))
    .limit(1);
}

export async function findOwnerByCustomUrl(db: Queryable, customUrl: string): Promise<ProfileOwnerRow | undefined> {
  const [row] = await ownerQuery(db).where(sql`lower(${users.customUrl}) = ${customUrl.toLowerCase()}`).limit(1);
  return row;
}

export async function findOwnerById(db: Queryable, userId: string): Promise<ProfileOwnerRow | undefined> {
  const [row] = await ownerQuery(db).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findProfile(db: Queryable, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** Creates the about row on the first save; only the given columns change. */
export async function upsertProfile(
  db: Queryable,
  userId: string,
  values: Partial<Omit<ProfileRow, 'userId' | 'updatedAt'>>,
): Promise<ProfileRow> {
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export function listEntries(db: Queryable, userId: string): Promise<ProfileEntryRow[]> {
  return db
    .select()
    .from(profileEntries)
    .where(eq(profileEntries.userId, userId))
    .orderBy(asc(profileEntries.kind), asc(profileEntries.position), asc(profileEntries.createdAt));
}

export async function findEntry(
  db: Queryable,
  userId: string,
  kind: ProfileEntryKind,
  id: string,
): Promise<ProfileEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(profileEntries)
    .where(and(eq(profileEntries.id, id), eq(profileEntries.userId, userId), eq(profileEntries.kind, kind)))
    .limit(1);
  return row;
}

export async function countEntries(db: Queryable, userId: string, kind: ProfileEntryKind): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(profileEntries)
    .where(and(eq(profileEntries.userId, userId), eq(profileEntries.kind, kind)));
  return row?.total ?? 0;
}

/** New entries go first: the latest job or prize is what a reader looks for. */
export async function insertEntry(
  db: Queryable,
  userId: string,
  kind: ProfileEntryKind,
  values: NewProfileEntry,
): Promise<ProfileEntryRow> {
  await db
    .update(profileEntries)
    .set({ position: sql`${profileEntries.position} + 1` })
    .where(and(eq(profileEntries.userId, userId), eq(profileEntries.kind, kind)));
  const [row] = await db
    .insert(profileEntries)
    .values({ ...values, userId, kind, position: 0 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateEntry(
  db: Queryable,
  userId: string,
  id: string,
  values: Partial<NewProfileEntry>,
): Promise<void> {
  await db
    .update(profileEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(profileEntries.id, id), eq(profileEntries.userId, userId)));
}

export async function deleteEntry(db: Queryable, userId: string, id: string): Promise<void> {
  await db.delete(profileEntries).where(and(eq(profileEntries.id, id), eq(profileEntries.userId, userId)));
}

export async function entryIds(db: Queryable, userId: string, kind: ProfileEntryKind): Promise<string[]> {
  const rows = await db
    .select({ id: profileEntries.id })
    .from(profileEntries)
    .where(and(eq(profileEntries.userId, userId), eq(profileEntries.kind, kind)));
  return rows.map((row) => row.id);
}

export async function setEntryPositions(db: Queryable, userId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(profileEntries)
      .set({ position })
      .where(and(eq(profileEntries.id, id), eq(profileEntries.userId, userId)));
  }
}

export interface SkillRow {
  id: string;
  name: string;
  position: number;
}

export function listSkills(db: Queryable, userId: string): Promise<SkillRow[]> {
  return db
    .select({ id: profileSkills.id, name: profileSkills.name, position: profileSkills.position })
    .from(profileSkills)
    .where(eq(profileSkills.userId, userId))
    .orderBy(asc(profileSkills.position), asc(profileSkills.createdAt));
}

export async function findSkill(db: Queryable, id: string): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: profileSkills.id, userId: profileSkills.userId })
    .from(profileSkills)
    .where(eq(profileSkills.id, id))
    .limit(1);
  return row;
}

export async function skillNameTaken(db: Queryable, userId: string, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: profileSkills.id })
    .from(profileSkills)
    .where(and(eq(profileSkills.userId, userId), sql`lower(${profileSkills.name}) = ${name.toLowerCase()}`));
  return rows.some((row) => row.id !== exceptId);
}

/** Null when the name is taken (the unique index decides under a race). */
export async function insertSkill(db: Queryable, userId: string, name: string): Promise<string | null> {
  await db
    .update(profileSkills)
    .set({ position: sql`${profileSkills.position} + 1` })
    .where(eq(profileSkills.userId, userId));
  const [row] = await db
    .insert(profileSkills)
    .values({ userId, name, position: 0 })
    .onConflictDoNothing()
    .returning({ id: profileSkills.id });
  return row?.id ?? null;
}

export async function renameSkill(db: Queryable, userId: string, id: string, name: string): Promise<void> {
  await db
    .update(profileSkills)
    .set({ name })
    .where(and(eq(profileSkills.id, id), eq(profileSkills.userId, userId)));
}

export async function deleteSkill(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(profileSkills)
    .where(and(eq(profileSkills.id, id), eq(profileSkills.userId, userId)))
    .returning({ id: profileSkills.id });
  return rows.length > 0;
}

export async function setSkillPositions(db: Queryable, userId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(profileSkills)
      .set({ position })
      .where(and(eq(profileSkills.id, id), eq(profileSkills.userId, userId)));
  }
}

export interface EndorsementRow {
  skillId: string;
  endorserId: string;
  endorserName: string;
}

/** Endorsements by active teachers only: a removed teacher's word no longer counts. */
export function listEndorsements(db: Queryable, skillIds: string[]): Promise<EndorsementRow[]> {
  if (skillIds.length === 0) return Promise.resolve([]);
  return db
    .select({ skillId: skillEndorsements.skillId, endorserId: skillEndorsements.endorserId, endorserName: users.name })
    .from(skillEndorsements)
    .innerJoin(users, eq(users.id, skillEndorsements.endorserId))
    .where(and(inArray(skillEndorsements.skillId, skillIds), eq(users.status, 'ACTIVE')))
    .orderBy(asc(skillEndorsements.createdAt));
}

export async function insertEndorsement(db: Queryable, skillId: string, endorserId: string): Promise<void> {
  await db.insert(skillEndorsements).values({ skillId, endorserId }).onConflictDoNothing();
}

export async function deleteEndorsement(db: Queryable, skillId: string, endorserId: string): Promise<void> {
  await db
    .delete(skillEndorsements)
    .where(and(eq(skillEndorsements.skillId, skillId), eq(skillEndorsements.endorserId, endorserId)));
}

/** Every stored file of a person's profile (picture, background, entries' files): what erasure removes. */
export async function profileFileKeys(db: Queryable, userId: string): Promise<string[]> {
  const profile = await findProfile(db, userId);
  const entries = await db
    .select({ key: profileEntries.fileKey })
    .from(profileEntries)
    .where(and(eq(profileEntries.userId, userId), sql`${profileEntries.fileKey} is not null`));
  return [profile?.pictureKey, profile?.backgroundKey, ...entries.map((entry) => entry.key)].filter(
    (key): key is string => typeof key === 'string',
  );
}
