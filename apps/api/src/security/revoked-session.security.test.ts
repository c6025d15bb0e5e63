/**
 * A session that has ended is refused everywhere: after logout, and after a password change made from another
 * session, the old access cookie gets 401 on every route that needs a signed-in caller — while a live session of
 * the same user, on the same route, is not refused (so the 401 is the revocation's).
 */
import type { Role } from '@noticeboard/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../test/factories';
import { type SignedIn, signIn } from '../test/session';
import type { SecRoute } from './routes';
import { writeTally } from './tally';
import { buildSecurityWorld, cookieOf, fillPath, type SecurityWorld } from './world';

const w: SecurityWorld = await buildSecurityWorld();
const ROLE_ORDER: Role[] = ['INSTITUTE', 'ADMIN', 'FACULTY', 'CANDIDATE', 'INDIVIDUAL'];
const personOf = {
  INSTITUTE: { kind: 'institute', email: w.people.instituteA.email },
  ADMIN: { kind: 'faculty', email: w.people.adminA.email },
  FACULTY: { kind: 'faculty', email: w.people.facultyA.email },
  CANDIDATE: { kind: 'user', email: w.people.studentA.email },
  INDIVIDUAL: { kind: 'individual', email: w.people.individual.email },
} as const;
let requests = 0;

afterAll(async () => {
  writeTally('revoked', {
    'signed-in routes swept with a revoked session': 2 * needSignIn.length,
    'revoked-session requests': requests,
  });
  await w.t.close();
});

const needSignIn = w.routes.filter((route) => route.access.kind === 'signedIn');

function roleFor(route: SecRoute): Role {
  if (route.access.kind === 'open') return 'INSTITUTE';
  const { roles } = route.access;
  return ROLE_ORDER.find((role) => roles.includes(role)) ?? 'INSTITUTE';
}

interface Pair {
  revoked: SignedIn;
  live: SignedIn;
}

async function sweep(pairs: Record<Role, Pair>, how: string) {
  const problems: string[] = [];
  for (const route of needSignIn) {
    const role = roleFor(route);
    const { url } = fillPath(route, w.ids);
    const ask = (who: SignedIn) =>
      w.t.app.inject({
        method: route.method as 'POST',
        url,
        headers: cookieOf(who),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
    const revoked = await ask(pairs[role].revoked);
    const live = await ask(pairs[role].live);
    requests += 2;
    if (revoked.statusCode !== 401) {
      problems.push(`${route.key} as ${role} ${how}: got ${revoked.statusCode} ${revoked.body.slice(0, 160)}`);
    }
    if (live.statusCode === 401) problems.push(`${route.key} as ${role}: a live session got 401 too (control)`);
  }
  return problems;
}

const pairs = async () => {
  const result = {} as Record<Role, Pair>;
  for (const role of ROLE_ORDER) {
    const { kind, email } = personOf[role];
    result[role] = { revoked: await signIn(w.t.app, kind, email), live: await signIn(w.t.app, kind, email) };
  }
  return result;
};

describe('a revoked session', () => {
  it('is refused on every signed-in route after logout', async () => {
    const sessions = await pairs();
    for (const { revoked } of Object.values(sessions)) {
      const out = await w.t.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: cookieOf(revoked),
        payload: {},
      });
      expect(out.statusCode, out.body).toBe(200);
    }
    const problems = await sweep(sessions, 'after logout');
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('is refused on every signed-in route after a password change from another session', async () => {
    const sessions = await pairs();
    for (const role of ROLE_ORDER) {
      const changed = await w.t.app.inject({
        method: 'POST',
        url: `/api/${personOf[role].kind}/change_password`,
        headers: cookieOf(sessions[role].live),
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'Other#Pass42' },
      });
      expect(changed.statusCode, `${role}: ${changed.body}`).toBe(200);
    }
    const problems = await sweep(sessions, 'after a password change elsewhere');
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
