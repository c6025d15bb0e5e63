/** SQL of the wallet: the owner's wallet row (created once, locked while the ledger is written) and its entries. */
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { walletEntries, wallets } from '../../db/schema';
import type { SubscriptionOwner } from '../subscription/subscription.repository';

export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type NewWalletEntry = typeof walletEntries.$inferInsert;
export type WalletEntryKind = WalletEntryRow['kind'];

const ownedBy = (owner: SubscriptionOwner) =>
  'instituteId' in owner ? eq(wallets.instituteId, owner.instituteId) : eq(wallets.userId, owner.userId);

/** Creates the owner's wallet unless it exists (a concurrent creator wins quietly), and returns its id. */
export async function ensureWalletRow(db: Queryable, owner: SubscriptionOwner): Promise<string> {
  await db
    .insert(wallets)
    .values('instituteId' in owner ? { instituteId: owner.instituteId } : { userId: owner.userId })
    .onConflictDoNothing();
  const id = await findWalletId(db, owner);
  if (!id) throw new Error('wallet not found after insert');
  return id;
}

export async function findWalletId(db: Queryable, owner: SubscriptionOwner): Promise<string | undefined> {
  const [row] = await db.select({ id: wallets.id }).from(wallets).where(ownedBy(owner));
  return row?.id;
}

/** Locks the owner's wallet row until the transaction ends: ledger writes of one wallet queue here. */
export async function lockWallet(tx: Queryable, owner: SubscriptionOwner): Promise<string | undefined> {
  const [row] = await tx.select({ id: wallets.id }).from(wallets).where(ownedBy(owner)).for('update');
  return row?.id;
}

export async function findEntryByKey(
  db: Queryable,
  walletId: string,
  idempotencyKey: string,
): Promise<WalletEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.walletId, walletId), eq(walletEntries.idempotencyKey, idempotencyKey)));
  return row;
}

/** The sum of a wallet's entries, in paise. */
export async function sumEntries(db: Queryable, walletId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletEntries.amountPaise}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.walletId, walletId));
  return Number(row?.total ?? 0);
}

/** The owner's balance without creating or locking anything (0 when they have no wallet yet). */
export async function ownerBalance(db: Queryable, owner: SubscriptionOwner): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletEntries.amountPaise}), 0)` })
    .from(walletEntries)
    .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
    .where(ownedBy(owner));
  return Number(row?.total ?? 0);
}

export async function insertEntry(db: Queryable, values: NewWalletEntry): Promise<WalletEntryRow> {
  const [row] = await db.insert(walletEntries).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface EntryFilter {
  /** From this instant (inclusive). */
  from?: Date | undefined;
  /** Up to this instant (exclusive). */
  to?: Date | undefined;
  kinds?: readonly WalletEntryKind[] | undefined;
  /** The last entry of the previous page: the page continues after it. */
  afterId?: string | undefined;
  limit: number;
}

/**
 * The owner's entries, newest first, by (created_at, id) on the wallet's index. The position after the previous page
 * is read from that entry's own row, so it keeps the timestamp's full precision.
 */
export async function listOwnerEntries(
  db: Queryable,
  owner: SubscriptionOwner,
  filter: EntryFilter,
): Promise<WalletEntryRow[]> {
  if (filter.kinds?.length === 0) return [];
  const walletId = db.select({ id: wallets.id }).from(wallets).where(ownedBy(owner));
  const conditions = [inArray(walletEntries.walletId, walletId)];
  if (filter.from) conditions.push(gte(walletEntries.createdAt, filter.from));
  if (filter.to) conditions.push(lt(walletEntries.createdAt, filter.to));
  if (filter.kinds) conditions.push(inArray(walletEntries.kind, [...filter.kinds]));
  if (filter.afterId) {
    const [after] = await db
      .select({ createdAt: sql<string>`${walletEntries.createdAt}::text` })
      .from(walletEntries)
      .where(and(eq(walletEntries.id, filter.afterId), inArray(walletEntries.walletId, walletId)));
    if (!after) return [];
    const at = sql`${after.createdAt}::timestamptz`;
    const before = or(
      lt(walletEntries.createdAt, at),
      and(eq(walletEntries.createdAt, at), lt(walletEntries.id, filter.afterId)),
    );
    if (before) conditions.push(before);
  }
  return db
    .select()
    .from(walletEntries)
    .where(and(...conditions))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(filter.limit);
}
