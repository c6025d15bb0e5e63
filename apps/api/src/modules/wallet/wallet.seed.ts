/**
 * Demo data: Greenfield's wallet has a top-up of ₹2,000 and a refund of ₹500; Asha (individual@demo.test) has a top-up
 * of ₹1,000. Everyone else starts with an empty wallet. Written through the ledger with fixed keys, so seeding twice
 * adds nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { credit } from './wallet.service';

const DAY_MS = 86_400_000;

export async function seedWalletDemo(db: Db): Promise<void> {
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const greenfield = await findInstituteByCustomUrl(db, 'greenfield-public-school');
  const [asha] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, 'individual@demo.test'), isNull(users.instituteId)));
  await db.transaction(async (tx) => {
    if (greenfield) {
      const school = { instituteId: greenfield.id };
      await credit(tx, school, {
        kind: 'TOP_UP',
        amountPaise: 200_000,
        idempotencyKey: 'demo:top-up:1',
        description: 'Added to the wallet',
        at: daysAgo(45),
      });
      await credit(tx, school, {
        kind: 'REFUND',
        amountPaise: 50_000,
        idempotencyKey: 'demo:refund:1',
        description: 'Refund: 5 seats not used this term',
        at: daysAgo(12),
      });
    }
    if (asha) {
      await credit(
        tx,
        { userId: asha.id },
        {
          kind: 'TOP_UP',
          amountPaise: 100_000,
          idempotencyKey: 'demo:top-up:1',
          description: 'Added to the wallet',
          at: daysAgo(3),
        },
      );
    }
  });
}
