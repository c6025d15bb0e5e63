/** Periods about to end that nobody has renewed, their owners' addresses, and the reminders already sent. */
import { and, asc, eq, gt, inArray, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { institutes, subscriptionReminders, subscriptions, users } from '../../db/schema';

const later = alias(subscriptions, 'later_period');
const schoolAccount = alias(users, 'school_account');
const holder = alias(users, 'period_holder');

export interface EndingPeriod {
  id: string;
  kind: 'TRIAL' | 'PAID';
  endsAt: Date;
  graceEndsAt: Date | null;
  /** A school's period (else an individual's). */
  school: boolean;
  /** Who the mail greets: the school's name, or the reader's. */
  name: string | null;
  /** The school account's email (the school's own when it has no account), or the individual's; null: no one to tell. */
  email: string | null;
}

/**
 * Periods ending in (now, until] with no paid period of the same owner ending after them (not renewed). A school is
 * written to at its school account; a removed individual is not written to.
 */
export async function periodsEndingBetween(db: Queryable, now: Date, until: Date): Promise<EndingPeriod[]> {
  const rows = await db
    .select({
      id: subscriptions.id,
      kind: subscriptions.kind,
      endsAt: subscriptions.endsAt,
      graceEndsAt: subscriptions.graceEndsAt,
      instituteId: subscriptions.instituteId,
      schoolName: institutes.name,
      schoolEmail: sql<string | null>`coalesce(${schoolAccount.email}, ${institutes.email})`,
      holderName: holder.name,
      holderEmail: holder.email,
    })
    .from(subscriptions)
    .leftJoin(institutes, eq(institutes.id, subscriptions.instituteId))
    .leftJoin(
      schoolAccount,
      and(
        eq(schoolAccount.instituteId, subscriptions.instituteId),
        eq(schoolAccount.type, 'INSTITUTE'),
        eq(schoolAccount.status, 'ACTIVE'),
      ),
    )
    .leftJoin(holder, and(eq(holder.id, subscriptions.userId), eq(holder.status, 'ACTIVE')))
    .where(
      and(
        gt(subscriptions.endsAt, now),
        lte(subscriptions.endsAt, until),
        notExists(
          db
            .select({ id: later.id })
            .from(later)
            .where(
              and(
                eq(later.kind, 'PAID'),
                gt(later.endsAt, subscriptions.endsAt),
                or(eq(later.instituteId, subscriptions.instituteId), eq(later.userId, subscriptions.userId)),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(subscriptions.endsAt), asc(subscriptions.id), asc(schoolAccount.createdAt));
  const seen = new Set<string>();
  const periods: EndingPeriod[] = [];
  for (const row of rows) {
    // A school with two accounts would list its period twice; the oldest account is written to.
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const school = row.instituteId !== null;
    periods.push({
      id: row.id,
      kind: row.kind,
      endsAt: row.endsAt,
      graceEndsAt: row.graceEndsAt,
      school,
      name: school ? row.schoolName : row.holderName,
      email: school ? row.schoolEmail : row.holderEmail,
    });
  }
  return periods;
}

/** The days-before of every reminder already sent for these periods. */
export async function remindersSent(db: Queryable, subscriptionIds: string[]): Promise<Map<string, Set<number>>> {
  const sent = new Map<string, Set<number>>();
  if (subscriptionIds.length === 0) return sent;
  const rows = await db
    .select({ id: subscriptionReminders.subscriptionId, daysBefore: subscriptionReminders.daysBefore })
    .from(subscriptionReminders)
    .where(inArray(subscriptionReminders.subscriptionId, subscriptionIds));
  for (const row of rows) {
    const days = sent.get(row.id) ?? new Set<number>();
    days.add(row.daysBefore);
    sent.set(row.id, days);
  }
  return sent;
}

/**
 * Records the reminder; false when it already exists. A second process inserting the same key waits for the first
 * one's transaction and then inserts nothing, so only the process holding the row sends the mail.
 */
export async function claimReminder(
  tx: Queryable,
  subscriptionId: string,
  daysBefore: number,
  sentAt: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(subscriptionReminders)
    .values({ subscriptionId, daysBefore, sentAt })
    .onConflictDoNothing()
    .returning({ id: subscriptionReminders.subscriptionId });
  return rows.length > 0;
}
