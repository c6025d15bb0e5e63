/** SQL for enquiries: insert one, mark it mailed. */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { enquiries } from '../../db/schema';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;

export async function insertEnquiry(db: Queryable, values: NewEnquiry): Promise<EnquiryRow> {
  const [row] = await db.insert(enquiries).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function markEnquiryMailed(db: Queryable, id: string, at: Date): Promise<void> {
  await db.update(enquiries).set({ mailedAt: at }).where(eq(enquiries.id, id));
}
