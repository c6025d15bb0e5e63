/** SQL of birthdays: who in a school celebrates on a day, the people a bulletin names, wishes, staff sharing. */
import type { StudentClass } from '@noticeboard/shared';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { birthdayWishes, staffBirthdaySharing, users } from '../../db/schema';
import type { ConsentDecision } from '../consent/consent-ledger.policy';
import { consentDecisionSql } from '../consent/consent-ledger.repository';

export interface PersonRow {
  id: string;
  name: string;
  type: string;
  userType: string | null;
  studentClass: StudentClass | null;
  section: string | null;
  dateOfBirth: string | null;
  community: ConsentDecision | null;
  audio: ConsentDecision | null;
  sharesBirthday: boolean;
}

const sharing = sql<boolean>`exists (select 1 from ${staffBirthdaySharing} where ${staffBirthdaySharing.userId} = ${users.id})`;

function people(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      id: users.id,
      name: users.name,
      type: users.type,
      userType: users.userType,
      studentClass: users.studentClass,
      section: users.section,
      dateOfBirth: users.dateOfBirth,
      community: consentDecisionSql('COMMUNITY', users.id),
      audio: consentDecisionSql('AUDIO', users.id),
      sharesBirthday: sharing,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.studentClass), asc(users.name));
}

/** Active students and staff of a school born on one of these month-days (the rules filter consent and sharing). */
export function peopleBornOn(
  db: Queryable,
  instituteId: string,
  monthDays: Array<{ month: number; day: number }>,
): Promise<PersonRow[]> {
  const born = or(
    ...monthDays.map(
      (pair) =>
        sql`(extract(month from ${users.dateOfBirth}) = ${pair.month} and extract(day from ${users.dateOfBirth}) = ${pair.day})`,
    ),
  );
  return people(db, and(eq(users.instituteId, instituteId), eq(users.status, 'ACTIVE'), born));
}

/** Some people of one school (others' ids find nothing). */
export function peopleOfSchool(db: Queryable, instituteId: string, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return people(db, and(eq(users.instituteId, instituteId), eq(users.status, 'ACTIVE'), inArray(users.id, ids)));
}

export async function personOfSchool(db: Queryable, instituteId: string, id: string): Promise<PersonRow | undefined> {
  const [row] = await peopleOfSchool(db, instituteId, [id]);
  return row;
}

/** Adds a wish unless this sender already wished this person on this day; false when they had. */
export async function insertWish(db: Queryable, values: typeof birthdayWishes.$inferInsert): Promise<string | null> {
  const [row] = await db
    .insert(birthdayWishes)
    .values(values)
    .onConflictDoNothing({ target: [birthdayWishes.recipientId, birthdayWishes.senderId, birthdayWishes.day] })
    .returning({ id: birthdayWishes.id });
  return row?.id ?? null;
}

/** The wishes a person received on a day, newest first, with who sent them. */
export function wishesTo(db: Queryable, instituteId: string, recipientId: string, day: string) {
  return db
    .select({
      id: birthdayWishes.id,
      message: birthdayWishes.message,
      sticker: birthdayWishes.sticker,
      createdAt: birthdayWishes.createdAt,
      senderName: users.name,
      senderType: users.type,
      senderUserType: users.userType,
      senderClass: users.studentClass,
      senderSection: users.section,
    })
    .from(birthdayWishes)
    .innerJoin(users, eq(users.id, birthdayWishes.senderId))
    .where(
      and(
        eq(birthdayWishes.instituteId, instituteId),
        eq(birthdayWishes.recipientId, recipientId),
        eq(birthdayWishes.day, day),
      ),
    )
    .orderBy(sql`${birthdayWishes.createdAt} desc`);
}

/** Per recipient: how many wishes they have on a day, and whether `senderId` sent one. */
export async function wishTallies(
  db: Queryable,
  instituteId: string,
  day: string,
  recipientIds: string[],
  senderId: string,
) {
  if (recipientIds.length === 0) return new Map<string, { count: number; mine: boolean }>();
  const rows = await db
    .select({
      recipientId: birthdayWishes.recipientId,
      count: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${birthdayWishes.senderId} = ${senderId})`,
    })
    .from(birthdayWishes)
    .where(
      and(
        eq(birthdayWishes.instituteId, instituteId),
        eq(birthdayWishes.day, day),
        inArray(birthdayWishes.recipientId, recipientIds),
      ),
    )
    .groupBy(birthdayWishes.recipientId);
  return new Map(rows.map((row) => [row.recipientId, { count: Number(row.count), mine: Boolean(row.mine) }]));
}

export async function sharesBirthday(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffBirthdaySharing.userId })
    .from(staffBirthdaySharing)
    .where(eq(staffBirthdaySharing.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function setSharesBirthday(db: Queryable, userId: string, share: boolean): Promise<void> {
  if (share) await db.insert(staffBirthdaySharing).values({ userId }).onConflictDoNothing();
  else await db.delete(staffBirthdaySharing).where(eq(staffBirthdaySharing.userId, userId));
}
