/** SQL of account deletions: the running one of a person or of their school, scheduling and cancelling. */
import type { AccountDeletionScope, DeletionReason } from '@noticeboard/shared';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accountDeletions, institutes, users } from '../../db/schema';

/** A deletion still counting down or being erased: the states the one-per-person index covers. */
const RUNNING = ['SCHEDULED', 'ERASING'] as const;

export type DeletionRow = typeof accountDeletions.$inferSelect;

/** Who a deletion is about, with what the rules need: their kind, school and the school's name. */
export interface DeletionSubject {
  id: string;
  type: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  instituteId: string | null;
  instituteName: string | null;
  status: 'ACTIVE' | 'DISABLED' | 'ERASED';
  passwordHash: string | null;
}

export async function findDeletionSubject(db: Queryable, userId: string): Promise<DeletionSubject | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      instituteId: users.instituteId,
      instituteName: institutes.name,
      status: users.status,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .leftJoin(institutes, eq(institutes.id, users.instituteId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The person's own running deletion. */
export async function findRunningDeletion(db: Queryable, userId: string): Promise<DeletionRow | undefined> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), inArray(accountDeletions.state, RUNNING)))
    .limit(1);
  return row;
}

/** The running deletion of a whole school (the school account's TENANT deletion), if any. */
export async function findRunningSchoolDeletion(db: Queryable, instituteId: string): Promise<DeletionRow | undefined> {
  const [row] = await db
    .select({ deletion: accountDeletions })
    .from(accountDeletions)
    .innerJoin(users, eq(users.id, accountDeletions.userId))
    .where(
      and(
        eq(accountDeletions.scope, 'TENANT'),
        inArray(accountDeletions.state, RUNNING),
        eq(users.type, 'INSTITUTE'),
        eq(users.instituteId, instituteId),
      ),
    )
    .orderBy(asc(accountDeletions.scheduledFor))
    .limit(1);
  return row?.deletion;
}

export interface NewDeletion {
  userId: string;
  scope: AccountDeletionScope;
  requestedBy: string;
  reason: DeletionReason;
  reasonText: string | null;
  requestedAt: Date;
  scheduledFor: Date;
}

/** Throws a unique violation when one already runs for the person (account_deletions_live_key). */
export async function insertDeletion(db: Queryable, deletion: NewDeletion): Promise<DeletionRow> {
  const [row] = await db.insert(accountDeletions).values(deletion).returning();
  if (!row) throw new Error('account_deletions insert returned no row');
  return row;
}

/** Calls a deletion off while its countdown runs; false when it has ended or the erasure took it first. */
export async function cancelDeletion(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountDeletions)
    .set({ state: 'CANCELLED', cancelledAt: now })
    .where(
      and(eq(accountDeletions.id, id), eq(accountDeletions.state, 'SCHEDULED'), gt(accountDeletions.scheduledFor, now)),
    )
    .returning({ id: accountDeletions.id });
  return rows.length === 1;
}

/** When the person's own or their school's running deletion is due (for the user details the web reads). */
export async function deletionDueAtOf(db: Queryable, userId: string, instituteId: string | null): Promise<Date | null> {
  const own = await findRunningDeletion(db, userId);
  const school = instituteId ? await findRunningSchoolDeletion(db, instituteId) : undefined;
  const times = [own?.scheduledFor, school?.scheduledFor].filter((time): time is Date => time !== undefined);
  return times.length === 0 ? null : new Date(Math.min(...times.map((time) => time.getTime())));
}

/** The countdown has ended (erased or not yet): sign-in and renewal refuse the account as if it did not exist. */
export async function isDeletionDue(db: Queryable, userId: string, instituteId: string | null, now: Date) {
  const dueAt = await deletionDueAtOf(db, userId, instituteId);
  return dueAt !== null && dueAt <= now;
}
