/** SQL for resolving an access token: the user behind it and whether its session is still live. */
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { preparedOnce } from '../../lib/prepared-once';

type UserRow = typeof users.$inferSelect;

export type SessionUserRow = Pick<UserRow, 'id' | 'type' | 'userType' | 'instituteId' | 'customUrl' | 'status'> & {
  /** The token's refresh-token family has not been revoked. */
  live: boolean;
};

/**
 * The user and whether the session (refresh-token family) is unrevoked, in one query: built and prepared once per
 * database handle (every request of a session not in the actor cache runs it; building it cost more than running it).
 */
export async function findSessionUser(
  db: Queryable,
  userId: string,
  familyId: string,
): Promise<SessionUserRow | undefined> {
  const statement = preparedOnce(db, 'session-user', () => {
    const user = sql.placeholder('userId');
    const live = db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sql.placeholder('familyId')),
          eq(refreshTokens.userId, user),
          isNull(refreshTokens.revokedAt),
        ),
      );
    return db
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
      .where(eq(users.id, user))
      .limit(1)
      .prepare('session_user');
  });
  const [row] = await statement.execute({ userId, familyId });
  return row;
}
