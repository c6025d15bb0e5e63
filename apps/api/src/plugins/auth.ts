/** Who is calling: the access cookie resolved to an actor (the route definer guards each route by its access). */
import { type Role, roleOf } from '@noticeboard/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { ACCESS_COOKIE, type AccessTokens } from '../lib/access-token';
import { findSessionUser } from '../modules/auth/session-user.repository';
import type { ActorCache, CachedUser } from './actor-cache';

export interface Actor {
  id: string;
  type: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  userType: 'FACULTY' | 'ADMIN' | null;
  role: Role;
  instituteId: string | null;
  customUrl: string;
  familyId: string;
  /**
   * Set while the account, or its whole school, is scheduled for deletion (ms since the epoch of the deletion's
   * time): the route definer refuses every route but the few the countdown needs.
   */
  deletionDueAt?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user, when active and the token's session (its refresh-token family) has not been ended: one query. */
async function loadSessionUser(db: Db, userId: string, familyId: string): Promise<CachedUser | null> {
  if (!UUID.test(userId) || !UUID.test(familyId)) return null;
  const user = await findSessionUser(db, userId, familyId);
  if (!user || user.status !== 'ACTIVE' || !user.live) return null;
  const { status: _status, live: _live, deletionDueAt, ...active } = user;
  return deletionDueAt ? { ...active, deletionDueAt: deletionDueAt.getTime() } : active;
}

/**
 * The actor of an access token. A token outlives neither its user's activity nor its session: a cached
 * entry stands for a live session and is dropped (through the invalidation bus) whenever one ends.
 */
export async function resolveActor(
  db: Db,
  tokens: AccessTokens,
  token: string | undefined,
  cache?: ActorCache,
): Promise<Actor | null> {
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  let user = cache?.get(claims.userId, claims.familyId) ?? null;
  if (!user) {
    const ticket = cache?.ticket() ?? 0;
    user = await loadSessionUser(db, claims.userId, claims.familyId);
    if (!user) return null;
    cache?.set(claims.familyId, user, ticket);
  }
  // The countdown has ended: signed out everywhere, whether or not the erasure has run yet.
  if (user.deletionDueAt !== undefined && user.deletionDueAt <= Date.now()) return null;
  return { ...user, role: roleOf(user), familyId: claims.familyId };
}

export function registerAuth(app: FastifyInstance, db: Db, tokens: AccessTokens, cache: ActorCache): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.actor = await resolveActor(db, tokens, request.cookies[ACCESS_COOKIE], cache);
  });
}
