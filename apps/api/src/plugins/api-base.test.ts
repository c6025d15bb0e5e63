import { createHash } from 'node:crypto';
import { COLOR_SCHEME_BOOT_SCRIPT } from '@noticeboard/shared/color-scheme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(async () => t.close());

describe('API base', () => {
  it('answers liveness and readiness in the envelope', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ statusCode: 200, message: 'ok', body: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json().body).toEqual({ database: 'up' });
    expect(health.headers['x-request-id']).toBeTruthy();
  });

  it('turns malformed JSON into 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.test",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('turns an oversized body into 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/individual/signup',
      payload: { name: 'x'.repeat(5000), email: 'a@b.test', password: 'Strong#Pass9' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/no/such/route not found',
      code: 'NOT_FOUND',
    });
  });

  it('sends a strict Content-Security-Policy and no framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // One inline script, by its hash: the colour scheme before the first paint. Never 'unsafe-inline'.
    const scripts = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    const bootHash = createHash('sha256').update(COLOR_SCHEME_BOOT_SCRIPT).digest('base64');
    expect(scripts.split(' ')).toEqual(["'self'", `'sha256-${bootHash}'`]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document with the spec paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/user/login',
      '/api/institute/signup',
      '/api/otp/verify',
      '/api/user/renew/token',
      '/api/backend/region/countries',
    ]) {
      expect(paths).toContain(path);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('hides the details of unexpected errors', async () => {
    const broken = await buildTestApp();
    // Closing the database under the running app makes the next query fail unexpectedly.
    await broken.database.destroy();
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@b.test', password: 'x' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL',
    });
    await broken.app.close();
  });
});
