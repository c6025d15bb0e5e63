import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildInstitute, buildMember } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';
import {
  attachToPost,
  hasTool,
  insertPost,
  pdfWithScript,
  photoWithGps,
  type TestPost,
  upload,
} from './attachment-test-kit';

interface Uploaded {
  id: string;
  attachmentUrl: string;
  variants: Array<{ url: string }>;
}

describe('community files: only for those who may see the post', () => {
  let t: TestApp;
  let filesDir: string;
  let author: SignedIn;
  let authorId: string;
  let classmate: SignedIn;
  let schoolA: SignedIn;
  let schoolAId: string;
  let otherSchool: SignedIn;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'nb-files-'));
    t = await buildTestApp({ env: { FILES_DIR: filesDir } });
    const a = await buildInstitute(t.db, 'Hillside School');
    const b = await buildInstitute(t.db, 'Riverside School');
    schoolAId = a.institute.id;
    const writer = await buildMember(t.db, schoolAId, 'FACULTY');
    authorId = writer.id;
    author = await signIn(t.app, 'faculty', writer.email as string);
    classmate = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolAId, 'FACULTY')).email as string);
    schoolA = await signIn(t.app, 'institute', a.account.email as string);
    otherSchool = await signIn(t.app, 'faculty', (await buildMember(t.db, b.institute.id, 'ADMIN')).email as string);
    // Five sign-ins (argon2) and two schools: slow on a busy machine.
  }, 180_000);

  afterAll(async () => {
    await t.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const get = (url: string, who?: SignedIn, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) } });

  async function uploadedPhoto(): Promise<Uploaded> {
    const response = await upload(t.app, author, await photoWithGps(1200, 1000), 'photo.jpg');
    expect(response.statusCode).toBe(201);
    return response.json().body;
  }

  async function photoOnPost(post: Omit<TestPost, 'authorId' | 'instituteId'>): Promise<Uploaded> {
    const photo = await uploadedPhoto();
    await attachToPost(t.db, photo.id, await insertPost(t.db, { authorId, instituteId: schoolAId, ...post }));
    return photo;
  }

  it('shows an upload not yet on a post to its owner only', async () => {
    const photo = await uploadedPhoto();
    const own = await get(photo.attachmentUrl, author);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(own.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect((await get(photo.attachmentUrl, classmate)).statusCode).toBe(404);
    expect((await get(photo.attachmentUrl, otherSchool)).statusCode).toBe(404);
    expect((await get(photo.attachmentUrl)).statusCode).toBe(404);
  });

  it("keeps an institute post's photo inside its school (another school and visitors get 404)", async () => {
    const photo = await photoOnPost({ visibility: 'INSTITUTE' });
    for (const url of [photo.attachmentUrl, photo.variants[0]?.url as string]) {
      expect((await get(url, classmate)).statusCode).toBe(200);
      expect((await get(url, otherSchool)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('narrows to the audience: a post for admins is not served to faculty', async () => {
    const photo = await photoOnPost({ visibility: 'SPECIFIC_GROUP', audience: 'ADMIN' });
    expect((await get(photo.attachmentUrl, classmate)).statusCode).toBe(404);
    expect((await get(photo.attachmentUrl, schoolA)).statusCode).toBe(200);
    expect((await get(photo.attachmentUrl, author)).statusCode).toBe(200);
  });

  it('serves a global post for everyone to anybody, anonymous visitors included', async () => {
    const photo = await photoOnPost({ visibility: 'GLOBAL', audience: 'EVERYONE' });
    expect((await get(photo.attachmentUrl)).statusCode).toBe(200);
    expect((await get(photo.attachmentUrl, otherSchool)).statusCode).toBe(200);
    // A global post for a narrower audience stays inside the school.
    const narrow = await photoOnPost({ visibility: 'GLOBAL', audience: 'FACULTIES' });
    expect((await get(narrow.attachmentUrl)).statusCode).toBe(404);
    expect((await get(narrow.attachmentUrl, otherSchool)).statusCode).toBe(404);
    expect((await get(narrow.attachmentUrl, classmate)).statusCode).toBe(200);
  });

  it("shows a waiting post's photo to its author and the school's moderators only", async () => {
    const photo = await photoOnPost({ visibility: 'SELF' });
    expect((await get(photo.attachmentUrl, author)).statusCode).toBe(200);
    expect((await get(photo.attachmentUrl, schoolA)).statusCode).toBe(200);
    expect((await get(photo.attachmentUrl, classmate)).statusCode).toBe(404);
    expect((await get(photo.attachmentUrl, otherSchool)).statusCode).toBe(404);
  });

  it('answers byte ranges', async () => {
    const photo = await photoOnPost({ visibility: 'GLOBAL' });
    const part = await get(photo.attachmentUrl, undefined, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-3\/\d+$/);
    expect(part.rawPayload.toString()).toBe('RIFF');
  });

  it('serves a member’s PDF as a download in a sandbox, so its JavaScript never runs in our origin', async () => {
    const response = await upload(t.app, author, pdfWithScript(), 'Fair plan; v2 é.pdf');
    expect(response.statusCode).toBe(201);
    const pdf: Uploaded & { relatedImages: string[] } = response.json().body;
    await attachToPost(
      t.db,
      pdf.id,
      await insertPost(t.db, { authorId, instituteId: schoolAId, visibility: 'GLOBAL' }),
    );

    const served = await get(pdf.attachmentUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('/OpenAction')).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Fair plan_ v2 _.pdf"; filename*=UTF-8''Fair%20plan%3B%20v2%20%C3%A9.pdf`,
    );
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const part = await get(pdf.attachmentUrl, undefined, { range: 'bytes=0-4' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-disposition']).toMatch(/^attachment; /);
    expect(part.headers['content-security-policy']).toBe('sandbox');

    if (hasTool('pdftoppm')) {
      const page = await get(pdf.relatedImages[0] as string);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('image/webp');
      expect(page.headers['content-disposition']).toBe('inline');
      expect(page.headers['content-security-policy']).toBe('sandbox');
    }
  });

  it('serves only keys an attachment names', async () => {
    const photo = await photoOnPost({ visibility: 'GLOBAL' });
    const folder = photo.attachmentUrl.replace(/image\.webp$/, '');
    for (const url of [
      `${folder}original.jpg`,
      `${folder}../other/image.webp`,
      '/api/community/files/community/not-a-uuid/image.webp',
      '/api/community/files/audio/articles/x.mp3',
      `/api/community/files/community/${crypto.randomUUID()}/image.webp`,
    ]) {
      expect((await get(url, author)).statusCode).toBe(404);
    }
  });
});
