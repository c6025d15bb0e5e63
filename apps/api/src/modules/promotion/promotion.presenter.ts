/** Promotion rows → wire shapes. */
import type { PromotionBannerView, PromotionReactionView } from '@noticeboard/shared';
import type { PromotionReactionRow, PromotionRow } from './promotion.repository';

/** The banner of a promotion, or null when it has none (no title). */
export function bannerOf(row: PromotionRow): PromotionBannerView | null {
  if (row.bannerTitle === null) return null;
  return {
    id: row.id,
    code: row.code,
    title: row.bannerTitle,
    text: row.bannerText,
    discountKind: row.discountKind,
    discountValue: row.discountValue,
    productType: row.productType,
    validUntil: row.validUntil.toISOString(),
  };
}

export function reactionOf(row: PromotionReactionRow): PromotionReactionView {
  return { promotionId: row.promotionId, reaction: row.reaction, reactedAt: row.reactedAt.toISOString() };
}
