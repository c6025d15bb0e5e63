/** SQL of birthdays: who in a school celebrates on a day, the people a bulletin names, wishes, staff sharing. */
import type { StudentClass } from '@noticeboard/shared';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { birthdayWishes, notifications, staffBirthdaySharing, users } from '../../db/schema';
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

/** The wishes a person received on a day and that nobody removed, newest first, with who sent them. */
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
        isNull(birthdayWishes.removedAt),
      ),
    )
    .orderBy(sql`${birthdayWishes.createdAt} desc`);
}

/**
 * Per recipient: how many wishes they have on a day (removed ones not counted), and whether `senderId` sent one (a
 * removed one too: it still stands in the way of sending another).
 */
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
      count: sql<number>`(count(*) filter (where ${birthdayWishes.removedAt} is null))::int`,
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

/** A school's wish that nobody removed (another school's, or a removed one, is not found). */
export async function findWish(db: Queryable, instituteId: string, wishId: string) {
  const [row] = await db
    .select({
      id: birthdayWishes.id,
      recipientId: birthdayWishes.recipientId,
      day: birthdayWishes.day,
    })
    .from(birthdayWishes)
    .where(
      and(eq(birthdayWishes.id, wishId), eq(birthdayWishes.instituteId, instituteId), isNull(birthdayWishes.removedAt)),
    );
  return row;
}

/**
 * Hides a wish, and takes its words out of the birthday person's bell: the wish's notification was written in the
 * wish's own transaction, so it has the same `now()` as the wish's `created_at` (the notification keeps no wish id).
 * False when someone removed it first.
 */
export async function removeWish(
  db: Queryable,
  wish: { id: string; recipientId: string },
  now: Date,
): Promise<boolean> {
  const removed = await db
    .update(birthdayWishes)
    .set({ removedAt: now })
    .where(and(eq(birthdayWishes.id, wish.id), isNull(birthdayWishes.removedAt)))
    .returning({ id: birthdayWishes.id });
  if (removed.length === 0) return false;
  await db.delete(notifications).where(
    and(
      eq(notifications.recipientId, wish.recipientId),
      eq(notifications.kind, 'BIRTHDAY_WISH'),
      // Compared in SQL: a JavaScript date would lose the microseconds.
      eq(
        notifications.createdAt,
        sql`(select ${birthdayWishes.createdAt} from ${birthdayWishes} where ${birthdayWishes.id} = ${wish.id})`,
      ),
    ),
  );
  return true;
}
