/**
 * Finding 9d of issue 13: access is checked before the input is validated, so a caller without access
 * learns nothing of a route's fields: 401 (anonymous) or 403 (wrong role), never 400 with details.
 */
import { COMMUNITY_PATHS, MESSAGES } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { buildInstitute, buildMember } from '../test/factories';
import { type SignedIn, signIn } from '../test/session';

let t: TestApp;
let student: SignedIn;
let school: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  const { institute, account } = await buildInstitute(t.db);
  student = await signIn(t.app, 'user', (await buildMember(t.db, institute.id, 'CANDIDATE')).email);
  school = await signIn(t.app, 'institute', account.email);
}, 60_000);
afterAll(async () => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const INVALID = { name: 1, email: ['not', 'an', 'email'], unknownField: true };

describe('guards run before validation', () => {
  it.each([
    ['POST', '/institute/members', INVALID],
    ['POST', '/institute/subjects', INVALID],
    ['POST', COMMUNITY_PATHS.posts, INVALID],
    ['PUT', '/users/customize-feeds', INVALID],
    ['GET', '/institute/members?page=-1&role=NOBODY', undefined],
  ] as const)('anonymous %s %s with invalid input: 401 without details', async (method, url, payload) => {
    const response = await send(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: MESSAGES.unauthorized,
      code: 'UNAUTHORIZED',
    });
  });

  it.each([
    ['POST', '/institute/members', INVALID],
    ['POST', '/institute/subjects', INVALID],
    ['GET', '/institute/members?page=-1&role=NOBODY', undefined],
  ] as const)('a student (wrong role) %s %s with invalid input: 403 without details', async (method, url, payload) => {
    const response = await send(method, url, student, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: MESSAGES.forbidden,
      code: 'FORBIDDEN',
    });
  });

  it('a caller with access still gets the field details', async () => {
    const response = await send('POST', '/institute/members', school, INVALID);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.length).toBeGreaterThan(0);
  });
});
