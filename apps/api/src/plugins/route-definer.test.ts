import { ACCESS, ROLE_SETS } from '@noticeboard/shared';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Answered, routeDefiner } from '../lib/define-route';
import { AppError } from '../lib/errors';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import type { App } from '../types';
import type { Actor } from './auth';
import { registerErrorHandling, undeclaredErrorCodes } from './errors';
import { declarationOf, registerRouteDefiner, UndeclaredRouteError } from './route-definer';

describe('every route of the app', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ onRoute: (route) => void routes.push(route) });
  });
  afterAll(async () => t.close());

  it('declares who may call it', () => {
    const api = routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(200);
    const undeclared = api.filter((route) => !declarationOf(route)).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    const open = api.filter((route) => declarationOf(route)?.access.kind === 'open');
    for (const route of open) {
      const access = declarationOf(route)?.access;
      expect(access?.kind === 'open' && access.reason.length > 10, `${route.url} says why it is open`).toBe(true);
    }
  });

  it('shows each operation’s access and error codes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = doc.paths['/api/category'].post;
    expect(post.description).toContain('**Access:** roles INSTITUTE, same institute as the resource');
    expect(post.security).toEqual([{ sessionCookie: [] }]);
    expect(post.responses['409'].description).toBe('CONFLICT');
    expect(post.responses['401'].description).toBe('UNAUTHORIZED');
    expect(post.responses['403'].description).toContain('FORBIDDEN');
    const health = doc.paths['/api/health'].get;
    expect(health.description).toMatch(/^\*\*Access:\*\* open: /);
    expect(health.security).toBeUndefined();
  });
});

/** A small app with the definer, the one error handler and a fake actor taken from a header. */
async function probeApp(register: (app: App) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, undefined, true);
  registerRouteDefiner(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'];
    request.actor = typeof role === 'string' ? ({ id: 'u1', role } as Actor) : null;
  });
  await app.register(async (api) => register(api.withTypeProvider<ZodTypeProvider>() as App), { prefix: '/api' });
  await app.ready();
  return app;
}

describe('the route definer', () => {
  it('refuses to register an API route that declares no access', async () => {
    const app = Fastify();
    registerRouteDefiner(app);
    await expect(
      app.register(
        async (api) => {
          // @ts-expect-error: the compiler asks for access and errors too
          api.get('/anything', {}, async () => 'x');
        },
        { prefix: '/api' },
      ),
    ).rejects.toBeInstanceOf(UndeclaredRouteError);
  });

  it('guards by the declared access before validating, and answers the envelope', async () => {
    const app = await probeApp((api) => {
      const route = routeDefiner(api, { tags: ['probe'] });
      const query = z.object({ n: z.coerce.number().int() });
      route('GET /open', {
        access: ACCESS.open('a probe'),
        errors: [],
        summary: 'open',
        response: z.object({ signedIn: z.boolean() }),
        message: 'Open',
        handler: ({ actor }) => ({ signedIn: actor !== null }),
      });
      route('GET /school', {
        access: ACCESS.roles(ROLE_SETS.instituteOnly),
        errors: [],
        summary: 'school only',
        query,
        response: z.object({ n: z.number() }),
        status: 202,
        message: (result) => `Got ${result.n}`,
        handler: ({ query: { n } }) => ({ n }),
      });
      route('DELETE /school/:id', {
        access: ACCESS.signedIn,
        errors: [],
        summary: 'a removal answers body null, whatever the service returns',
        params: z.object({ id: z.string() }),
        message: 'Removed',
        handler: async ({ params }) => ({ removed: params.id }),
      });
      route('POST /school/late', {
        access: ACCESS.signedIn,
        errors: [],
        summary: 'the outcome picks the message',
        response: z.object({ n: z.number() }),
        message: 'On time',
        handler: () => new Answered({ n: 1 }, 'Too late, kept what was saved'),
      });
    });
    const open = await app.inject({ method: 'GET', url: '/api/open' });
    expect(open.json()).toEqual({ statusCode: 200, message: 'Open', body: { signedIn: false } });
    const anonymous = await app.inject({ method: 'GET', url: '/api/school?n=x' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(anonymous.json().details).toBeUndefined();
    const student = await app.inject({ method: 'GET', url: '/api/school?n=1', headers: { 'x-role': 'CANDIDATE' } });
    expect(student.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const school = { 'x-role': 'INSTITUTE' };
    const bad = await app.inject({ method: 'GET', url: '/api/school?n=x', headers: school });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: [{ field: 'n' }] });
    const good = await app.inject({ method: 'GET', url: '/api/school?n=7', headers: school });
    expect(good.statusCode).toBe(202);
    expect(good.json()).toEqual({ statusCode: 202, message: 'Got 7', body: { n: 7 } });
    const removed = await app.inject({ method: 'DELETE', url: '/api/school/s1', headers: school });
    expect(removed.json()).toEqual({ statusCode: 200, message: 'Removed', body: null });
    const late = await app.inject({ method: 'POST', url: '/api/school/late', headers: school });
    expect(late.json()).toEqual({ statusCode: 200, message: 'Too late, kept what was saved', body: { n: 1 } });
    expect(undeclaredErrorCodes()).toEqual([]);
    await app.close();
  });

  it('answers typed errors with their code and extras, and notes a code the route did not declare', async () => {
    const until = new Date('2026-12-01T00:00:00.000Z');
    const app = await probeApp((api) => {
      const route = routeDefiner(api, { tags: ['probe'] });
      route('POST /write', {
        access: ACCESS.signedIn,
        errors: ['POSTING_RESTRICTED'],
        summary: 'write',
        response: z.null(),
        message: 'Written',
        handler: async ({ request }) => {
          if (request.headers['x-case'] === 'restricted') {
            throw new AppError('POSTING_RESTRICTED', 'Posting Restricted', { until });
          }
          throw new AppError('CONSENT_REQUIRED', 'Consent needed');
        },
      });
    });
    const headers = { 'x-role': 'CANDIDATE', 'x-case': 'restricted' };
    const restricted = await app.inject({ method: 'POST', url: '/api/write', headers });
    expect(restricted.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Posting Restricted',
      code: 'POSTING_RESTRICTED',
      until: until.toISOString(),
    });
    expect(undeclaredErrorCodes()).toEqual([]);
    const consent = await app.inject({ method: 'POST', url: '/api/write', headers: { 'x-role': 'CANDIDATE' } });
    expect(consent.json()).toMatchObject({ statusCode: 403, code: 'CONSENT_REQUIRED' });
    expect(undeclaredErrorCodes()).toEqual(['POST /api/write: CONSENT_REQUIRED']);
    await app.close();
  });
});
