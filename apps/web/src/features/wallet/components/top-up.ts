/** The "Add money" amount: typed in rupees, checked with the shared limits, sent to checkout in paise. */
import { topUpAmountPaiseSchema, WALLET_MESSAGES } from '@noticeboard/shared';

import { rupeesToPaise } from '../../../lib/money';

/** What is wrong with a top-up of `value` rupees into a wallet holding `balancePaise`, or null when it may go ahead. */
export function topUpProblem(value: number | string, balancePaise: number, roomPaise: number): string | null {
  const paise = rupeesToPaise(value);
  if (paise === null) return 'Enter the amount to add';
  const parsed = topUpAmountPaiseSchema.safeParse(paise);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? WALLET_MESSAGES.topUpTooSmall;
  if (paise > roomPaise) return WALLET_MESSAGES.balanceLimit(balancePaise);
  return null;
}

/** Where checkout for a top-up starts. */
export const topUpCheckoutPath = (amountPaise: number) => `/checkout/wallet?amount=${amountPaise}`;

/** One-tap amounts offered under the field: ₹500, ₹1,000, ₹5,000. */
export const QUICK_TOP_UPS_PAISE = [50_000, 100_000, 500_000] as const;
