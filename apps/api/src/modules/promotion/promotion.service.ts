/**
 * Promotion codes as the order service uses them — `evaluate` when a price is quoted, `reserve` when an order is
 * created, `confirm` when it is paid, `release` when it fails — and the banners that offer codes to signed-in people.
 *
 * A use counts while its order is paid (`held_until` null) or still payable (`held_until` in the future), so an
 * abandoned order gives its use back by itself when the hold lapses. An owner who starts a new order while an older
 * unpaid order of theirs still holds the code is refused with a message saying so (and `until`, when the hold lapses),
 * rather than having the older hold released: the older order can still be paid in another tab or by a late webhook,
 * and releasing it would let both be paid with one use. The order service releases a failed or abandoned order's use
 * at once (`release`).
 */
import {
  type ErrorCode,
  normalizePromotionCode,
  PROMOTION_BANNER_LIMIT,
  PROMOTION_MESSAGES,
  type PromotionBannerView,
  type PromotionReaction,
  type PromotionReactionView,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import { ownerOf } from '../subscription/subscription.policy';
import type { SubscriptionOwner } from '../subscription/subscription.repository';
import { isOfferedPromotions } from './promotion.policy';
import { bannerOf, reactionOf } from './promotion.presenter';
import {
  countLiveUses,
  deleteRedemption,
  findPromotionByCode,
  findPromotionById,
  listBanners,
  lockPromotionByCode,
  makeRedemptionPermanent,
  type PromotionRow,
  upsertReaction,
  upsertRedemption,
} from './promotion.repository';
import { discountPaise, type Inapplicable, inapplicability, type OverLimit, overLimit } from './promotion.rules';

export interface PromotionQuote {
  /** The code as a buyer types it (any case, spaces around it are ignored). */
  code: string;
  owner: SubscriptionOwner;
  productType: string;
  /** The price before the discount, in paise. */
  listPaise: number;
  now: Date;
}

export interface PromotionReservation extends PromotionQuote {
  orderId: string;
  /** Until when the unpaid order holds its use: at least as long as the gateway accepts payment for the order. */
  holdUntil: Date;
}

export interface AppliedPromotion {
  promotionId: string;
  /** As stored (upper-case). */
  code: string;
  /** Never more than the list price. */
  discountPaise: number;
}

const INAPPLICABLE_MESSAGES: Record<Inapplicable, string> = {
  INACTIVE: PROMOTION_MESSAGES.inactive,
  NOT_YET_VALID: PROMOTION_MESSAGES.notYetValid,
  EXPIRED: PROMOTION_MESSAGES.expired,
  WRONG_PRODUCT: PROMOTION_MESSAGES.wrongProduct,
};

const OVER_LIMIT_ERRORS: Record<OverLimit, { code: ErrorCode; message: string }> = {
  ALREADY_USED: { code: 'PROMOTION_ALREADY_USED', message: PROMOTION_MESSAGES.alreadyUsed },
  HELD_BY_OWN_ORDER: { code: 'PROMOTION_ALREADY_USED', message: PROMOTION_MESSAGES.heldByOwnOrder },
  USED_UP: { code: 'PROMOTION_USED_UP', message: PROMOTION_MESSAGES.usedUp },
};

const invalid = (message: string) => new AppError('PROMOTION_INVALID', message);

/** The checks shared by evaluate and reserve, on a row read (or locked) by the caller. */
async function apply(
  db: Queryable,
  promotion: PromotionRow | null,
  quote: PromotionQuote,
  exceptOrderId?: string,
): Promise<AppliedPromotion> {
  if (!promotion) throw invalid(PROMOTION_MESSAGES.unknown);
  const reason = inapplicability(promotion, quote.productType, quote.now);
  if (reason) throw invalid(INAPPLICABLE_MESSAGES[reason]);
  const uses = await countLiveUses(db, promotion.id, quote.owner, quote.now, exceptOrderId);
  const over = overLimit(promotion, uses);
  if (over) {
    const { code, message } = OVER_LIMIT_ERRORS[over];
    const until = over === 'HELD_BY_OWN_ORDER' ? (uses.ownerHoldEndsAt ?? undefined) : undefined;
    throw new AppError(code, message, { until });
  }
  return { promotionId: promotion.id, code: promotion.code, discountPaise: discountPaise(promotion, quote.listPaise) };
}

function storedCode(input: string): string {
  const code = normalizePromotionCode(input);
  if (!code) throw invalid(PROMOTION_MESSAGES.unknown);
  return code;
}

/** What the code takes off this price for this buyer now, or the AppError that says why it cannot be used. */
export async function evaluate(db: Queryable, quote: PromotionQuote): Promise<AppliedPromotion> {
  const code = storedCode(quote.code);
  return apply(db, await findPromotionByCode(db, code), quote);
}

/**
 * The same checks as `evaluate`, then the order's use is recorded, inside the caller's transaction (which must be the
 * one creating the order). The promotion row is locked first, so concurrent reservations of the code are counted one
 * after another and never exceed `max_uses` or `max_uses_per_owner`. Reserving again for the same order re-checks
 * and replaces that order's own use.
 */
export async function reserve(tx: Queryable, reservation: PromotionReservation): Promise<AppliedPromotion> {
  const code = storedCode(reservation.code);
  if (reservation.holdUntil <= reservation.now) throw new RangeError('a hold must end after it starts');
  const applied = await apply(tx, await lockPromotionByCode(tx, code), reservation, reservation.orderId);
  await upsertRedemption(tx, {
    orderId: reservation.orderId,
    promotionId: applied.promotionId,
    owner: reservation.owner,
    heldUntil: reservation.holdUntil,
    createdAt: reservation.now,
  });
  return applied;
}

/**
 * The order is paid: its use counts for good, taken from the order's promotion even when its hold had lapsed or was
 * released (the buyer paid the discounted price). False when the order used no code.
 */
export function confirm(tx: Queryable, orderId: string): Promise<boolean> {
  return makeRedemptionPermanent(tx, orderId);
}

/** The order failed or was abandoned: its use is given back at once. False when it held none. */
export function release(tx: Queryable, orderId: string): Promise<boolean> {
  return deleteRedemption(tx, orderId);
}

/** What the order service calls, as one value for the module's exports. */
export const promotionRedemptions = { evaluate, reserve, confirm, release } as const;
export type PromotionRedemptions = typeof promotionRedemptions;

/** The banners offering codes to a signed-in person, and their answers to them. */
export class PromotionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A school's account sees offers for schools, a reader offers for readers; each person's answers are their own. */
  async banners(actor: Actor): Promise<PromotionBannerView[]> {
    if (!isOfferedPromotions(actor)) return [];
    const rows = await listBanners(this.db, {
      userId: actor.id,
      owner: ownerOf(actor),
      audience: actor.instituteId ? 'INSTITUTE' : 'INDIVIDUAL',
      now: this.clock.now(),
      limit: PROMOTION_BANNER_LIMIT,
    });
    return rows.flatMap((row) => bannerOf(row) ?? []);
  }

  /** Dismissed or accepted: either way the banner is not offered to this person again. */
  async react(actor: Actor, promotionId: string, reaction: PromotionReaction): Promise<PromotionReactionView> {
    const promotion = await findPromotionById(this.db, promotionId);
    if (!promotion?.active) throw notFound(PROMOTION_MESSAGES.offerGone);
    const row = await upsertReaction(this.db, {
      promotionId,
      userId: actor.id,
      reaction,
      reactedAt: this.clock.now(),
    });
    return reactionOf(row);
  }
}
