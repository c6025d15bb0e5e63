import { COMMUNITY_PATHS, MODERATION_MESSAGES, type Post, roleOf } from '@noticeboard/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, postAttachments, postHistory, posts } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import type { UserRow } from '../user/user.repository';
import {
  attachImage,
  buildModerationWorld,
  insertPost,
  type ModerationWorld,
  moderationCaller,
  postPath,
  WORLD_TIMEOUT_MS,
} from './approval-test-kit';
import { visiblePostsWhere } from './post-visibility.repository';

type Who = 'studentA' | 'studentA2' | 'adminA' | 'adminB' | 'committeeA' | 'instituteA' | 'instituteB';
let w: ModerationWorld<Who>;
let call: ReturnType<typeof moderationCaller>;

beforeAll(async () => {
  w = await buildModerationWorld([
    'studentA',
    'studentA2',
    'adminA',
    'adminB',
    'committeeA',
    'instituteA',
    'instituteB',
  ] as const);
  call = moderationCaller(w.t);
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const A = () => w.schoolA.institute.id;
const B = () => w.schoolB.institute.id;
const ids = (content: Post[]) => content.map((post) => post.id);
const statusOf = (postId: string) => postPath(COMMUNITY_PATHS.pendingPostStatus, postId);
const pending = (who: keyof typeof w.as, query = '') =>
  call('GET', `${COMMUNITY_PATHS.pendingPosts}${query}`, w.as[who]);
const act = (who: keyof typeof w.as, postId: string, action: string) =>
  call('POST', statusOf(postId), w.as[who], { action });

const actorOf = (user: UserRow): Actor => ({
  id: user.id,
  type: user.type,
  userType: user.userType,
  role: roleOf(user),
  instituteId: user.instituteId,
  customUrl: user.customUrl,
  familyId: 'test',
});

/** Whether the viewer's feeds may show the post (the kernel's visibility rule as SQL). */
async function visibleTo(viewer: UserRow | null, postId: string): Promise<boolean> {
  const rows = await w.t.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePostsWhere(viewer ? actorOf(viewer) : null)));
  return rows.length === 1;
}

async function rowOf(postId: string) {
  const [row] = await w.t.db.select().from(posts).where(eq(posts.id, postId));
  return row;
}

const historyOf = (postId: string) =>
  w.t.db.select().from(postHistory).where(eq(postHistory.postId, postId)).orderBy(asc(postHistory.createdAt));

async function setGlobalVisibility(enabled: boolean) {
  const response = await call('PUT', COMMUNITY_PATHS.globalVisibility, w.as.instituteA, { enabled });
  expect(response.status).toBe(200);
}

describe('who may use the approval queue', () => {
  it('needs a signed-in moderator of the school', async () => {
    expect((await call('GET', COMMUNITY_PATHS.pendingPosts)).status).toBe(401);
    expect((await pending('studentA')).status).toBe(403);
    for (const moderator of ['instituteA', 'adminA', 'committeeA'] as const) {
      expect((await pending(moderator)).status).toBe(200);
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const post = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A() });
    expect((await pending('adminA', '?status=REJECTED')).status).toBe(400);
    expect((await pending('adminA', '?postType=GIFS')).status).toBe(400);
    expect((await act('adminA', post.id, 'APPROVE')).status).toBe(400);
    expect((await act('adminA', 'not-a-uuid', 'ANYONE')).status).toBe(400);
    const extra = await call('POST', statusOf(post.id), w.as.adminA, { action: 'ANYONE', visibility: 'GLOBAL' });
    expect(extra.status).toBe(400);
    expect((await rowOf(post.id))?.requestStatus).toBe('PENDING');
  });

  it('lets a committee member act, refuses a student (403) and hides the post from another school (404)', async () => {
    const post = await insertPost(w.t.db, { authorId: w.people.studentA2.id, instituteId: A() });
    const student = await act('studentA', post.id, 'ANYONE');
    expect(student.status).toBe(403);
    const otherSchool = await act('adminB', post.id, 'ANYONE');
    expect(otherSchool.status).toBe(404);
    const otherSchoolAccount = await act('instituteB', post.id, 'DELETE');
    expect(otherSchoolAccount.status).toBe(404);
    expect((await rowOf(post.id))?.requestStatus).toBe('PENDING');
    const committee = await act('committeeA', post.id, 'ANYONE');
    expect(committee.status).toBe(200);
    expect(committee.body.post.requestStatus).toBe('PUBLISHED');
    const [entry] = await historyOf(post.id);
    expect(entry?.actorName).toBe(w.people.committeeA.name);
  });

  it("never lists another school's posts", async () => {
    const ours = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A() });
    const theirs = await insertPost(w.t.db, { authorId: w.people.studentB.id, instituteId: B() });
    const forB = await pending('adminB', '?size=100');
    expect(ids(forB.body.content)).toContain(theirs.id);
    expect(ids(forB.body.content)).not.toContain(ours.id);
    const forA = await pending('adminA', '?size=100');
    expect(ids(forA.body.content)).toContain(ours.id);
    expect(ids(forA.body.content)).not.toContain(theirs.id);
  });
});

describe('the OpenAPI document', () => {
  it('lists the moderation paths', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      COMMUNITY_PATHS.pendingPosts,
      COMMUNITY_PATHS.myPendingPosts,
      COMMUNITY_PATHS.pendingPostStatus.replace(':postId', '{postId}'),
      COMMUNITY_PATHS.autoApproval,
      COMMUNITY_PATHS.globalVisibility,
      COMMUNITY_PATHS.visibility.replace(':postId', '{postId}'),
      COMMUNITY_PATHS.featured.replace(':postId', '{postId}'),
      COMMUNITY_PATHS.magazine.replace(':postId', '{postId}'),
    ]) {
      expect(paths).toContain(`/api${path}`);
    }
  });
});

describe('the pending list', () => {
  it('shows one post-type tab (PHOTOS by default) of one state, newest first, paged', async () => {
    const older = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A(), minutesAgo: 5 });
    const newer = await insertPost(w.t.db, { authorId: w.people.studentA2.id, instituteId: A(), minutesAgo: 1 });
    const video = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A(), postType: 'VIDEOS' });
    const published = await insertPost(w.t.db, {
      authorId: w.people.studentA.id,
      instituteId: A(),
      requestStatus: 'PUBLISHED',
    });
    const photos = await pending('adminA', '?size=100');
    const listed = ids(photos.body.content);
    expect(listed.indexOf(newer.id)).toBeLessThan(listed.indexOf(older.id));
    expect(listed).not.toContain(video.id);
    expect(listed).not.toContain(published.id);
    expect(photos.body.content.every((post: Post) => post.requestStatus === 'PENDING')).toBe(true);
    const shown = photos.body.content.find((post: Post) => post.id === newer.id);
    expect(shown.postVisibility).toBe('SELF');
    expect(shown.author.id).toBe(w.people.studentA2.id);

    const videos = await pending('adminA', '?postType=VIDEOS');
    expect(ids(videos.body.content)).toEqual([video.id]);

    const first = await pending('adminA', '?size=1&page=0');
    expect(first.body.content).toHaveLength(1);
    expect(first.body.totalElements).toBe(photos.body.totalElements);
    expect(first.body.last).toBe(photos.body.totalElements <= 1);
    expect(first.body.content[0].id).toBe(listed[0]);
  });

  it('counts a post waiting longer than the expiry age as EXPIRED, and refuses to act on it', async () => {
    const stale = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A(), daysAgo: 15 });
    const fresh = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A(), daysAgo: 13 });
    const waiting = ids((await pending('adminA', '?size=100')).body.content);
    expect(waiting).toContain(fresh.id);
    expect(waiting).not.toContain(stale.id);
    const expired = await pending('adminA', '?status=EXPIRED&size=100');
    expect(ids(expired.body.content)).toEqual([stale.id]);
    expect(expired.body.content[0].requestStatus).toBe('EXPIRED');
    const refused = await act('adminA', stale.id, 'ANYONE');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(MODERATION_MESSAGES.expired);
    expect((await rowOf(stale.id))?.visibility).toBe('SELF');
  });

  it('gives an edited or appealed post its full waiting time again', async () => {
    const old = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A(), daysAgo: 20 });
    // What an edit or an appeal does to a post that goes back to the queue.
    await w.t.db.update(posts).set({ requestStatus: 'PENDING', updatedAt: new Date() }).where(eq(posts.id, old.id));
    expect(ids((await pending('adminA', '?size=100')).body.content)).toContain(old.id);
    expect((await act('adminA', old.id, 'ANYONE')).status).toBe(200);
  });
});

describe('acting on a waiting post', () => {
  it('ANYONE with global visibility off publishes inside the school only', async () => {
    await setGlobalVisibility(false);
    const post = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A() });
    expect(await visibleTo(w.people.studentA2, post.id)).toBe(false);
    const response = await act('adminA', post.id, 'ANYONE');
    expect(response.status).toBe(200);
    expect(response.json.message).toBe(MODERATION_MESSAGES.approved);
    expect(response.body.post).toMatchObject({
      requestStatus: 'PUBLISHED',
      postVisibility: 'INSTITUTE',
      globalvisibility: false,
      historyExists: true,
    });
    const row = await rowOf(post.id);
    expect(row?.publishedAt).not.toBeNull();
    expect(await visibleTo(w.people.studentA2, post.id)).toBe(true);
    expect(await visibleTo(w.people.studentB, post.id)).toBe(false);
    expect(await visibleTo(null, post.id)).toBe(false);
    expect(ids((await pending('adminA', '?size=100')).body.content)).not.toContain(post.id);

    const history = await historyOf(post.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'post.approved',
      actorId: w.people.adminA.id,
      actorName: w.people.adminA.name,
      before: { requestStatus: 'PENDING', visibility: 'SELF' },
      after: { requestStatus: 'PUBLISHED', visibility: 'INSTITUTE' },
    });
  });

  it('ANYONE with global visibility on publishes to every community, anonymous visitors included', async () => {
    await setGlobalVisibility(true);
    try {
      const post = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A() });
      const response = await act('instituteA', post.id, 'ANYONE');
      expect(response.status).toBe(200);
      expect(response.body.post).toMatchObject({
        postVisibility: 'GLOBAL',
        globalvisibility: true,
        canChangeVisibility: true,
      });
      expect(await visibleTo(null, post.id)).toBe(true);
      expect(await visibleTo(w.people.studentB, post.id)).toBe(true);
      const [entry] = await historyOf(post.id);
      expect(entry?.after).toEqual({ requestStatus: 'PUBLISHED', visibility: 'GLOBAL' });
    } finally {
      await setGlobalVisibility(false);
    }
  });

  it('ANYONE keeps a post asked for inside the school there, even with global visibility on', async () => {
    await setGlobalVisibility(true);
    try {
      const post = await insertPost(w.t.db, {
        authorId: w.people.studentA.id,
        instituteId: A(),
        requestedVisibility: 'INSTITUTE',
      });
      const response = await act('adminA', post.id, 'ANYONE');
      expect(response.body.post.postVisibility).toBe('INSTITUTE');
      expect(await visibleTo(null, post.id)).toBe(false);
    } finally {
      await setGlobalVisibility(false);
    }
  });

  it('BLOCKED declines, tells the author kindly and moves the post from PENDING to DECLINED', async () => {
    const author = w.people.studentA2;
    const post = await insertPost(w.t.db, {
      authorId: author.id,
      instituteId: A(),
      description: 'A drawing of our school cat wearing a tiny crown',
    });
    const response = await act('adminA', post.id, 'BLOCKED');
    expect(response.status).toBe(200);
    expect(response.json.message).toBe(MODERATION_MESSAGES.declined);
    expect(response.body.post).toMatchObject({ requestStatus: 'DECLINED', postVisibility: 'SELF' });

    const mail = (await w.t.outbox.list()).find((entry) => entry.to === author.email);
    expect(mail?.subject).toBe('About your community post');
    expect(mail?.text).toContain('did not meet the community guidelines');
    expect(mail?.text).toContain('school cat wearing a tiny crown');
    expect(mail?.text).toContain('Maple Grove School');

    expect(ids((await pending('adminA', '?size=100')).body.content)).not.toContain(post.id);
    const declined = await pending('adminA', '?status=DECLINED&size=100');
    const shown = declined.body.content.find((entry: Post) => entry.id === post.id);
    expect(shown?.requestStatus).toBe('DECLINED');
    expect(await visibleTo(w.people.studentA, post.id)).toBe(false);

    const [entry] = await historyOf(post.id);
    expect(entry).toMatchObject({
      action: 'post.declined',
      before: { requestStatus: 'PENDING', visibility: 'SELF' },
      after: { requestStatus: 'DECLINED', visibility: 'SELF' },
    });
  });

  it('DELETE removes the post, its attachments and files, and the audit log keeps the deletion', async () => {
    const post = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A() });
    const keys = await attachImage(w.t.db, w.storage, post.id, w.people.studentA.id);
    for (const key of keys) expect(await w.storage.info(key)).not.toBeNull();
    const response = await act('committeeA', post.id, 'DELETE');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ postId: post.id, action: 'DELETE', post: null });
    expect(await rowOf(post.id)).toBeUndefined();
    expect(await w.t.db.select().from(postAttachments).where(eq(postAttachments.postId, post.id))).toHaveLength(0);
    for (const key of keys) expect(await w.storage.info(key)).toBeNull();
    const [audit] = await w.t.db.select().from(auditEvents).where(eq(auditEvents.entityId, post.id));
    expect(audit).toMatchObject({
      instituteId: A(),
      actorId: w.people.committeeA.id,
      action: 'post.deleted',
      entityType: 'community-post',
    });
    expect(audit?.data).toMatchObject({ before: { requestStatus: 'PENDING', visibility: 'SELF' }, after: null });
    expect((await act('committeeA', post.id, 'ANYONE')).status).toBe(404);
  });

  it('acts once: a second action on a reviewed post is refused with 409', async () => {
    const post = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A() });
    expect((await act('adminA', post.id, 'ANYONE')).status).toBe(200);
    for (const action of ['ANYONE', 'BLOCKED', 'DELETE']) {
      const again = await act('instituteA', post.id, action);
      expect(again.status).toBe(409);
      expect(again.json.message).toBe(MODERATION_MESSAGES.alreadyReviewed);
    }
    expect(await rowOf(post.id)).toMatchObject({ requestStatus: 'PUBLISHED', visibility: 'INSTITUTE' });
    expect(await historyOf(post.id)).toHaveLength(1);
  });

  it('two moderators acting at once: exactly one wins, the other gets 409', async () => {
    for (let round = 0; round < 3; round++) {
      const post = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A() });
      const [approve, decline] = await Promise.all([
        act('adminA', post.id, 'ANYONE'),
        act('committeeA', post.id, 'BLOCKED'),
      ]);
      const statuses = [approve.status, decline.status].sort();
      expect(statuses).toEqual([200, 409]);
      const row = await rowOf(post.id);
      expect(row?.requestStatus).toBe(approve.status === 200 ? 'PUBLISHED' : 'DECLINED');
      const history = await historyOf(post.id);
      expect(history).toHaveLength(1);
      expect(history[0]?.action).toBe(approve.status === 200 ? 'post.approved' : 'post.declined');
    }
  });

  it('approve racing delete: one wins, and a deleted post is gone', async () => {
    const post = await insertPost(w.t.db, { authorId: w.people.studentA.id, instituteId: A() });
    const [approve, remove] = await Promise.all([
      act('adminA', post.id, 'ANYONE'),
      act('instituteA', post.id, 'DELETE'),
    ]);
    expect([approve.status, remove.status].filter((status) => status === 200)).toHaveLength(1);
    const loser = approve.status === 200 ? remove : approve;
    expect([404, 409]).toContain(loser.status);
    expect(await rowOf(post.id)).toEqual(remove.status === 200 ? undefined : expect.anything());
  });
});

describe("a member's own waiting posts", () => {
  it('lists the caller’s pending, declined and expired posts only', async () => {
    const author = w.people.studentA;
    const waiting = await insertPost(w.t.db, { authorId: author.id, instituteId: A(), postType: 'TEXT' });
    const declined = await insertPost(w.t.db, {
      authorId: author.id,
      instituteId: A(),
      postType: 'TEXT',
      requestStatus: 'DECLINED',
    });
    const stale = await insertPost(w.t.db, { authorId: author.id, instituteId: A(), postType: 'TEXT', daysAgo: 20 });
    const published = await insertPost(w.t.db, {
      authorId: author.id,
      instituteId: A(),
      postType: 'TEXT',
      requestStatus: 'PUBLISHED',
    });
    const someoneElse = await insertPost(w.t.db, {
      authorId: w.people.studentA2.id,
      instituteId: A(),
      postType: 'TEXT',
    });

    const mine = await call('GET', `${COMMUNITY_PATHS.myPendingPosts}?postType=TEXT&size=100`, w.as.studentA);
    expect(mine.status).toBe(200);
    const byId = new Map(mine.body.content.map((post: Post) => [post.id, post.requestStatus]));
    expect(byId.get(waiting.id)).toBe('PENDING');
    expect(byId.get(declined.id)).toBe('DECLINED');
    expect(byId.get(stale.id)).toBe('EXPIRED');
    expect(byId.has(published.id)).toBe(false);
    expect(byId.has(someoneElse.id)).toBe(false);

    const onlyExpired = await call('GET', `${COMMUNITY_PATHS.myPendingPosts}?status=EXPIRED&size=100`, w.as.studentA);
    expect(ids(onlyExpired.body.content)).toContain(stale.id);
    expect(ids(onlyExpired.body.content)).not.toContain(waiting.id);

    expect((await call('GET', COMMUNITY_PATHS.myPendingPosts)).status).toBe(401);
    expect((await call('GET', `${COMMUNITY_PATHS.myPendingPosts}?status=NOPE`, w.as.studentA)).status).toBe(400);
  });
});
