/**
 * The community demo: seeding a fresh database gives at least 60 published posts in all 13 categories from
 * both demo schools, exact like and comment counts, pictures in the storage, Greenfield's approval queue,
 * declined and reported posts, and both schools' settings. Only consenting students author posts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMUNITY_CATEGORIES, categorySlug } from '@noticeboard/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communitySettings,
  institutes,
  parentConsents,
  postAttachments,
  postComments,
  postHistory,
  postLikes,
  postReports,
  posts,
  users,
} from '../../../db/schema';
import { LocalFileStorage } from '../../../lib/storage';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { demoPictureSources, seedCommunityDemo, seedCommunityDemoImages } from './community.seed';
import { loadDemoContent } from './demo-content';
import { readManifest, svgHash } from './prerendered-images';

let t: TestApp;
let filesDir: string;
let storage: LocalFileStorage;
let seconds = 0;

beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
  filesDir = await mkdtemp(path.join(tmpdir(), 'nb-community-demo-'));
  storage = new LocalFileStorage(filesDir);
  // The pictures are the slow part: timed on their own (the posts, likes and comments are a few inserts).
  const started = Date.now();
  await seedCommunityDemoImages(t.db, storage);
  seconds = (Date.now() - started) / 1000;
  // A second run adds nothing.
  await seedCommunityDemo(t.db);
  await seedCommunityDemoImages(t.db, storage);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const schoolId = async (customUrl: string) => {
  const [row] = await t.db.select({ id: institutes.id }).from(institutes).where(eq(institutes.customUrl, customUrl));
  return row?.id as string;
};

describe('community demo data', () => {
  it('seeds at least 60 published posts across the 13 categories from both schools', async () => {
    const published = await t.db
      .select({ slug: posts.categorySlug, instituteId: posts.instituteId, visibility: posts.visibility })
      .from(posts)
      .where(and(eq(posts.feedKind, 'community'), eq(posts.requestStatus, 'PUBLISHED'), isNull(posts.removedAt)));
    expect(published.length).toBeGreaterThanOrEqual(60);
    expect(new Set(published.map((row) => row.slug))).toEqual(new Set(COMMUNITY_CATEGORIES.map(categorySlug)));
    const greenfield = await schoolId('greenfield-public-school');
    const riverside = await schoolId('riverside-international-academy');
    expect(published.filter((row) => row.instituteId === greenfield).length).toBeGreaterThan(20);
    expect(published.filter((row) => row.instituteId === riverside).length).toBeGreaterThan(20);
    expect(new Set(published.map((row) => row.visibility))).toEqual(new Set(['GLOBAL', 'INSTITUTE']));
    const content = await loadDemoContent();
    expect(published.length).toBe(content.posts.filter((post) => post.state === 'PUBLISHED').length);
  });

  it('keeps likes_count and comment_count exact', async () => {
    const mismatches = await t.db.execute(sql`
      select p.slug from ${posts} p
      where p.likes_count <> (select count(*) from ${postLikes} l where l.post_id = p.id)
         or p.comment_count <> (select count(*) from ${postComments} c where c.post_id = p.id and c.deleted_at is null)`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [likes] = await t.db.select({ n: count() }).from(postLikes);
    const [comments] = await t.db.select({ n: count() }).from(postComments);
    expect(likes?.n).toBeGreaterThan(500);
    expect(comments?.n).toBeGreaterThan(100);
  });

  it('has student authors only with a parent consent', async () => {
    const students = await t.db
      .select({ consent: parentConsents.status })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .leftJoin(parentConsents, eq(parentConsents.studentId, users.id))
      .where(eq(users.type, 'CANDIDATE'));
    expect(students.length).toBeGreaterThan(20);
    expect(students.every((row) => row.consent === 'GRANTED')).toBe(true);
  });

  it("fills Greenfield's approval queue (photos too), with declined and reported posts", async () => {
    const greenfield = await schoolId('greenfield-public-school');
    const pending = await t.db
      .select({ postType: posts.postType, visibility: posts.visibility })
      .from(posts)
      .where(and(eq(posts.instituteId, greenfield), eq(posts.requestStatus, 'PENDING')));
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.some((row) => row.postType === 'PHOTOS')).toBe(true);
    expect(pending.every((row) => row.visibility === 'SELF')).toBe(true);
    const declined = await t.db
      .select({ id: posts.id, historyExists: posts.historyExists })
      .from(posts)
      .where(eq(posts.requestStatus, 'DECLINED'));
    expect(declined.length).toBeGreaterThanOrEqual(2);
    expect(declined.every((row) => row.historyExists)).toBe(true);
    const [history] = await t.db.select({ n: count() }).from(postHistory);
    expect(history?.n).toBeGreaterThanOrEqual(declined.length);
    const reports = await t.db.select({ status: postReports.status }).from(postReports);
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(reports.every((row) => row.status === 'OPEN')).toBe(true);
    const featured = await t.db.select({ n: count() }).from(posts).where(eq(posts.featured, true));
    expect(featured[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it('stores the generated pictures with 960 and 480 px variants', async () => {
    const rows = await t.db.select().from(postAttachments);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const row of rows) {
      expect(row.storageKey).toMatch(/^community\/[0-9a-f-]{36}\/image\.webp$/);
      expect(await storage.info(row.storageKey)).not.toBeNull();
      const variants = row.variants as Array<{ key: string; width: number }>;
      expect(variants.map((variant) => variant.width)).toEqual([960, 480]);
      for (const variant of variants) expect(await storage.info(variant.key)).not.toBeNull();
      expect(row.postId).not.toBeNull();
    }
    const photos = await t.db.select({ n: count() }).from(posts).where(eq(posts.postType, 'PHOTOS'));
    expect(photos[0]?.n).toBe(rows.length);
  });

  it("sets both schools' moderation switches (Greenfield: global visibility on, auto-approval off)", async () => {
    const greenfield = await schoolId('greenfield-public-school');
    const settings = await t.db.select().from(communitySettings);
    expect(settings).toHaveLength(2);
    expect(settings.find((row) => row.instituteId === greenfield)).toMatchObject({
      globalVisibility: true,
      autoApproval: false,
    });
  });

  it('is quick and shows up in the lists around the feed', async () => {
    console.info(`community demo pictures took ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(5);
    const response = await t.app.inject({ method: 'GET', url: '/api/community/top-schools' });
    expect(response.statusCode).toBe(200);
    const names = response.json().body.content.map((row: { name: string }) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Greenfield Public School', 'Riverside International Academy']));
    const spotlights = await t.app.inject({ method: 'GET', url: '/api/community/student-spotlights' });
    expect(spotlights.json().body.totalElements).toBeGreaterThanOrEqual(4);
  });

  it('keeps the pre-rendered pictures in step with the content (else: npx tsx …/demo/build-demo-images.ts)', async () => {
    const manifest = await readManifest();
    const sources = demoPictureSources(await loadDemoContent());
    expect(sources.length).toBeGreaterThanOrEqual(30);
    for (const { post, svg } of sources) expect(manifest[post.id], post.id).toBe(svgHash(svg));
  });
});
