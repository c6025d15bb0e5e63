/** The SQL of the FAQ helper: "Did this help?" answers, stored as given. */
import type { Queryable } from '../../db/client';
import { faqFeedback } from '../../db/schema';

export type FaqFeedbackRow = typeof faqFeedback.$inferSelect;

export async function insertFaqFeedback(
  db: Queryable,
  values: { entryId: string; question: string; helpful: boolean; audience: string; userId: string | null },
): Promise<void> {
  await db.insert(faqFeedback).values(values);
}
