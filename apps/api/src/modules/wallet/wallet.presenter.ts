/** Ledger rows as the wire shows them. */
import type { WalletEntry } from '@noticeboard/shared';
import type { WalletEntryRow } from './wallet.repository';

export function presentEntry(row: WalletEntryRow): WalletEntry {
  return {
    id: row.id,
    kind: row.kind,
    amountPaise: row.amountPaise,
    description: row.description,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
  };
}
