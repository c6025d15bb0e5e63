/** SQL for resolving an access token: the user behind it and whether its session is still live. */
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export type SessionUserRow = Pick<UserRow, 'id' | 'type' | 'userType' | 'instituteId' | 'customUrl' | 'status'> & {
  /** The token's refresh-token family has not been revoked. */
  live: boolean;
};

/** The user and whether the session (refresh-token family) is unrevoked, in one query. */
export async function findSessionUser(
  db: Queryable,
  userId: string,
  familyId: string,
): Promise<SessionUserRow | undefined> {
  const live = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)),
    );
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      userType: users.userType,
      instituteId: users.instituteId,
      customUrl: users.customUrl,
      status: users.status,
      live: exists(live).mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
