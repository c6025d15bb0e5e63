/**
 * A school's newsletter look through the API: set by the school account and its admins only (other schools set
 * their own and never touch this one's), a colour checked by the contract, new newsletters starting in it, the logo
 * through the uploads' pipeline (checked by its bytes, upright, no EXIF or GPS, a PNG within 600 × 240) served
 * openly and cached, shown in the email's masthead and carried by the open page; a replaced logo's old address is
 * gone.
 */
import { randomUUID } from 'node:crypto';
import { type Newsletter, NEWSLETTER_PATHS as P } from '@noticeboard/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { SignedIn } from '../../test/session';
import { hasGpsTag, photoWithGps } from '../community/attachments/attachment-test-kit';
import { call, draftFor, type NewsletterSchool, newsletterSchool, pathOf } from './newsletter-test-kit';

let t: TestApp;
let s: NewsletterSchool;

beforeAll(async () => {
  t = await buildTestApp();
  s = await newsletterSchool(t.app, t.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const DARK_GREEN = '#1b5e20';
const local = (url: string) => url.replace('http://localhost:3000', '');

function uploadLogo(who: SignedIn | undefined, file: Buffer) {
  const boundary = `----nb${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api${P.brandLogo}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}

async function settled(id: string): Promise<Newsletter> {
  for (let tries = 0; tries < 100; tries++) {
    const current = await call(t.app, 'GET', pathOf('newsletter', { newsletterId: id }), s.as.school);
    if ((current.body as Newsletter).state === 'SENT') return current.body as Newsletter;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('newsletter never finished sending');
}

describe('the newsletter look', () => {
  it('is the school account’s and its admins’; teachers, students and the signed-out may not; other schools keep their own', async () => {
    const photo = await photoWithGps(300, 200);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { color: DARK_GREEN }],
    ] as const) {
      expect((await call(t.app, method, P.brand, undefined, body)).status).toBe(401);
      expect((await call(t.app, method, P.brand, s.as.faculty, body)).status).toBe(403);
      expect((await call(t.app, method, P.brand, s.as.sevenA, body)).status).toBe(403);
    }
    expect((await call(t.app, 'DELETE', P.brandLogo, s.as.faculty)).status).toBe(403);
    expect((await uploadLogo(s.as.faculty, photo)).statusCode).toBe(403);
    expect((await uploadLogo(undefined, photo)).statusCode).toBe(401);

    expect((await call(t.app, 'GET', P.brand, s.as.school)).body).toEqual({
      color: null,
      mastheadColor: '#1864ab',
      logoUrl: null,
    });
    const byAdmin = await call(t.app, 'PUT', P.brand, s.as.admin, { color: '#1B5E20' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual({ color: DARK_GREEN, mastheadColor: DARK_GREEN, logoUrl: null });
    // Another school sets its own look: this school's is untouched, and theirs is not this one's.
    expect((await call(t.app, 'PUT', P.brand, s.as.otherSchool, { color: '#5f3dc4' })).status).toBe(200);
    expect((await call(t.app, 'GET', P.brand, s.as.school)).body.color).toBe(DARK_GREEN);
    expect((await call(t.app, 'GET', P.brand, s.as.otherSchool)).body.color).toBe('#5f3dc4');
  });

  it('takes only a colour like #1c7ed6; a colour too light for white text is shown as the house blue', async () => {
    for (const color of ['green', '#12345', '#1234567', 'url(x)', 12]) {
      const refused = await call(t.app, 'PUT', P.brand, s.as.school, { color });
      expect(refused.status, String(color)).toBe(400);
    }
    expect((await call(t.app, 'PUT', P.brand, s.as.school, { color: DARK_GREEN, logo: 'x' })).status).toBe(400);
    const light = await call(t.app, 'PUT', P.brand, s.as.school, { color: '#ffe066' });
    expect(light.body).toMatchObject({ color: '#ffe066', mastheadColor: '#1864ab' });
    const reset = await call(t.app, 'PUT', P.brand, s.as.school, { color: null });
    expect(reset.body).toMatchObject({ color: null, mastheadColor: '#1864ab' });
    await call(t.app, 'PUT', P.brand, s.as.school, { color: DARK_GREEN });
  });

  it('gives new newsletters the school’s colour (another school’s start in its own)', async () => {
    const mine = await call(t.app, 'POST', P.newsletters, s.as.school, { template: 'DEFAULT' });
    expect(mine.body.accentColor).toBe(DARK_GREEN);
    const theirs = await call(t.app, 'POST', P.newsletters, s.as.otherSchool, { template: 'BLANK' });
    expect(theirs.body.accentColor).toBe('#5f3dc4');
  });

  it('puts the logo through the uploads’ checks, serves it openly and cached, in the email and on the open page', async () => {
    const text = await uploadLogo(s.as.school, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.statusCode).toBe(415);
    const photo = await photoWithGps();
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    const uploaded = await uploadLogo(s.as.school, photo);
    expect(uploaded.statusCode).toBe(200);
    const { logoUrl } = uploaded.json().body as { logoUrl: string };
    expect(logoUrl).toMatch(new RegExp(`^http://localhost:3000/api/newsletter-logos/${s.instituteId}/[0-9a-f-]{36}$`));

    const served = await t.app.inject({ method: 'GET', url: local(logoUrl) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    const stored = await sharp(served.rawPayload).metadata();
    // The sideways 2400 × 1600 photo, upright (1600 × 2400), within 600 × 240: 160 × 240, with no EXIF.
    expect(stored).toMatchObject({ format: 'png', width: 160, height: 240 });
    expect(stored.exif).toBeUndefined();
    const logoId = logoUrl.split('/').at(-1) ?? '';
    for (const [instituteId, id] of [
      [s.otherInstituteId, logoId],
      [s.instituteId, randomUUID()],
    ]) {
      const wrong = await t.app.inject({ method: 'GET', url: `/api/newsletter-logos/${instituteId}/${id}` });
      expect(wrong.statusCode).toBe(404);
    }

    const draft = await draftFor(t.app, s.as.school, { staff: true }, 'Logo week');
    const preview = await call(t.app, 'GET', pathOf('preview', { newsletterId: draft.id }), s.as.school);
    expect(preview.body.html).toContain(`src="${logoUrl}"`);
    await call(t.app, 'POST', pathOf('send', { newsletterId: draft.id }), s.as.school, { revision: draft.revision });
    const sent = await settled(draft.id);
    const mail = (await t.outbox.list()).find((one) => one.subject.startsWith('Logo week'));
    expect(mail?.html).toContain(`src="${logoUrl}"`);
    expect(mail?.html).toContain(`background-color:${DARK_GREEN}`);
    const page = await call(
      t.app,
      'GET',
      pathOf('publicNewsletter', { instituteCustomUrl: s.customUrl, slug: sent.slug }),
    );
    expect(page.status).toBe(200);
    expect(page.body.logoUrl).toBe(logoUrl);

    // Another school's newsletters never carry it.
    const theirs = await call(t.app, 'POST', P.newsletters, s.as.otherSchool, { template: 'DEFAULT' });
    const theirPreview = await call(
      t.app,
      'GET',
      pathOf('preview', { newsletterId: theirs.body.id }),
      s.as.otherSchool,
    );
    expect(theirPreview.body.html).not.toContain('newsletter-logos');
  });

  it('replaces and removes the logo: the old address is gone', async () => {
    const before = (await call(t.app, 'GET', P.brand, s.as.admin)).body.logoUrl as string;
    const replaced = await uploadLogo(s.as.admin, await photoWithGps(200, 100));
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json().body.logoUrl as string;
    expect(after).not.toBe(before);
    expect((await t.app.inject({ method: 'GET', url: local(before) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: local(after) })).statusCode).toBe(200);
    const removed = await call(t.app, 'DELETE', P.brandLogo, s.as.school);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ color: DARK_GREEN, logoUrl: null });
    expect((await t.app.inject({ method: 'GET', url: local(after) })).statusCode).toBe(404);
  });
});
