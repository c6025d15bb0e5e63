/**
 * Promotions (issue 15 §1; spec §7 "promotions get and reaction"): codes with a percentage or an amount off, and the
 * banners that offer them. A code is checked and held by the order service; these are its wire shapes and messages.
 */
import { z } from 'zod';

export const PROMOTION_PATHS = {
  banners: '/promotions',
  reaction: '/promotions/:id/reaction',
} as const;

export const promotionReactionPath = (id: string) => PROMOTION_PATHS.reaction.replace(':id', encodeURIComponent(id));

export const PROMOTION_DISCOUNT_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type PromotionDiscountKind = (typeof PROMOTION_DISCOUNT_KINDS)[number];
export const PROMOTION_REACTIONS = ['DISMISSED', 'ACCEPTED'] as const;
export type PromotionReaction = (typeof PROMOTION_REACTIONS)[number];

/** At most this many banners are offered at once (the web shows one of them). */
export const PROMOTION_BANNER_LIMIT = 3;

export const PROMOTION_MESSAGES = {
  codeFormat: 'A promotion code is 3 to 24 letters, digits, hyphens or underscores',
  unknown: 'This promotion code does not exist. Check the spelling and try again.',
  inactive: 'This promotion code is no longer available.',
  notYetValid: 'This promotion code is not valid yet.',
  expired: 'This promotion code has expired.',
  wrongProduct: 'This promotion code cannot be used for this plan.',
  usedUp: 'This promotion code has been used up.',
  alreadyUsed: 'You have already used this promotion code.',
  /** The owner's own unpaid order holds the code: it frees when that order is paid, fails or lapses. */
  heldByOwnOrder: 'This promotion code is held by your unfinished order. Complete that payment, or try again later.',
  offerGone: 'This offer is no longer available.',
  dismissed: 'Offer hidden',
  accepted: 'Offer accepted',
} as const;

/** Letters, digits, `-` and `_`, 3–24 characters, compared upper-case. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]{3,24}$/;

/** What a buyer types, trimmed and upper-cased before it is checked. */
export const promotionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PROMOTION_CODE_PATTERN, PROMOTION_MESSAGES.codeFormat);

/** The code as stored, or null when it cannot be one (the same rule as the schema, for callers with a plain string). */
export function normalizePromotionCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return PROMOTION_CODE_PATTERN.test(code) ? code : null;
}

export const promotionIdParamsSchema = z.object({ id: z.uuid() });

export const promotionReactionBodySchema = z.object({ reaction: z.enum(PROMOTION_REACTIONS) }).strict();
export type PromotionReactionBody = z.infer<typeof promotionReactionBodySchema>;

/** A banner offering a code to the signed-in person. */
export const promotionBannerSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  title: z.string(),
  text: z.string().nullable(),
  discountKind: z.enum(PROMOTION_DISCOUNT_KINDS),
  /** PERCENT: 1–100. AMOUNT: paise. */
  discountValue: z.number().int().positive(),
  /** Null: any product (the pricing page of the person's audience). */
  productType: z.string().nullable(),
  validUntil: z.string(),
});
export type PromotionBannerView = z.infer<typeof promotionBannerSchema>;

export const promotionBannersSchema = z.array(promotionBannerSchema);

export const promotionReactionSchema = z.object({
  promotionId: z.uuid(),
  reaction: z.enum(PROMOTION_REACTIONS),
  reactedAt: z.string(),
});
export type PromotionReactionView = z.infer<typeof promotionReactionSchema>;
