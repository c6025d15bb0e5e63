/** The pure rules of a promotion code: what it takes off a price, whether it applies now, and its use limits. */
import type { PromotionDiscountKind } from '@noticeboard/shared';

export interface PromotionDiscount {
  discountKind: PromotionDiscountKind;
  /** PERCENT: 1–100. AMOUNT: paise. */
  discountValue: number;
}

export interface PromotionTerms extends PromotionDiscount {
  active: boolean;
  /** Null: any product. */
  productType: string | null;
  validFrom: Date;
  validUntil: Date;
}

export interface PromotionLimits {
  /** Null: no overall limit. */
  maxUses: number | null;
  maxUsesPerOwner: number;
}

/** Uses that count now: paid ones, and those held by unpaid orders whose hold has not lapsed. */
export interface LiveUses {
  total: number;
  byOwner: number;
  /** Of the owner's uses, those only held by an unpaid order (not paid yet). */
  heldByOwner: number;
}

export type Inapplicable = 'INACTIVE' | 'NOT_YET_VALID' | 'EXPIRED' | 'WRONG_PRODUCT';
export type OverLimit = 'ALREADY_USED' | 'HELD_BY_OWN_ORDER' | 'USED_UP';

/** Paise off a list price: a percentage rounded down to whole paise, or an amount; never more than the price. */
export function discountPaise(discount: PromotionDiscount, listPaise: number): number {
  if (!Number.isSafeInteger(listPaise) || listPaise < 0) {
    throw new RangeError(`list price ${listPaise} is not whole paise`);
  }
  if (discount.discountKind === 'PERCENT') return Math.floor((listPaise * Math.min(discount.discountValue, 100)) / 100);
  return Math.min(discount.discountValue, listPaise);
}

/** Why a code cannot be used for this product now, or null when it can. The window is validFrom ≤ now < validUntil. */
export function inapplicability(terms: PromotionTerms, productType: string, now: Date): Inapplicable | null {
  if (!terms.active) return 'INACTIVE';
  if (now < terms.validFrom) return 'NOT_YET_VALID';
  if (now >= terms.validUntil) return 'EXPIRED';
  if (terms.productType !== null && terms.productType !== productType) return 'WRONG_PRODUCT';
  return null;
}

/**
 * Whether one more use would pass a limit. The buyer's own limit is named first: "you have already used it" says
 * more than "used up" when both are true, and an unpaid order of theirs holding it says how to free it.
 */
export function overLimit(limits: PromotionLimits, uses: LiveUses): OverLimit | null {
  if (uses.byOwner >= limits.maxUsesPerOwner) {
    // Only when a paid use would not already fill the limit is the hold the reason.
    return uses.byOwner - uses.heldByOwner >= limits.maxUsesPerOwner ? 'ALREADY_USED' : 'HELD_BY_OWN_ORDER';
  }
  if (limits.maxUses !== null && uses.total >= limits.maxUses) return 'USED_UP';
  return null;
}
