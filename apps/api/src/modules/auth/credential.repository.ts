/** SQL for refresh tokens, one-time codes and one-time links. Every token is stored as its SHA-256. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { oneTimeLinks, otpTransactions, refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type OtpRow = typeof otpTransactions.$inferSelect;
export type LinkRow = typeof oneTimeLinks.$inferSelect;
export type LinkPurpose = LinkRow['purpose'];

export async function insertRefreshToken(db: Queryable, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a live token rotated; false when another request rotated or revoked it first. */
export async function markRotated(db: Queryable, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session of a user, or every one but `keepFamilyId`. */
export async function revokeUserSessions(db: Queryable, userId: string, keepFamilyId?: string): Promise<void> {
  const keep = keepFamilyId ? sql`${refreshTokens.familyId} <> ${keepFamilyId}` : sql`true`;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keep));
}

export async function insertOtp(db: Queryable, values: typeof otpTransactions.$inferInsert): Promise<OtpRow> {
  const [row] = await db.insert(otpTransactions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findOtp(db: Queryable, id: string): Promise<OtpRow | undefined> {
  const [row] = await db.select().from(otpTransactions).where(eq(otpTransactions.id, id)).limit(1);
  return row;
}

export async function updateOtp(db: Queryable, id: string, values: Partial<typeof otpTransactions.$inferInsert>) {
  await db.update(otpTransactions).set(values).where(eq(otpTransactions.id, id));
}

export async function incrementOtpAttempts(db: Queryable, id: string): Promise<void> {
  await db
    .update(otpTransactions)
    .set({ attempts: sql`${otpTransactions.attempts} + 1` })
    .where(eq(otpTransactions.id, id));
}

export async function consumeUserOtps(db: Queryable, userId: string): Promise<void> {
  await db
    .update(otpTransactions)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpTransactions.userId, userId), isNull(otpTransactions.consumedAt)));
}

export async function insertLink(db: Queryable, values: typeof oneTimeLinks.$inferInsert): Promise<void> {
  await db.insert(oneTimeLinks).values(values);
}

export async function findLink(db: Queryable, tokenHash: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(oneTimeLinks).where(eq(oneTimeLinks.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Uses a link once; false when it was already used (two clicks racing). */
export async function useLink(db: Queryable, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeLinks.id, id), isNull(oneTimeLinks.usedAt)))
    .returning({ id: oneTimeLinks.id });
  return rows.length === 1;
}

/** A new link of a purpose makes the user's older unused ones of that purpose dead. */
export async function expireUserLinks(db: Queryable, userId: string, purpose: LinkPurpose): Promise<void> {
  await db
    .update(oneTimeLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeLinks.userId, userId), eq(oneTimeLinks.purpose, purpose), isNull(oneTimeLinks.usedAt)));
}
