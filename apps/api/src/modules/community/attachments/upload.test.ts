import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAttachments, postingRestrictions } from '../../../db/schema';
import { LocalFileStorage } from '../../../lib/storage';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildInstitute, buildMember } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';
import {
  attachToPost,
  hasGpsTag,
  hasTool,
  insertPost,
  keyOfUrl,
  minimalPdf,
  photoWithGps,
  storedFiles,
  upload,
} from './attachment-test-kit';
import { removeUnlinkedAttachments } from './cleanup.job';

const hasPdftoppm = hasTool('pdftoppm');
const hasFfmpeg = hasTool('ffmpeg');
for (const [tool, present] of [
  ['pdftoppm', hasPdftoppm],
  ['ffmpeg', hasFfmpeg],
] as const) {
  if (!present) console.warn(`${tool} is not installed (bash scripts/setup-system.sh): its upload tests are skipped`);
}

describe('community uploads', () => {
  let t: TestApp;
  let filesDir: string;
  let faculty: SignedIn;
  let facultyId: string;
  let instituteId: string;

  const rowsOf = (ownerId: string) => t.db.select().from(postAttachments).where(eq(postAttachments.ownerId, ownerId));
  const stored = (url: string) => readFile(path.join(filesDir, keyOfUrl(url)));

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'nb-uploads-'));
    t = await buildTestApp({ env: { FILES_DIR: filesDir } });
    const school = await buildInstitute(t.db);
    instituteId = school.institute.id;
    const member = await buildMember(t.db, instituteId, 'FACULTY');
    facultyId = member.id;
    faculty = await signIn(t.app, 'faculty', member.email as string);
  });

  afterAll(async () => {
    await t.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('asks visitors to sign in', async () => {
    const response = await upload(t.app, undefined, await photoWithGps(300, 200), 'garden.jpg');
    expect(response.statusCode).toBe(401);
  });

  it('re-encodes a camera photo upright as WebP with 960 and 480 variants and no EXIF or GPS left', async () => {
    const original = await photoWithGps();
    const before = await sharp(original).metadata();
    expect(hasGpsTag(before.exif)).toBe(true);

    const response = await upload(t.app, faculty, original, 'garden.jpg', '', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const attachment = response.json().body;
    expect(attachment).toMatchObject({ attachmentType: 'IMAGE', relatedImages: [], thumbnail: null });
    // 2400 × 1600 turned upright (EXIF orientation 6) is 1600 × 2400: at most 1600 wide, already.
    expect([attachment.width, attachment.height]).toEqual([1600, 2400]);
    expect(attachment.variants.map((variant: { width: number }) => variant.width)).toEqual([960, 480]);

    for (const url of [
      attachment.attachmentUrl,
      ...attachment.variants.map((variant: { url: string }) => variant.url),
    ]) {
      const metadata = await sharp(await stored(url)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    const [row] = await t.db.select().from(postAttachments).where(eq(postAttachments.id, attachment.id));
    expect(row).toMatchObject({ ownerId: facultyId, postId: null, mimeType: 'image/webp', width: 1600, height: 2400 });
  });

  it('marks a cover image and refuses a PDF as a cover', async () => {
    const cover = await upload(t.app, faculty, await photoWithGps(400, 800), 'cover.png', '?kind=COVER_IMAGE');
    expect(cover.statusCode).toBe(201);
    expect(cover.json().body.attachmentType).toBe('COVER_IMAGE');
    // 800 px wide once upright: no variant as wide as the photo itself.
    expect(cover.json().body.variants.map((variant: { width: number }) => variant.width)).toEqual([480]);

    const pdfCover = await upload(t.app, faculty, minimalPdf(), 'cover.jpg', '?kind=COVER_IMAGE');
    expect(pdfCover.statusCode).toBe(415);
    expect(pdfCover.json().message).toMatch(/cover image must be a photo/i);

    expect((await upload(t.app, faculty, minimalPdf(), 'a.pdf', '?kind=VIDEO')).statusCode).toBe(400);
  });

  describe('refusals leave nothing behind', () => {
    let member: SignedIn;
    let memberId: string;

    beforeAll(async () => {
      const user = await buildMember(t.db, instituteId, 'FACULTY');
      memberId = user.id;
      member = await signIn(t.app, 'faculty', user.email as string);
    });

    it('refuses a text file named .jpg and sent as image/jpeg (415)', async () => {
      const text = Buffer.from('This is not a photo, just words in a file.\n'.repeat(200));
      const response = await upload(t.app, member, text, 'holiday.jpg', '', 'image/jpeg');
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/not supported/);
      expect(await rowsOf(memberId)).toHaveLength(0);
    });

    it('refuses an image with a JPEG header that does not decode (415)', async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5_000, 7)]);
      const response = await upload(t.app, member, fake, 'broken.jpg');
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/could not be read/);
      expect(await rowsOf(memberId)).toHaveLength(0);
    });

    it('refuses a photo over its size limit (413) without storing it', async () => {
      const head = await photoWithGps(64, 64);
      const huge = Buffer.concat([head, Buffer.alloc(COMMUNITY_LIMITS.imageMaxBytes + 1 - head.length)]);
      const response = await upload(t.app, member, huge, 'huge.jpg');
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toMatch(/Photos can be up to 10 MB/);
      expect(await rowsOf(memberId)).toHaveLength(0);
    });

    it.skipIf(!hasPdftoppm)('refuses a damaged PDF (415)', async () => {
      const damaged = Buffer.from(`%PDF-1.4\n${'garbage '.repeat(600)}\n%%EOF\n`);
      const response = await upload(t.app, member, damaged, 'report.pdf');
      expect(response.statusCode).toBe(415);
      expect(await rowsOf(memberId)).toHaveLength(0);
    });

    it('stored no file for any refused upload', async () => {
      const keys = (await storedFiles(filesDir)).map((file) => path.relative(filesDir, file));
      const known = (await t.db.select().from(postAttachments)).map((row) => row.id);
      for (const key of keys) expect(known).toContain(key.split(path.sep)[1]);
    });

    it('answers 403 with the posting dialog while the member is restricted', async () => {
      await t.db
        .insert(postingRestrictions)
        .values({ userId: memberId, reason: 'Upheld reports', until: new Date(Date.now() + 86_400_000) });
      const response = await upload(t.app, member, await photoWithGps(300, 200), 'garden.jpg');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        statusCode: 403,
        code: 'POSTING_RESTRICTED',
        message: COMMUNITY_MESSAGES.postingRestricted,
      });
      expect(response.json().until).toEqual(expect.any(String));
      expect(await rowsOf(memberId)).toHaveLength(0);
    });
  });

  it.skipIf(!hasPdftoppm)('keeps a PDF with images of its pages', async () => {
    const response = await upload(t.app, faculty, minimalPdf(), 'Science fair.pdf');
    expect(response.statusCode).toBe(201);
    const attachment = response.json().body;
    expect(attachment).toMatchObject({ attachmentType: 'PDF', title: 'Science fair', thumbnail: null });
    expect(attachment.relatedImages).toHaveLength(1);
    expect((await stored(attachment.attachmentUrl)).subarray(0, 5).toString()).toBe('%PDF-');
    const page = await sharp(await stored(attachment.relatedImages[0])).metadata();
    expect(page.format).toBe('webp');
    expect(page.width).toBeGreaterThan(100);
  });

  it.skipIf(!hasFfmpeg)('keeps a video without its location, with a WebP still', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'nb-video-fixture-'));
    // A phone's QuickTime video, with where it was filmed.
    const file = path.join(folder, 'clip.mov');
    const made = spawnSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=320x240:rate=10',
      '-pix_fmt',
      'yuv420p',
      '-metadata',
      'location=+12.9716+077.5946/',
      '-metadata',
      'title=Sports day',
      file,
    ]);
    expect(made.status).toBe(0);
    const original = await readFile(file);
    expect(original.includes('+12.9716')).toBe(true);
    await rm(folder, { recursive: true, force: true });

    const response = await upload(t.app, faculty, original, 'sports-day.mov');
    expect(response.statusCode).toBe(201);
    const attachment = response.json().body;
    expect(attachment).toMatchObject({ attachmentType: 'VIDEO', title: 'sports-day' });
    expect(attachment.attachmentUrl).toMatch(/video\.mov$/);
    expect(attachment.thumbnail).toMatch(/thumbnail\.webp$/);
    const video = await stored(attachment.attachmentUrl);
    expect(video.includes('+12.9716')).toBe(false);
    expect(video.includes('Sports day')).toBe(false);
    expect((await sharp(await stored(attachment.thumbnail)).metadata()).width).toBe(320);
  });

  it('removes uploads never attached to a post after a day, with their files', async () => {
    const abandoned = (await upload(t.app, faculty, await photoWithGps(1200, 800), 'a.jpg')).json().body;
    const kept = (await upload(t.app, faculty, await photoWithGps(1200, 800), 'b.jpg')).json().body;
    const fresh = (await upload(t.app, faculty, await photoWithGps(1200, 800), 'c.jpg')).json().body;
    await attachToPost(
      t.db,
      kept.id,
      await insertPost(t.db, { authorId: facultyId, instituteId, visibility: 'INSTITUTE' }),
    );
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    for (const id of [abandoned.id, kept.id]) {
      await t.db.update(postAttachments).set({ createdAt: dayAgo }).where(eq(postAttachments.id, id));
    }
    const log = { warn: () => undefined } as never;
    const removed = await removeUnlinkedAttachments({ db: t.db, storage: new LocalFileStorage(filesDir), log });
    expect(removed).toBeGreaterThanOrEqual(1);

    const ids = (await t.db.select({ id: postAttachments.id }).from(postAttachments)).map((row) => row.id);
    expect(ids).not.toContain(abandoned.id);
    expect(ids).toEqual(expect.arrayContaining([kept.id, fresh.id]));
    await expect(stored(abandoned.attachmentUrl)).rejects.toThrow();
    await expect(stored(abandoned.variants[0].url)).rejects.toThrow();
    expect((await stored(kept.attachmentUrl)).length).toBeGreaterThan(0);
  });

  it('rejects an upload without a file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/community/attachments',
      headers: { cookie: faculty.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
