/**
 * The forum demo on a fresh database: at least 12 published threads in 6+ categories from both demo schools, each
 * with 2–6 replies (comment_count exact) and likes (likes_count exact), one thread waiting at Greenfield, and the
 * forum list counting them. A second run adds nothing.
 */
import { FORUM_PATHS, type ForumList } from '@noticeboard/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutes, postComments, postLikes, posts } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { seedForumDemo } from './forum.seed';
import { DEMO_THREADS } from './forum-demo-threads';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
  await seedForumDemo(t.db);
}, 180_000);
afterAll(async () => t.close());

const forumThreads = () => t.db.select().from(posts).where(eq(posts.feedKind, 'forum'));

describe('forum demo data', () => {
  it('seeds the threads once, published across 6+ categories from both schools, one waiting', async () => {
    const rows = await forumThreads();
    expect(rows).toHaveLength(DEMO_THREADS.length);
    const published = rows.filter((row) => row.requestStatus === 'PUBLISHED');
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(new Set(published.map((row) => row.categorySlug)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(published.map((row) => row.instituteId)).size).toBe(2);
    expect(rows.every((row) => row.title && row.title.length >= 5)).toBe(true);
    const waiting = rows.filter((row) => row.requestStatus === 'PENDING');
    expect(waiting).toHaveLength(1);
    const [greenfield] = await t.db
      .select()
      .from(institutes)
      .where(eq(institutes.customUrl, 'greenfield-public-school'));
    expect(waiting[0]).toMatchObject({ visibility: 'SELF', publishedAt: null, instituteId: greenfield?.id });
  });

  it('keeps comment and like counts exact, 2–6 replies on each published thread', async () => {
    for (const row of await forumThreads()) {
      const [replies] = await t.db
        .select({ n: count() })
        .from(postComments)
        .where(and(eq(postComments.postId, row.id), isNull(postComments.deletedAt)));
      const [likes] = await t.db.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, row.id));
      expect(row.commentCount, row.slug).toBe(replies?.n);
      expect(row.likesCount, row.slug).toBe(likes?.n);
      if (row.requestStatus === 'PUBLISHED') {
        expect(row.commentCount, row.slug).toBeGreaterThanOrEqual(2);
        expect(row.commentCount, row.slug).toBeLessThanOrEqual(6);
      }
    }
    expect((await forumThreads()).some((row) => row.likesCount > 0)).toBe(true);
  });

  it('shows visitors the public threads in the forum list', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api${FORUM_PATHS.forumList}` });
    const list = answer.json().body as ForumList;
    const academics = list.categories.find((category) => category.categorySlug === 'academics');
    expect(academics?.threadCount).toBeGreaterThanOrEqual(1);
    expect(academics?.latestThread?.title).toBe('How do you revise for science tests?');
  });

  it('adds nothing on a second run', async () => {
    const before = (await forumThreads()).length;
    await seedForumDemo(t.db);
    expect(await forumThreads()).toHaveLength(before);
  });
});
