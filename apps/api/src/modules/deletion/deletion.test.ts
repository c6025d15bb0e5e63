import { and, eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions } from '../../db/schema';
import { ACTOR_CHANGED } from '../../plugins/actor-cache';
import { declarationOf } from '../../plugins/route-definer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember, TEST_PASSWORD } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { PASSWORD_CHECK_MAX_FAILURES } from '../auth/password-check';
import { caller } from '../team/team-test-kit';

const DELAY_SECONDS = 3600;
/** The routes a person is still answered on during the countdown. */
const COUNTDOWN_ROUTES = [
  'GET /api/user/me',
  'POST /api/user/logout',
  'POST /api/user/renew/token',
  'GET /api/profile/deletion-status',
  'POST /api/profile/deletion',
  'POST /api/profile/deletion/cancel',
];

const seen: RouteOptions[] = [];
let t: TestApp;
let call: ReturnType<typeof caller>;
let world: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const schoolA = await buildInstitute(t.db, 'Ashgrove School');
  const schoolB = await buildInstitute(t.db, 'Birchwood School');
  const studentA = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
  const classmateA = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
  const facultyA = await buildMember(t.db, schoolA.institute.id, 'FACULTY');
  const studentB = await buildMember(t.db, schoolB.institute.id, 'CANDIDATE');
  const reader = await buildIndividual(t.db);
  const otherReader = await buildIndividual(t.db);
  return {
    schoolA,
    schoolB,
    people: { studentA, classmateA, facultyA, studentB, reader, otherReader },
    as: {
      instituteA: await signIn(t.app, 'institute', schoolA.account.email),
      instituteB: await signIn(t.app, 'institute', schoolB.account.email),
      studentA: await signIn(t.app, 'user', studentA.email),
      classmateA: await signIn(t.app, 'user', classmateA.email),
      facultyA: await signIn(t.app, 'faculty', facultyA.email),
      studentB: await signIn(t.app, 'user', studentB.email),
      reader: await signIn(t.app, 'individual', reader.email),
      otherReader: await signIn(t.app, 'individual', otherReader.email),
    },
  };
}

beforeAll(async () => {
  t = await buildTestApp({
    env: { ACCOUNT_DELETION_DELAY_SECONDS: String(DELAY_SECONDS) },
    onRoute: (route) => void seen.push(route),
  });
  call = caller(t);
  world = await buildWorld();
});
afterAll(async () => t.close());

const request = (who: SignedIn, body: object) => call('POST', '/api/profile/deletion', who, body);
const cancel = (who: SignedIn, body: object = {}) => call('POST', '/api/profile/deletion/cancel', who, body);
const status = (who: SignedIn, userId: string) => call('GET', `/api/profile/deletion-status?user=${userId}`, who);
const reasons = { reason: 'NO_LONGER_NEEDED', password: TEST_PASSWORD } as const;

/** Every route that needs a signed-in caller and is not one of the countdown's, with its path parameters filled. */
function refusedRoutes() {
  return seen
    .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .filter((route) => declarationOf(route)?.access.kind !== 'open')
    .map((route) => ({ method: String(route.method), url: route.url, key: `${String(route.method)} ${route.url}` }))
    .filter((route) => !COUNTDOWN_ROUTES.includes(route.key));
}

/** Asks every such route as `who`; lists those that did not refuse with the countdown's code. */
async function sweep(who: SignedIn) {
  const wrong: string[] = [];
  for (const route of refusedRoutes()) {
    const url = route.url.replace(/:(\w+)|\*/g, () => '00000000-0000-4000-8000-000000000000');
    const answer = await t.app.inject({
      method: route.method as 'POST',
      url,
      headers: { cookie: who.cookie },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
    if (answer.statusCode !== 403 || answer.json().code !== 'ACCOUNT_SCHEDULED_FOR_DELETION') {
      wrong.push(`${route.key}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
    }
  }
  return wrong;
}

async function liveDeletionOf(userId: string) {
  const rows = await t.db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.state, 'SCHEDULED')));
  return rows[0];
}

describe('an individual deletes their own account', () => {
  it('counts wrong passwords per account: after five, even the right one waits, and nothing is scheduled', async () => {
    const person = await buildIndividual(t.db);
    const who = await signIn(t.app, 'individual', person.email);
    for (let i = 0; i < PASSWORD_CHECK_MAX_FAILURES; i++) {
      expect((await request(who, { ...reasons, password: `Not#Mine12${i}` })).statusCode).toBe(400);
    }
    const refused = await request(who, reasons);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await liveDeletionOf(person.id)).toBeUndefined();
  });

  it('refuses a wrong password, a missing reason text and a bad body, scheduling nothing', async () => {
    const { reader } = world.as;
    const wrong = await request(reader, { ...reasons, password: 'Not#Mine123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([expect.objectContaining({ field: 'password' })]);
    const noText = await request(reader, { reason: 'OTHER', password: TEST_PASSWORD });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().details).toEqual([expect.objectContaining({ field: 'reasonText' })]);
    for (const body of [{}, { ...reasons, reason: 'BORED' }, { ...reasons, extra: 1 }, { ...reasons, user: 'x' }]) {
      expect((await request(reader, body)).statusCode).toBe(400);
    }
    expect(await liveDeletionOf(world.people.reader.id)).toBeUndefined();
    const none = await status(reader, world.people.reader.id);
    expect(none.statusCode).toBe(200);
    expect(none.json().body).toMatchObject({ userId: world.people.reader.id, deletion: null });
    expect((await call('GET', '/api/home', reader)).statusCode).toBe(200);
  });

  it('schedules it after the configured delay; a second request is a 409', async () => {
    const { reader } = world.as;
    // The session is resolved and cached before the request: the request must drop it at once.
    expect((await call('GET', '/api/home', reader)).statusCode).toBe(200);
    const before = Date.now();
    const asked = await request(reader, {
      reason: 'OTHER',
      reasonText: 'Moving to another city',
      password: TEST_PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { deletion } = asked.json().body;
    expect(deletion).toMatchObject({ scope: 'ACCOUNT', reason: 'OTHER', requestedBy: 'SELF', canCancel: true });
    const due = Date.parse(deletion.scheduledFor);
    expect(due).toBeGreaterThanOrEqual(before + DELAY_SECONDS * 1000 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + DELAY_SECONDS * 1000 + 1000);
    expect((await liveDeletionOf(world.people.reader.id))?.reasonText).toBe('Moving to another city');

    const again = await request(reader, reasons);
    expect(again.statusCode).toBe(409);
  });

  it('refuses every other signed-in route at once with ACCOUNT_SCHEDULED_FOR_DELETION and the due time', async () => {
    const { reader } = world.as;
    const home = await call('GET', '/api/home', reader);
    expect(home.statusCode).toBe(403);
    expect(home.json()).toMatchObject({ code: 'ACCOUNT_SCHEDULED_FOR_DELETION', until: expect.any(String) });
    const problems = await sweep(reader);
    expect(problems, problems.join('\n')).toEqual([]);
    expect(refusedRoutes().length).toBeGreaterThan(100);
  });

  it('still answers their details, the status, and signing out', async () => {
    const { reader } = world.as;
    const me = await call('GET', '/api/user/me', reader);
    expect(me.statusCode).toBe(200);
    const shown = await status(reader, world.people.reader.id);
    expect(shown.statusCode).toBe(200);
    expect(me.json().body.deletionScheduledFor).toBe(shown.json().body.deletion.scheduledFor);
    expect(shown.json().body.deletion).toMatchObject({ requestedBy: 'SELF', canCancel: true });
    expect(Date.parse(shown.json().body.now)).toBeGreaterThan(0);
    // Another session of the same person (signing in stays possible) is refused the same way.
    const second = await signIn(t.app, 'individual', world.people.reader.email);
    expect((await call('GET', '/api/user/me', second)).json().body.deletionScheduledFor).toEqual(expect.any(String));
    expect((await call('GET', '/api/home', second)).json().code).toBe('ACCOUNT_SCHEDULED_FOR_DELETION');
    expect((await call('POST', '/api/user/logout', second, {})).statusCode).toBe(200);
  });

  it('serves open routes to them as to a visitor', async () => {
    const { reader } = world.as;
    const lookup = await call('GET', `/api/user/lookup/customUrl?customUrl=${world.people.reader.customUrl}`, reader);
    expect(lookup.statusCode).toBeLessThan(500);
    expect(lookup.json().code).not.toBe('ACCOUNT_SCHEDULED_FOR_DELETION');
  });

  it('another person cannot see or cancel it (404 like an unknown account)', async () => {
    const { otherReader } = world.as;
    expect((await status(otherReader, world.people.reader.id)).statusCode).toBe(404);
    expect((await cancel(otherReader, { user: world.people.reader.id })).statusCode).toBe(404);
    expect((await status(world.as.instituteA, world.people.reader.id)).statusCode).toBe(404);
    expect((await status(otherReader, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/profile/deletion-status', otherReader)).statusCode).toBe(400);
    expect((await call('GET', `/api/profile/deletion-status?user=${world.people.reader.id}`)).statusCode).toBe(401);
  });

  it('cancelling gives access back at once; cancelling again is a 404', async () => {
    const { reader } = world.as;
    const cancelled = await cancel(reader);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().body.deletion).toBeNull();
    expect((await call('GET', '/api/home', reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/me', reader)).json().body.deletionScheduledFor).toBeNull();
    expect((await cancel(reader)).statusCode).toBe(404);
    const [row] = await t.db.select().from(accountDeletions).where(eq(accountDeletions.userId, world.people.reader.id));
    expect(row).toMatchObject({ state: 'CANCELLED', cancelledAt: expect.any(Date) });
  });
});

describe("a school deletes its student's account on the parent's request", () => {
  it('only for its own students: another school, a classmate, its staff → 404', async () => {
    const { instituteA, instituteB, classmateA } = world.as;
    const { studentA, facultyA, studentB } = world.people;
    expect((await request(instituteB, { ...reasons, user: studentA.id })).statusCode).toBe(404);
    expect((await status(instituteB, studentA.id)).statusCode).toBe(404);
    expect((await request(classmateA, { ...reasons, user: studentA.id })).statusCode).toBe(404);
    expect((await request(instituteA, { ...reasons, user: facultyA.id })).statusCode).toBe(404);
    expect((await request(instituteA, { ...reasons, user: studentB.id })).statusCode).toBe(404);
    expect(await liveDeletionOf(studentA.id)).toBeUndefined();
  });

  it("needs the school's password, then refuses the student; the student cannot cancel it", async () => {
    const { instituteA, studentA } = world.as;
    const student = world.people.studentA;
    const wrong = await request(instituteA, { ...reasons, user: student.id, password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(400);
    const asked = await request(instituteA, { ...reasons, reason: 'PRIVACY_CONCERNS', user: student.id });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().body.deletion).toMatchObject({ scope: 'ACCOUNT', requestedBy: 'SCHOOL', canCancel: true });
    expect((await request(instituteA, { ...reasons, user: student.id })).statusCode).toBe(409);

    expect((await call('GET', '/api/home', studentA)).json().code).toBe('ACCOUNT_SCHEDULED_FOR_DELETION');
    const seenByStudent = await status(studentA, student.id);
    expect(seenByStudent.json().body.deletion).toMatchObject({ requestedBy: 'SCHOOL', canCancel: false });
    const refused = await cancel(studentA);
    expect(refused.statusCode).toBe(403);
    expect(await liveDeletionOf(student.id)).toBeDefined();
    // The school itself is not refused anything.
    expect((await call('GET', '/api/home', instituteA)).statusCode).toBe(200);
    expect((await cancel(world.as.instituteB, { user: student.id })).statusCode).toBe(404);
  });

  it('the school cancels it and the student is back at once', async () => {
    const { instituteA, studentA } = world.as;
    const cancelled = await cancel(instituteA, { user: world.people.studentA.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call('GET', '/api/home', studentA)).statusCode).toBe(200);
  });
});

describe("a school account's deletion takes its whole school", () => {
  it("needs the school's name typed again", async () => {
    const { instituteA } = world.as;
    const missing = await request(instituteA, reasons);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'confirmName' })]);
    expect((await request(instituteA, { ...reasons, confirmName: 'Birchwood School' })).statusCode).toBe(400);
    expect(await liveDeletionOf(world.schoolA.account.id)).toBeUndefined();
  });

  it('refuses every member of the school, and nobody of another school', async () => {
    const { instituteA, facultyA, studentA, studentB, instituteB } = world.as;
    // Warm the members' cached sessions: the school's deletion must drop them all.
    expect((await call('GET', '/api/home', facultyA)).statusCode).toBe(200);
    const asked = await request(instituteA, { ...reasons, confirmName: '  ashgrove   SCHOOL ' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().body.deletion).toMatchObject({ scope: 'TENANT', requestedBy: 'SELF', canCancel: true });

    for (const member of [instituteA, facultyA, studentA]) {
      expect((await call('GET', '/api/home', member)).json().code).toBe('ACCOUNT_SCHEDULED_FOR_DELETION');
    }
    const facultyMe = await call('GET', '/api/user/me', facultyA);
    expect(facultyMe.json().body.deletionScheduledFor).toBe(asked.json().body.deletion.scheduledFor);
    const seenByMember = await status(facultyA, world.people.facultyA.id);
    expect(seenByMember.json().body.deletion).toMatchObject({
      scope: 'TENANT',
      requestedBy: 'SCHOOL_CLOSING',
      canCancel: false,
    });
    expect((await cancel(facultyA)).statusCode).toBe(403);
    expect((await request(studentA, reasons)).statusCode).toBe(409);
    for (const outsider of [studentB, instituteB])
      expect((await call('GET', '/api/home', outsider)).statusCode).toBe(200);
  });

  it('cancelling gives every member access back at once', async () => {
    const { instituteA, facultyA, studentA } = world.as;
    expect((await cancel(instituteA)).statusCode).toBe(200);
    for (const member of [instituteA, facultyA, studentA])
      expect((await call('GET', '/api/home', member)).statusCode).toBe(200);
  });
});

describe('when the countdown ends', () => {
  it('the person is signed out everywhere and can no longer cancel', async () => {
    const { otherReader } = world.as;
    const asked = await request(otherReader, reasons);
    expect(asked.statusCode).toBe(201);
    const id = asked.json().body.deletion.id;
    await t.db
      .update(accountDeletions)
      .set({ scheduledFor: new Date(Date.now() - 1000) })
      .where(eq(accountDeletions.id, id));
    t.bus.emit(ACTOR_CHANGED, world.people.otherReader.id);
    expect((await call('GET', '/api/user/me', otherReader)).statusCode).toBe(401);
    expect((await cancel(otherReader)).statusCode).toBe(401);
    // Nor can they come back, whether or not the erasure has run yet.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/individual/login',
      payload: { email: world.people.otherReader.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/user/renew/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `refreshToken=${encodeURIComponent(otherReader.refreshToken)}`,
    });
    expect(renewed.statusCode).toBe(401);
    const [row] = await t.db.select().from(accountDeletions).where(eq(accountDeletions.id, id));
    expect(row?.state).toBe('SCHEDULED');
  });
});
