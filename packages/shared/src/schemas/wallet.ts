/**
 * The closed wallet (issue 15 §4): one per school and per individual, for use on Noticeboard only (no cash-out).
 * Money comes in by a top-up through checkout or a refund, and goes out on a plan or seats. The balance is the sum of
 * the ledger's entries; amounts are integer paise.
 */
import { z } from 'zod';
import { formatMoney } from '../format';

export const WALLET_PATHS = {
  wallet: '/wallet',
} as const;

export const WALLET_ENTRY_KINDS = ['TOP_UP', 'SPEND', 'REFUND', 'SPEND_REVERSAL'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];
/** The kinds that add money (positive amounts); SPEND is the only one that takes it out. */
export const WALLET_CREDIT_KINDS = ['TOP_UP', 'REFUND', 'SPEND_REVERSAL'] as const;
export type WalletCreditKind = (typeof WALLET_CREDIT_KINDS)[number];

/**
 * A closed wallet kept well inside the RBI's small prepaid-instrument limits: ₹100 to ₹1,00,000 per top-up, and
 * top-ups never take the balance past ₹5,00,000 (refunds of what was paid may).
 */
export const TOP_UP_LIMITS = {
  minPaise: 10_000,
  maxPaise: 10_000_000,
  maxBalancePaise: 50_000_000,
} as const;

/** How many entries the wallet card shows; the transactions page pages through the rest. */
export const WALLET_LATEST_ENTRIES = 20;

export const WALLET_MESSAGES = {
  insufficientBalance: (balancePaise: number, amountPaise: number) =>
    `Your wallet balance is ${formatMoney(balancePaise)}, less than ${formatMoney(amountPaise)}.`,
  balanceLimit: (balancePaise: number) =>
    balancePaise >= TOP_UP_LIMITS.maxBalancePaise
      ? `Your wallet already holds ${formatMoney(balancePaise)}, the most it can hold (${formatMoney(TOP_UP_LIMITS.maxBalancePaise)}).`
      : `A wallet holds at most ${formatMoney(TOP_UP_LIMITS.maxBalancePaise)}: you can add up to ${formatMoney(TOP_UP_LIMITS.maxBalancePaise - balancePaise)} now.`,
  topUpTooSmall: `Add at least ${formatMoney(TOP_UP_LIMITS.minPaise)}`,
  topUpTooLarge: `Add at most ${formatMoney(TOP_UP_LIMITS.maxPaise)} at a time`,
  /** A school's members other than the school account. */
  schoolWallet: 'The wallet belongs to your school’s account. Please contact your school administrator.',
  emptyTitle: 'Your wallet is empty',
  emptyText:
    'Add money here to pay for plans and seats in one step; refunds of your orders come back here too. ' +
    'The money is for use on Noticeboard only and cannot be withdrawn.',
} as const;

/** One top-up, in paise: what `/checkout/wallet?amount=` carries and the order service prices. */
export const topUpAmountPaiseSchema = z
  .number({ error: 'Amount is required' })
  .int('Amount must be in whole paise')
  .min(TOP_UP_LIMITS.minPaise, WALLET_MESSAGES.topUpTooSmall)
  .max(TOP_UP_LIMITS.maxPaise, WALLET_MESSAGES.topUpTooLarge);

/** The most a top-up may add now: the per-top-up limit, or what is left under the balance limit. */
export function topUpRoomPaise(balancePaise: number): number {
  return Math.max(0, Math.min(TOP_UP_LIMITS.maxPaise, TOP_UP_LIMITS.maxBalancePaise - balancePaise));
}

export const walletEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** Signed: positive in (top-up, refund, reversal), negative out (spend). */
  amountPaise: z.number().int(),
  description: z.string(),
  /** The order that moved the money, when there is one. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** GET /wallet: the caller's wallet (their school's, for the school account). */
export const walletSchema = z.object({
  balancePaise: z.number().int(),
  /** The latest entries, newest first (at most WALLET_LATEST_ENTRIES). */
  entries: z.array(walletEntrySchema),
  /** The most one top-up may add now (0 when the wallet is full). */
  topUpRoomPaise: z.number().int(),
});
export type WalletView = z.infer<typeof walletSchema>;
