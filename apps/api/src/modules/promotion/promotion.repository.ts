/** SQL of promotions: codes (locked while a use is counted), their redemptions by orders, banners and reactions. */
import type { PromotionReaction } from '@noticeboard/shared';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, products, promotionReactions, promotionRedemptions, promotions } from '../../db/schema';
import type { SubscriptionOwner } from '../subscription/subscription.repository';
import type { LiveUses } from './promotion.rules';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionReactionRow = typeof promotionReactions.$inferSelect;
export type ProductAudience = (typeof products.$inferSelect)['audience'];

const ownerColumns = (owner: SubscriptionOwner) =>
  'instituteId' in owner
    ? { instituteId: owner.instituteId, userId: null }
    : { instituteId: null, userId: owner.userId };

const redeemedBy = (owner: SubscriptionOwner): SQL =>
  'instituteId' in owner
    ? eq(promotionRedemptions.instituteId, owner.instituteId)
    : eq(promotionRedemptions.userId, owner.userId);

/** A redemption counts while its order is paid (no hold) or its hold has not lapsed. */
const liveAt = (now: Date) =>
  or(isNull(promotionRedemptions.heldUntil), gt(promotionRedemptions.heldUntil, now)) as SQL;

export async function findPromotionByCode(db: Queryable, code: string): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code));
  return row ?? null;
}

/**
 * The promotion, locked until the caller's transaction ends: every reservation of the same code waits here, so the
 * uses it counts next include every use committed before it, and concurrent last uses cannot both pass.
 */
export async function lockPromotionByCode(tx: Queryable, code: string): Promise<PromotionRow | null> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.code, code)).for('update');
  return row ?? null;
}

export interface LiveUseCount extends LiveUses {
  /** When the earliest of the owner's holds lapses (null: the owner holds none). */
  ownerHoldEndsAt: Date | null;
}

/** The promotion's live uses, in all and by this owner; `exceptOrderId` leaves out the order being (re)priced. */
export async function countLiveUses(
  db: Queryable,
  promotionId: string,
  owner: SubscriptionOwner,
  now: Date,
  exceptOrderId?: string,
): Promise<LiveUseCount> {
  const mine = redeemedBy(owner);
  const [row] = await db
    .select({
      total: count(),
      byOwner: sql<number>`count(*) filter (where ${mine})`.mapWith(Number),
      heldByOwner:
        sql<number>`count(*) filter (where ${mine} and ${promotionRedemptions.heldUntil} is not null)`.mapWith(Number),
      ownerHoldEndsAt: sql<Date | null>`min(${promotionRedemptions.heldUntil}) filter (where ${mine})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(promotionRedemptions)
    .where(
      and(
        eq(promotionRedemptions.promotionId, promotionId),
        liveAt(now),
        exceptOrderId ? ne(promotionRedemptions.orderId, exceptOrderId) : undefined,
      ),
    );
  return {
    total: row?.total ?? 0,
    byOwner: row?.byOwner ?? 0,
    heldByOwner: row?.heldByOwner ?? 0,
    ownerHoldEndsAt: row?.ownerHoldEndsAt ?? null,
  };
}

/** The order's use of the code; a repeated reservation of the same order replaces its own row (a retried request). */
export async function upsertRedemption(
  tx: Queryable,
  values: { orderId: string; promotionId: string; owner: SubscriptionOwner; heldUntil: Date; createdAt: Date },
): Promise<void> {
  const row = {
    orderId: values.orderId,
    promotionId: values.promotionId,
    ...ownerColumns(values.owner),
    heldUntil: values.heldUntil,
    createdAt: values.createdAt,
  };
  await tx
    .insert(promotionRedemptions)
    .values(row)
    .onConflictDoUpdate({
      target: promotionRedemptions.orderId,
      set: {
        promotionId: row.promotionId,
        instituteId: row.instituteId,
        userId: row.userId,
        heldUntil: row.heldUntil,
      },
    });
}

/**
 * The order was paid: its use counts for good. When its hold was released before the payment arrived (a failed
 * attempt, then a successful one), the use is written again from the order's promotion: the buyer paid the
 * discounted price, so the use happened. False when the order used no code.
 */
export async function makeRedemptionPermanent(tx: Queryable, orderId: string): Promise<boolean> {
  const held = await tx
    .update(promotionRedemptions)
    .set({ heldUntil: null })
    .where(eq(promotionRedemptions.orderId, orderId))
    .returning({ orderId: promotionRedemptions.orderId });
  if (held.length > 0) return true;
  const restored = await tx
    .insert(promotionRedemptions)
    .select(
      tx
        .select({
          orderId: orders.id,
          promotionId: sql<string>`${orders.promotionId}`.as('promotion_id'),
          instituteId: orders.instituteId,
          userId: orders.userId,
          heldUntil: sql<Date | null>`null`.as('held_until'),
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), isNotNull(orders.promotionId))),
    )
    .returning({ orderId: promotionRedemptions.orderId });
  return restored.length > 0;
}

/** The order failed: its use is given back. False when it held none. */
export async function deleteRedemption(tx: Queryable, orderId: string): Promise<boolean> {
  const rows = await tx
    .delete(promotionRedemptions)
    .where(eq(promotionRedemptions.orderId, orderId))
    .returning({ orderId: promotionRedemptions.orderId });
  return rows.length > 0;
}

export interface BannerQuery {
  userId: string;
  owner: SubscriptionOwner;
  audience: ProductAudience;
  now: Date;
  limit: number;
}

/**
 * Banners for one person, newest first: active and valid now, for any product or an active product of their
 * audience, not answered by them, and still usable by their school or account (not used up, not already used).
 */
export async function listBanners(db: Queryable, query: BannerQuery): Promise<PromotionRow[]> {
  const { userId, owner, audience, now, limit } = query;
  const usesOf = (extra?: SQL) =>
    db
      .select({ n: count() })
      .from(promotionRedemptions)
      .where(and(eq(promotionRedemptions.promotionId, promotions.id), liveAt(now), extra));
  const rows = await db
    .select({ promotion: promotions })
    .from(promotions)
    .leftJoin(products, eq(products.productType, promotions.productType))
    .where(
      and(
        eq(promotions.active, true),
        sql`${promotions.bannerTitle} is not null`,
        lte(promotions.validFrom, now),
        gt(promotions.validUntil, now),
        or(isNull(promotions.productType), and(eq(products.audience, audience), eq(products.active, true))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(promotionReactions)
            .where(and(eq(promotionReactions.promotionId, promotions.id), eq(promotionReactions.userId, userId))),
        ),
        sql`(${promotions.maxUses} is null or (${usesOf()}) < ${promotions.maxUses})`,
        sql`(${usesOf(redeemedBy(owner))}) < ${promotions.maxUsesPerOwner}`,
      ),
    )
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
    .limit(limit);
  return rows.map((row) => row.promotion);
}

export async function findPromotionById(db: Queryable, id: string): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row ?? null;
}

/** One answer per person and promotion: a second answer replaces the first. */
export async function upsertReaction(
  db: Queryable,
  values: { promotionId: string; userId: string; reaction: PromotionReaction; reactedAt: Date },
): Promise<PromotionReactionRow> {
  const [row] = await db
    .insert(promotionReactions)
    .values(values)
    .onConflictDoUpdate({
      target: [promotionReactions.promotionId, promotionReactions.userId],
      set: { reaction: values.reaction, reactedAt: values.reactedAt },
    })
    .returning();
  if (!row) throw new Error('reaction not returned');
  return row;
}
