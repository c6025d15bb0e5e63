import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../../../db/schema';
import { buildTestApp, latestMailTo, type TestApp } from '../../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';
import { answerParentConsent } from '../../consent/consent-test-kit';
import { attachToPost, insertPost, photoWithGps, upload } from './attachment-test-kit';

const PARENT = 'parent.photos@family.test';

/** Issue 20 §3: a parent withdraws PUBLIC_PHOTOS and their child's pictures leave every page outside the school. */
describe("a child's photos follow the parent's PUBLIC_PHOTOS consent", () => {
  let t: TestApp;
  let filesDir: string;
  let childId: string;
  let child: SignedIn;
  let classmate: SignedIn;
  let otherSchool: SignedIn;
  let reader: SignedIn;
  let postSlug: string;
  let photoUrl: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'nb-photo-consent-'));
    t = await buildTestApp({ env: { FILES_DIR: filesDir } });
    const a = await buildInstitute(t.db, 'Hillside School');
    const b = await buildInstitute(t.db, 'Riverside School');
    const student = await buildMember(t.db, a.institute.id, 'CANDIDATE');
    childId = student.id;
    await t.db.update(users).set({ dateOfBirth: '2013-08-09' }).where(eq(users.id, childId));
    await answerParentConsent(t.db, { instituteId: a.institute.id, studentId: childId, parentEmail: PARENT });
    child = await signIn(t.app, 'user', student.email);
    classmate = await signIn(t.app, 'faculty', (await buildMember(t.db, a.institute.id, 'FACULTY')).email);
    otherSchool = await signIn(t.app, 'faculty', (await buildMember(t.db, b.institute.id, 'ADMIN')).email);
    reader = await signIn(t.app, 'individual', (await buildIndividual(t.db)).email);
    const uploaded = await upload(t.app, child, await photoWithGps(900, 700), 'kite.jpg');
    expect(uploaded.statusCode).toBe(201);
    photoUrl = uploaded.json().body.attachmentUrl;
    const postId = await insertPost(t.db, { authorId: childId, instituteId: a.institute.id, visibility: 'GLOBAL' });
    await attachToPost(t.db, uploaded.json().body.id, postId);
    const [post] = await t.db.select({ slug: posts.slug }).from(posts).where(eq(posts.id, postId));
    postSlug = post?.slug ?? '';
  }, 180_000);

  afterAll(async () => {
    await t.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const get = (url: string, who?: SignedIn) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const picturesOnPost = async (who?: SignedIn) => {
    const response = await get(`/api${COMMUNITY_PATHS.postBySlug}?slug=${postSlug}`, who);
    expect(response.statusCode).toBe(200);
    return (response.json().body.attachmentIds as unknown[]).length;
  };

  it('with consent, everyone who may see the post sees the picture', async () => {
    const seen = [];
    for (const who of [child, classmate, otherSchool, reader, undefined]) {
      seen.push([await picturesOnPost(who), (await get(photoUrl, who)).statusCode]);
    }
    expect(seen).toEqual(Array(5).fill([1, 200]));
  });

  it('withdrawn, the picture leaves pages outside the school at once; the school and the child keep it', async () => {
    // The parent's own way: a link asked for by email, then the one purpose withdrawn.
    await t.app.inject({ method: 'POST', url: '/api/parent-consent/manage-link', payload: { email: PARENT } });
    const link = (await latestMailTo(t.outbox, PARENT)).links.find((href) => href.includes('manage=')) ?? '';
    const token = new URL(link).searchParams.get('manage') ?? '';
    const withdrawn = await t.app.inject({
      method: 'PUT',
      url: '/api/parent-consent/manage',
      payload: { token, purpose: 'PUBLIC_PHOTOS', granted: false },
    });
    expect(withdrawn.statusCode).toBe(200);
    for (const who of [otherSchool, reader, undefined]) {
      expect(await picturesOnPost(who)).toBe(0);
      expect((await get(photoUrl, who)).statusCode).toBe(404);
    }
    for (const who of [child, classmate]) {
      expect(await picturesOnPost(who)).toBe(1);
      expect((await get(photoUrl, who)).statusCode).toBe(200);
    }
  });
});
