/** SQL of consent fees: the school's setting (one row per school) and the fee orders paid for its requests. */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { consentFeeSettings, orders, parentConsents } from '../../db/schema';

/** The school's fee in paise (GST included), or null when its parents grant consent for free. */
export async function findConsentFee(db: Queryable, instituteId: string): Promise<number | null> {
  const [row] = await db
    .select({ feePaise: consentFeeSettings.feePaise })
    .from(consentFeeSettings)
    .where(eq(consentFeeSettings.instituteId, instituteId));
  return row?.feePaise ?? null;
}

export async function saveConsentFee(
  db: Queryable,
  instituteId: string,
  feePaise: number | null,
  at: Date,
): Promise<void> {
  await db
    .insert(consentFeeSettings)
    .values({ instituteId, feePaise, updatedAt: at })
    .onConflictDoUpdate({ target: consentFeeSettings.instituteId, set: { feePaise, updatedAt: at } });
}

/**
 * What a request's parent must pay to grant consent: the school's fee, unless a fee was already paid for this
 * request (a school that reopened an answer does not charge the parent twice).
 */
export async function feeDue(db: Queryable, instituteId: string, consentId: string): Promise<number | null> {
  const [row] = await db
    .select({ feePaise: consentFeeSettings.feePaise })
    .from(consentFeeSettings)
    .where(
      and(
        eq(consentFeeSettings.instituteId, instituteId),
        sql`not exists (select 1 from ${orders} where ${orders.consentId} = ${consentId}
          and ${orders.purpose} = 'CONSENT_FEE' and ${orders.status} = 'PAID')`,
      ),
    );
  return row?.feePaise ?? null;
}

/** The student whose consent a paid fee order was for (none for other orders). */
export async function studentOfConsentOrder(db: Queryable, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ studentId: parentConsents.studentId })
    .from(orders)
    .innerJoin(parentConsents, eq(parentConsents.id, orders.consentId))
    .where(and(eq(orders.id, orderId), eq(orders.purpose, 'CONSENT_FEE')));
  return row?.studentId;
}
