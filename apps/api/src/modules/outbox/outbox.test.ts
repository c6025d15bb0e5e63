import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let proxied: TestApp;
let withSmtp: TestApp;
beforeAll(async () => {
  [t, proxied, withSmtp] = await Promise.all([
    buildTestApp(),
    buildTestApp({ env: { TRUST_PROXY: 'true' } }),
    buildTestApp({ env: { SMTP_URL: 'smtp://mail.example.org:587' } }),
  ]);
  await t.outbox.send({ to: 'someone@school.test', subject: 'Reset your password', text: 'a live link' });
});
afterAll(async () => Promise.all([t.close(), proxied.close(), withSmtp.close()]));

const outbox = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

describe('the dev outbox', () => {
  it('answers clients on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await outbox(t, address);
      expect(response.statusCode).toBe(200);
      expect(response.json().body[0].subject).toBe('Reset your password');
    }
  });

  it('is not there for anyone else, whatever X-Forwarded-For says', async () => {
    for (const address of ['10.0.0.7', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.7', 'fe80::1']) {
      const response = await outbox(t, address);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    const forwarded = await outbox(proxied, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    expect(forwarded.statusCode).toBe(404);
    expect((await outbox(proxied, '127.0.0.1')).statusCode).toBe(200);
  });

  it('is never served when real mail goes out through SMTP', async () => {
    expect((await outbox(withSmtp, '127.0.0.1')).statusCode).toBe(404);
  });
});
