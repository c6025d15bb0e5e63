/** SQL for resolving an access token: the user behind it and whether its session is still live. */
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accountDeletions, refreshTokens, users } from '../../db/schema';
import { preparedOnce } from '../../lib/prepared-once';

type UserRow = typeof users.$inferSelect;

export type SessionUserRow = Pick<UserRow, 'id' | 'type' | 'userType' | 'instituteId' | 'customUrl' | 'status'> & {
  /** The token's refresh-token family has not been revoked. */
  live: boolean;
  /**
   * When a running deletion of the account, or of its whole school, is due (issue 20 §2): until then the person may
   * only read their details and the deletion, cancel it and sign out; after it they are signed out. Null: none.
   */
  deletionDueAt: Date | null;
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
    // The person's own deletion (at most one runs: a partial unique index) or their school's; least() skips nulls.
    // Written out with table names: Drizzle leaves them off the columns of a one-table select, and an unqualified
    // column in these subqueries would bind to the subquery's own table.
    const deletionDueAt = sql`least(
      (select own_deletion.scheduled_for from account_deletions own_deletion
        where own_deletion.user_id = "users"."id" and own_deletion.state in ('SCHEDULED', 'ERASING')),
      (select min(school_deletion.scheduled_for) from account_deletions school_deletion
        join users school_account on school_account.id = school_deletion.user_id
        where school_deletion.scope = 'TENANT' and school_deletion.state in ('SCHEDULED', 'ERASING')
          and school_account.type = 'INSTITUTE' and school_account.institute_id = "users"."institute_id"))`;
    return db
      .select({
        id: users.id,
        type: users.type,
        userType: users.userType,
        instituteId: users.instituteId,
        customUrl: users.customUrl,
        status: users.status,
        live: exists(live).mapWith(Boolean),
        deletionDueAt: deletionDueAt.mapWith(accountDeletions.scheduledFor),
      })
      .from(users)
      .where(eq(users.id, user))
      .limit(1)
      .prepare('session_user');
  });
  const [row] = await statement.execute({ userId, familyId });
  return row;
}
