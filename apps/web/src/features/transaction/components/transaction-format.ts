/** How one line of /transaction reads: its kind, its status in words and its amount (dates: formatDateTime in shared). */
import {
  formatMoney,
  ORDER_STATUSES,
  type OrderStatus,
  type Transaction,
  type TransactionKind,
  WALLET_ENTRY_KINDS,
  type WalletEntryKind,
} from '@noticeboard/shared';

/** One line's kind (the filter's labels are plural: "Payments", "Invoices"). */
export const KIND_LABELS: Record<TransactionKind, string> = {
  ORDER: 'Payment',
  INVOICE: 'Invoice',
  CREDIT_NOTE: 'Credit note',
  WALLET: 'Wallet',
};

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  CREATED: 'Awaiting payment',
  PAID: 'Paid',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
};

/** A wallet line's status is its entry kind. */
const WALLET_STATUS_LABELS: Record<WalletEntryKind, string> = {
  TOP_UP: 'Money added',
  SPEND: 'Paid from wallet',
  REFUND: 'Refund',
  SPEND_REVERSAL: 'Payment returned',
};

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => values.includes(value as T);

/** A status the page has no words for yet still reads as words: NEW_STATE → "New state". */
const asWords = (code: string) => {
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function statusText({ kind, status }: Pick<Transaction, 'kind' | 'status'>): string {
  if (kind === 'ORDER' && isOneOf(ORDER_STATUSES, status)) return ORDER_STATUS_LABELS[status];
  if (kind === 'WALLET' && isOneOf(WALLET_ENTRY_KINDS, status)) return WALLET_STATUS_LABELS[status];
  if (status === 'ISSUED') return 'Issued';
  return asWords(status);
}

/** How a status looks beside its words (the words carry the meaning; colour only helps). */
export function statusColor({ kind, status }: Pick<Transaction, 'kind' | 'status'>): string {
  if (kind !== 'ORDER') return 'gray';
  if (status === 'PAID') return 'teal';
  if (status === 'FAILED') return 'red';
  if (status === 'CREATED') return 'yellow';
  return 'gray';
}

/**
 * Wallet entries and credit notes move money in or out, so they carry a sign (+₹500, −₹1,499); payments and invoices
 * are the amount paid.
 */
export function amountText({ kind, amountPaise }: Pick<Transaction, 'kind' | 'amountPaise'>): string {
  const signed = kind === 'WALLET' || kind === 'CREDIT_NOTE';
  if (!signed) return formatMoney(Math.abs(amountPaise));
  return amountPaise > 0 ? `+${formatMoney(amountPaise)}` : formatMoney(amountPaise);
}

/** An order that can still be paid: waiting for its payment, or after a failed one. */
export const isPayable = ({ kind, status }: Pick<Transaction, 'kind' | 'status'>) =>
  kind === 'ORDER' && (status === 'CREATED' || status === 'FAILED');

/** Invoices and credit notes come as PDFs. */
export const hasDocument = (line: Transaction): line is Transaction & { documentId: string } =>
  (line.kind === 'INVOICE' || line.kind === 'CREDIT_NOTE') && line.documentId !== null;

/** "invoice" or "credit note", for button names and the confirmation. */
export const documentNoun = (kind: TransactionKind) => (kind === 'CREDIT_NOTE' ? 'credit note' : 'invoice');
