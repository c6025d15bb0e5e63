/**
 * The demo's notifications on a fresh database: the demo student signs in to unread notifications about their own
 * demo posts (each leading to a page that exists), and a second run adds nothing.
 */
import { NOTIFICATION_PATHS, type Notification } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, posts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/session';
import { seedNotificationDemo } from './notification.seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
}, 300_000);
afterAll(async () => t.close());

describe('demo notifications', () => {
  it('greet the demo student with unread news of their own posts, each leading somewhere real', async () => {
    const student = await signIn(t.app, 'user', 'student@demo.test', 'Demo@12345');
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: student.cookie } });
    const unread = (await get(NOTIFICATION_PATHS.unreadCount)).json().body.unread as number;
    expect(unread).toBeGreaterThanOrEqual(2);
    const list = (await get(NOTIFICATION_PATHS.list)).json().body.content as Notification[];
    expect(new Set(list.map((item) => item.kind))).toContain('POST_APPROVED');
    for (const item of list.filter((entry) => entry.linkPath?.includes('/details/'))) {
      const slug = decodeURIComponent(item.linkPath?.split('/details/')[1] ?? '');
      expect(await t.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug))).toHaveLength(1);
    }
  });

  it('adds nothing on a second run', async () => {
    const before = await t.db.select().from(notifications);
    await seedNotificationDemo(t.db);
    expect(await t.db.select().from(notifications)).toHaveLength(before.length);
  });
});
