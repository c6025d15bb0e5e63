/** SQL for an institute's tax details (one row per institute). */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { taxDetails } from '../../db/schema';

export type TaxRow = typeof taxDetails.$inferSelect;

export async function findTax(db: Queryable, instituteId: string): Promise<TaxRow | undefined> {
  const [row] = await db.select().from(taxDetails).where(eq(taxDetails.instituteId, instituteId)).limit(1);
  return row;
}

export async function upsertTax(db: Queryable, values: Omit<TaxRow, 'updatedAt'>): Promise<TaxRow> {
  const { instituteId, ...changes } = values;
  const [row] = await db
    .insert(taxDetails)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: taxDetails.instituteId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
