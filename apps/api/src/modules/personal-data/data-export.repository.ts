/** The SQL of "Download my data": the export rows, and each catalogue entry's rows of one person. */
import { and, desc, eq, gt, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dataExports, parentConsents, users } from '../../db/schema';
import { rowsOf } from '../../lib/paging';
import { fileKeysOf, identifier } from './erasure.repository';
import type { CatalogueEntry } from './personal-data.catalogue';

export type DataExportRow = typeof dataExports.$inferSelect;

export async function latestExportOf(db: Queryable, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

/** The newest request since `since` that still counts against the once-a-day limit (a failed one does not). */
export async function recentRequestOf(db: Queryable, userId: string, since: Date): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.requestedAt, since), ne(dataExports.state, 'FAILED')))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

/** Null when one is already being prepared for the person (the partial unique index decides, also under a race). */
export async function insertExport(
  db: Queryable,
  values: { userId: string; requestedBy: string; deliverTo: string; requestedAt: Date },
): Promise<DataExportRow | null> {
  const [row] = await db
    .insert(dataExports)
    .values({ ...values, state: 'PREPARING' })
    .onConflictDoNothing({ target: dataExports.userId, where: sql`${dataExports.state} = 'PREPARING'` })
    .returning();
  return row ?? null;
}

/** Exports waiting to be prepared whose lease is free; leased to this run (another process skips them). */
export async function claimWaitingExports(db: Queryable, now: Date, leaseUntil: Date, limit: number) {
  const result = await db.execute(sql`
    update data_exports set lease_until = ${leaseUntil}, attempts = attempts + 1
    where id in (
      select id from data_exports
      where state = 'PREPARING' and (lease_until is null or lease_until < ${now})
      order by requested_at limit ${limit}
      for update skip locked)
    returning id, user_id as "userId", deliver_to as "deliverTo", attempts`);
  return rowsOf<{ id: string; userId: string; deliverTo: string; attempts: number }>(result);
}

export async function markReady(
  db: Queryable,
  id: string,
  values: { storageKey: string; bytes: number; tokenHash: string; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ ...values, state: 'READY', leaseUntil: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'PREPARING')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function markFailed(db: Queryable, id: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ state: 'FAILED', leaseUntil: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'PREPARING')));
}

export async function expiredExports(db: Queryable, now: Date) {
  return db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.state, 'READY'), lt(dataExports.expiresAt, now)))
    .limit(100);
}

export async function markExpired(db: Queryable, id: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ state: 'EXPIRED', storageKey: null, tokenHash: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'READY')));
}

export async function exportById(db: Queryable, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

export interface ExportSubject {
  id: string;
  email: string;
  name: string;
  type: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  instituteId: string | null;
  status: 'ACTIVE' | 'DISABLED' | 'ERASED';
}

export async function subjectOf(db: Queryable, userId: string): Promise<ExportSubject | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      type: users.type,
      instituteId: users.instituteId,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The parent's address on a student's consent record, when the school has one. */
export async function parentEmailOf(db: Queryable, studentId: string, instituteId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: parentConsents.parentEmail })
    .from(parentConsents)
    .where(and(eq(parentConsents.studentId, studentId), eq(parentConsents.instituteId, instituteId)))
    .limit(1);
  return row?.email ?? null;
}

/** Which rows of an entry are the person's (null: the entry is not exported). */
function exportedRows(entry: CatalogueEntry, userId: string): SQL | null {
  if ('by' in entry.export) {
    return or(...entry.export.by.map((column) => sql`${identifier(column)} = ${userId}`)) ?? null;
  }
  if ('through' in entry.export) {
    const { column, parent, parentBy } = entry.export.through;
    return sql`${identifier(column)} in (select id from ${identifier(parent)} where ${identifier(parentBy)} = ${userId})`;
  }
  return null;
}

/** The person's rows of one catalogue entry as plain JSON objects, secrets left out. */
export async function rowsForExport(db: Queryable, entry: CatalogueEntry, userId: string): Promise<unknown[]> {
  const where = exportedRows(entry, userId);
  if (!where) return [];
  const omit = 'none' in entry.export ? [] : (entry.export.omit ?? []);
  const omitted = omit.length > 0 ? sql` - ${`{${omit.join(',')}}`}::text[]` : sql``;
  const result = await db.execute(
    sql`select to_jsonb(t)${omitted} as row from ${identifier(entry.table)} t where ${where}`,
  );
  return rowsOf<{ row: unknown }>(result).map((row) => row.row);
}

/** The storage keys of the files on the person's rows of one entry. */
export async function filesForExport(db: Queryable, entry: CatalogueEntry, userId: string): Promise<string[]> {
  const where = exportedRows(entry, userId);
  if (!where || !entry.files) return [];
  return fileKeysOf(db, entry.table, entry.files, where);
}
