/** Sessions: refresh tokens that rotate on every renewal, with theft detection by token family. */
import { randomUUID } from 'node:crypto';
import type { UserDetails } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../lib/access-token';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { unauthorized } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { ACTOR_CHANGED, SESSION_ENDED } from '../../plugins/actor-cache';
import { isDeletionDue } from '../deletion/deletion.repository';
import { findUserById } from '../user/user.repository';
import { presentUserDetails } from './auth.presenter';
import {
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  revokeFamily,
  revokeUserSessions,
} from './credential.repository';

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  familyId: string;
}

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTtlDays: number,
    private readonly bus?: InvalidationBus,
  ) {}

  /** A new session (a new token family) for a user who just proved who they are. */
  async start(userId: string, deviceId?: string): Promise<IssuedSession> {
    return this.issue(this.db, userId, randomUUID(), deviceId);
  }

  /**
   * Swaps a live refresh token for a new pair. A token that was already rotated or revoked is
   * a replay: someone holds a copy, so the whole family is revoked and both holders must sign in.
   */
  async renew(refreshToken: string): Promise<IssuedSession & { user: UserDetails }> {
    const row = await findRefreshToken(this.db, sha256(refreshToken));
    if (!row) throw unauthorized(SESSION_ENDED_MESSAGE);
    if (row.rotatedAt || row.revokedAt) {
      await this.endFamily(row.familyId);
      throw unauthorized(SESSION_ENDED_MESSAGE);
    }
    if (row.expiresAt <= new Date()) throw unauthorized(SESSION_ENDED_MESSAGE);
    const user = await findUserById(this.db, row.userId);
    if (!user || user.status !== 'ACTIVE') throw unauthorized(SESSION_ENDED_MESSAGE);
    if (await isDeletionDue(this.db, user.id, user.instituteId, new Date())) throw unauthorized(SESSION_ENDED_MESSAGE);

    const issued = await this.db.transaction(async (tx) => {
      if (!(await markRotated(tx, row.id))) return null;
      return this.issue(tx, row.userId, row.familyId, row.deviceId ?? undefined);
    });
    if (!issued) {
      // Lost a race with another renewal of the same token: that is a replay as well.
      await this.endFamily(row.familyId);
      throw unauthorized(SESSION_ENDED_MESSAGE);
    }
    return { ...issued, user: await presentUserDetails(this.db, user) };
  }

  /** Ends the session the refresh token (or the access token's family) belongs to. */
  async end(refreshToken: string | undefined, familyId: string | undefined): Promise<void> {
    if (refreshToken) {
      const row = await findRefreshToken(this.db, sha256(refreshToken));
      if (row) await this.endFamily(row.familyId);
    }
    if (familyId) await this.endFamily(familyId);
  }

  async endAllFor(userId: string, keepFamilyId?: string): Promise<void> {
    await revokeUserSessions(this.db, userId, keepFamilyId);
    // Deactivation, removal, password changes and resets: the user's cached sessions are forgotten, so each
    // next request checks its own session again (the one kept by a password change is still live).
    this.bus?.emit(ACTOR_CHANGED, userId);
  }

  /** Revokes one session; its access tokens are refused from the next request on, in every process. */
  private async endFamily(familyId: string): Promise<void> {
    await revokeFamily(this.db, familyId);
    this.bus?.emit(SESSION_ENDED, familyId);
  }

  private async issue(
    db: Parameters<typeof insertRefreshToken>[0],
    userId: string,
    familyId: string,
    deviceId?: string,
  ): Promise<IssuedSession> {
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(db, {
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      deviceId: deviceId ?? null,
      expiresAt: new Date(Date.now() + this.refreshTtlDays * 86_400_000),
    });
    const accessToken = await this.accessTokens.sign({ userId, familyId });
    return { accessToken, refreshToken, familyId };
  }
}
