/**
 * "This buyer's timeline changed": emitted after a transaction that wrote one of their orders, invoices, credit notes
 * or wallet entries commits, so every API process drops the /transactions pages it cached for them.
 */
import type { InvalidationBus } from '../../../lib/invalidation-bus';

export const LEDGER_CHANGED = 'ledger';

/** A buyer (a school or an individual), or an order row, which carries one of the two. */
type LedgerOwner = { instituteId: string } | { userId: string } | { instituteId: string | null; userId: string | null };

export function ledgerKeyOf(owner: LedgerOwner): string {
  if ('instituteId' in owner && owner.instituteId) return `institute:${owner.instituteId}`;
  if ('userId' in owner && owner.userId) return `user:${owner.userId}`;
  throw new Error('a ledger owner has a school or a user');
}

export function announceLedgerChange(bus: InvalidationBus | undefined, owner: LedgerOwner): void {
  bus?.emit(LEDGER_CHANGED, ledgerKeyOf(owner));
}
