/**
 * The library demo on a fresh database: at least 12 published items from both schools' staff in 6+ categories,
 * real PDFs (drawn with pdfkit) with page images in the storage, links and plain posts, exact like and comment
 * counts, and the list and categories the API answers for a visitor. Seeding twice adds nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIBRARY_CONTRIBUTOR_ROLES, LIBRARY_PATHS, roleOf } from '@noticeboard/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAttachments, posts, users } from '../../../db/schema';
import { LocalFileStorage } from '../../../lib/storage';
import { seedDemo } from '../../../seed/seed-demo';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { seedLibraryDemo, seedLibraryDemoFiles } from './library.seed';
import { DEMO_LIBRARY_ITEMS } from './library-demo-content';

let t: TestApp;
let filesDir: string;
let storage: LocalFileStorage;

beforeAll(async () => {
  t = await buildTestApp();
  filesDir = await mkdtemp(path.join(tmpdir(), 'nb-library-demo-'));
  storage = new LocalFileStorage(filesDir);
  expect(await seedDemo(t.db, storage)).toBe(true);
  await seedLibraryDemo(t.db);
  await seedLibraryDemoFiles(t.db, storage);
}, 180_000);
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const libraryItems = () =>
  t.db
    .select({
      id: posts.id,
      slug: posts.slug,
      categorySlug: posts.categorySlug,
      instituteId: posts.instituteId,
      requestStatus: posts.requestStatus,
      linkPreview: posts.linkPreview,
      type: users.type,
      userType: users.userType,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.feedKind, 'community-library'));

describe('library demo data', () => {
  it('seeds every item once, published, from contributors of both schools in 6+ categories', async () => {
    const items = await libraryItems();
    expect(items).toHaveLength(DEMO_LIBRARY_ITEMS.length);
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.every((item) => item.requestStatus === 'PUBLISHED')).toBe(true);
    expect(new Set(items.map((item) => item.instituteId)).size).toBe(2);
    expect(new Set(items.map((item) => item.categorySlug)).size).toBeGreaterThanOrEqual(6);
    const roles = new Set(items.map((item) => roleOf(item)));
    for (const role of roles) expect(LIBRARY_CONTRIBUTOR_ROLES).toContain(role);
    expect(items.filter((item) => item.linkPreview !== null).length).toBeGreaterThanOrEqual(3);
  });

  it('stores real PDFs with their page images', async () => {
    const pdfs = await t.db
      .select()
      .from(postAttachments)
      .innerJoin(posts, eq(posts.id, postAttachments.postId))
      .where(and(eq(posts.feedKind, 'community-library'), eq(postAttachments.attachmentType, 'PDF')));
    expect(pdfs.length).toBe(DEMO_LIBRARY_ITEMS.filter((item) => item.pdf).length);
    for (const { post_attachments: pdf } of pdfs) {
      const bytes = await storage.read(pdf.storageKey);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = pdf.relatedKeys as string[];
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect((await storage.read(pages[0] as string)).length).toBeGreaterThan(1000);
    }
  });

  it('keeps like and comment counts exact', async () => {
    const mismatches = await t.db.execute(sql`
      select p.slug from ${posts} p where p.feed_kind = 'community-library' and (
        p.likes_count <> (select count(*) from post_likes l where l.post_id = p.id)
        or p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id and c.deleted_at is null))`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('answers a visitor with the public items and their categories', async () => {
    const list = await t.app.inject({ method: 'GET', url: `/api${LIBRARY_PATHS.items}?size=50` });
    const categories = await t.app.inject({ method: 'GET', url: `/api${LIBRARY_PATHS.categories}` });
    const page = list.json().body;
    expect(page.totalElements).toBe(DEMO_LIBRARY_ITEMS.filter((item) => item.visibility === 'GLOBAL').length);
    expect(categories.json().body.total).toBe(page.totalElements);
    const pdfItem = await t.app.inject({ method: 'GET', url: `/api${LIBRARY_PATHS.items}?resource=PDF&size=50` });
    expect(pdfItem.json().body.content[0].attachmentIds[0].relatedImages.length).toBeGreaterThan(0);
  });
});
