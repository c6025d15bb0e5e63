/** Test helpers of the wallet: a minimal paid top-up order (entries may name one), and a count of ledger rows. */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, walletEntries, wallets } from '../../db/schema';
import type { SubscriptionOwner } from '../subscription/subscription.repository';

/** A paid WALLET_TOP_UP order of `amountPaise` for `owner`, collected in full by the gateway. */
export async function buildTopUpOrder(db: Db, owner: SubscriptionOwner, amountPaise: number): Promise<string> {
  const [row] = await db
    .insert(orders)
    .values({
      ...owner,
      purpose: 'WALLET_TOP_UP',
      pricing: { description: 'Wallet top-up', listPaise: amountPaise, discountPaise: 0, taxIncluded: true },
      buyer: { name: 'Buyer', email: 'buyer@mail.test', addressLines: [], stateCode: null, gstin: null },
      totalPaise: amountPaise,
      gatewayPaise: amountPaise,
      currency: 'INR',
      status: 'PAID',
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}

/** How many ledger entries the owner's wallet has (0 without a wallet). */
export async function countEntries(db: Db, owner: SubscriptionOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(walletEntries)
    .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
    .where('instituteId' in owner ? eq(wallets.instituteId, owner.instituteId) : eq(wallets.userId, owner.userId));
  return Number(row?.n ?? 0);
}

/** How many wallets the owner has (0 or 1). */
export async function countWallets(db: Db, owner: SubscriptionOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wallets)
    .where('instituteId' in owner ? eq(wallets.instituteId, owner.instituteId) : eq(wallets.userId, owner.userId));
  return Number(row?.n ?? 0);
}
