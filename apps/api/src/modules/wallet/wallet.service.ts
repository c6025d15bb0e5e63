/**
 * The closed wallet's ledger (issue 15 §4). Money moves only by appending entries: the balance is their sum, never a
 * number edited in place. Every entry carries an idempotency key unique in its wallet, so a retried top-up, refund or
 * spend is written once. Writes lock the owner's `wallets` row first, so concurrent spends of one wallet queue and
 * each sees the entries of those before it: the balance never goes below zero.
 *
 * The order service calls these functions inside its own transaction (a `Tx`); given the database instead, each write
 * opens a transaction of its own. Inside a transaction each write runs in a savepoint, so a refusal leaves nothing
 * behind even when the caller catches it and carries on.
 */
import {
  TOP_UP_LIMITS,
  topUpAmountPaiseSchema,
  topUpRoomPaise,
  WALLET_LATEST_ENTRIES,
  WALLET_MESSAGES,
  type WalletCreditKind,
  type WalletView,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { SubscriptionOwner } from '../subscription/subscription.repository';
import { walletOwnerOf } from './wallet.policy';
import { presentEntry } from './wallet.presenter';
import {
  ensureWalletRow,
  findEntryByKey,
  insertEntry,
  listOwnerEntries,
  lockWallet,
  ownerBalance,
  sumEntries,
  type WalletEntryKind,
  type WalletEntryRow,
} from './wallet.repository';

export type { WalletEntryRow } from './wallet.repository';
export type WalletOwner = SubscriptionOwner;

export interface CreditInput {
  kind: WalletCreditKind;
  /** Positive paise. */
  amountPaise: number;
  idempotencyKey: string;
  orderId?: string | null | undefined;
  description: string;
  /** When it happened, by the caller's clock (the order's payment time); the database's time when omitted. */
  at?: Date | undefined;
}

export interface SpendInput {
  /** Positive paise: what to take out (stored as a negative amount). */
  amountPaise: number;
  idempotencyKey: string;
  orderId?: string | null | undefined;
  description: string;
  /** When it happened, by the caller's clock (the order's payment time); the database's time when omitted. */
  at?: Date | undefined;
}

export interface ListEntriesOptions {
  /** From this instant (inclusive). */
  from?: Date | undefined;
  /** Up to this instant (exclusive). */
  to?: Date | undefined;
  kinds?: readonly WalletEntryKind[] | undefined;
  /** `nextCursor` of the previous page. */
  cursor?: string | null | undefined;
  /** 1–100, 20 by default. */
  limit?: number | undefined;
}

export interface EntryPage {
  /** Newest first. */
  entries: WalletEntryRow[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Callers pass amounts they computed: anything but positive whole paise is a bug upstream, not a user's mistake. */
function checkWrite(input: { amountPaise: number; idempotencyKey: string; description: string }): void {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new Error(`wallet amounts are positive whole paise, got ${input.amountPaise}`);
  }
  if (input.idempotencyKey.trim() === '' || input.idempotencyKey.length > 200) {
    throw new Error('a wallet entry needs an idempotency key of 1–200 characters');
  }
  if (input.description.trim() === '') throw new Error('a wallet entry needs a description');
}

/** The entry already written under this key, when it is the same entry; the same key for another entry is a bug. */
function sameEntry(
  existing: WalletEntryRow,
  expected: { kind: WalletEntryKind; amountPaise: number; orderId: string | null },
): WalletEntryRow {
  if (
    existing.kind !== expected.kind ||
    existing.amountPaise !== expected.amountPaise ||
    existing.orderId !== expected.orderId
  ) {
    throw new Error(
      `wallet idempotency key "${existing.idempotencyKey}" already names a ${existing.kind} of ${existing.amountPaise} paise` +
        ` (order ${existing.orderId ?? 'none'}), not a ${expected.kind} of ${expected.amountPaise} paise (order ${expected.orderId ?? 'none'})`,
    );
  }
  return existing;
}

/** The owner's wallet id, creating the wallet the first time (a concurrent creation is harmless). */
export async function ensureWallet(tx: Queryable, owner: WalletOwner): Promise<string> {
  return ensureWalletRow(tx, owner);
}

/**
 * Adds money: a top-up paid at checkout, a refund of an order, or the reversal of a spend. The same key again returns
 * the entry already written and writes nothing. A top-up may not take the balance past the wallet's limit (409
 * WALLET_LIMIT_REACHED); refunds and reversals give back what was paid and are never refused.
 */
export async function credit(tx: Queryable, owner: WalletOwner, input: CreditInput): Promise<WalletEntryRow> {
  checkWrite(input);
  const expected = { kind: input.kind, amountPaise: input.amountPaise, orderId: input.orderId ?? null };
  return tx.transaction(async (inner) => {
    await ensureWalletRow(inner, owner);
    const walletId = await lockWallet(inner, owner);
    if (!walletId) throw new Error('wallet vanished while locked');
    const existing = await findEntryByKey(inner, walletId, input.idempotencyKey);
    if (existing) return sameEntry(existing, expected);
    if (input.kind === 'TOP_UP') {
      const before = await sumEntries(inner, walletId);
      if (before + input.amountPaise > TOP_UP_LIMITS.maxBalancePaise) {
        throw new AppError('WALLET_LIMIT_REACHED', WALLET_MESSAGES.balanceLimit(before));
      }
    }
    return insertEntry(inner, {
      walletId,
      kind: input.kind,
      amountPaise: input.amountPaise,
      orderId: expected.orderId,
      idempotencyKey: input.idempotencyKey,
      description: input.description.trim(),
      ...(input.at ? { createdAt: input.at } : {}),
    });
  });
}

/**
 * Takes money out for a plan or seats. Locks the wallet, sums its entries and refuses (409 INSUFFICIENT_BALANCE,
 * nothing written) when the balance would go below zero. The same key again returns the entry already written.
 */
export async function spend(tx: Queryable, owner: WalletOwner, input: SpendInput): Promise<WalletEntryRow> {
  checkWrite(input);
  const expected = { kind: 'SPEND' as const, amountPaise: -input.amountPaise, orderId: input.orderId ?? null };
  return tx.transaction(async (inner) => {
    // No wallet yet means nothing to spend: refused without creating one.
    const walletId = await lockWallet(inner, owner);
    if (!walletId)
      throw new AppError('INSUFFICIENT_BALANCE', WALLET_MESSAGES.insufficientBalance(0, input.amountPaise));
    const existing = await findEntryByKey(inner, walletId, input.idempotencyKey);
    if (existing) return sameEntry(existing, expected);
    const before = await sumEntries(inner, walletId);
    if (before < input.amountPaise) {
      throw new AppError('INSUFFICIENT_BALANCE', WALLET_MESSAGES.insufficientBalance(before, input.amountPaise));
    }
    return insertEntry(inner, {
      walletId,
      kind: 'SPEND',
      amountPaise: expected.amountPaise,
      orderId: expected.orderId,
      idempotencyKey: input.idempotencyKey,
      description: input.description.trim(),
      ...(input.at ? { createdAt: input.at } : {}),
    });
  });
}

/** The owner's balance in paise (0 without a wallet); reads only, locks nothing. */
export async function balance(db: Queryable, owner: WalletOwner): Promise<number> {
  return ownerBalance(db, owner);
}

/**
 * Checks a top-up before it is ordered, so nobody pays for money the wallet cannot take: the amount within the
 * per-top-up limits (400 on `amountPaise`) and the balance after it within the wallet's (409 WALLET_LIMIT_REACHED).
 */
export async function assertTopUpAllowed(db: Queryable, owner: WalletOwner, amountPaise: number): Promise<void> {
  const amount = topUpAmountPaiseSchema.safeParse(amountPaise);
  if (!amount.success) {
    const message = amount.error.issues[0]?.message ?? WALLET_MESSAGES.topUpTooSmall;
    throw badRequest(message, [{ field: 'amountPaise', message }]);
  }
  const before = await ownerBalance(db, owner);
  if (amount.data > topUpRoomPaise(before)) {
    throw new AppError('WALLET_LIMIT_REACHED', WALLET_MESSAGES.balanceLimit(before));
  }
}

/** The owner's entries, newest first, filtered by time and kind, a page at a time (keyset: pages never shift). */
export async function listEntries(
  db: Queryable,
  owner: WalletOwner,
  options: ListEntriesOptions = {},
): Promise<EntryPage> {
  const limit = Math.min(100, Math.max(1, Math.trunc(options.limit ?? 20)));
  if (options.cursor && !UUID.test(options.cursor))
    throw badRequest('This list position is not valid. Please start again.');
  const rows = await listOwnerEntries(db, owner, {
    from: options.from,
    to: options.to,
    kinds: options.kinds,
    afterId: options.cursor ?? undefined,
    limit: limit + 1,
  });
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > limit && last ? last.id : null };
}

/** The wallet as its owner sees it, for GET /wallet. */
export class WalletService {
  constructor(private readonly db: Db) {}

  async overview(actor: Actor): Promise<WalletView> {
    const owner = walletOwnerOf(actor);
    if (!owner) throw forbidden(WALLET_MESSAGES.schoolWallet);
    // One snapshot, so the balance is exactly the sum of what the entries show (plus older ones).
    return this.db.transaction(
      async (tx) => {
        const balancePaise = await ownerBalance(tx, owner);
        const page = await listEntries(tx, owner, { limit: WALLET_LATEST_ENTRIES });
        return {
          balancePaise,
          entries: page.entries.map(presentEntry),
          topUpRoomPaise: topUpRoomPaise(balancePaise),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
}
