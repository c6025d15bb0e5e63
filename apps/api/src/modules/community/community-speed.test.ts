/**
 * The speed work must not cost correctness: what the merged statements and the bus-dropped caches answer is
 * seen at once by the member who changed it and, through the bus, by every other process.
 */
import { COMMUNITY_PATHS, type Post } from '@noticeboard/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalCommitteeMembers,
  communitySettings,
  postComments,
  postingRestrictions,
  postLikes,
  posts,
} from '../../db/schema';
import { InvalidationBus } from '../../lib/invalidation-bus';
import { buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { emitPostChanged } from './community-events';
import { FeedService } from './feed.service';
import { buildReportsWorld, insertPost, pathOf, type ReportsWorld, reportsCaller } from './reports/reports-test-kit';

let w: ReportsWorld;
let call: ReturnType<typeof reportsCaller>;
const ids = (page: { content: Post[] }) => page.content.map((post) => post.id);
/** Written straight to the table, so announced on the bus as the post services do. */
const publicPost = async (w: ReportsWorld, description: string, publishedAt = new Date()) => {
  const post = await insertPost(w.t.db, {
    publishedAt,
    authorId: w.people.author.id,
    instituteId: w.schoolA.institute.id,
    visibility: 'GLOBAL',
    requestedVisibility: 'GLOBAL',
    audience: 'EVERYONE',
    descriptionHtml: `<p>${description}</p>`,
    descriptionText: description,
  });
  emitPostChanged(w.t.bus, post.id);
  return post;
};
const publicFeed = async () => (await call('GET', `${COMMUNITY_PATHS.publicNewsfeed}?size=50`)).body;
const feedOf = async (who: SignedIn) => (await call('GET', `${COMMUNITY_PATHS.newsfeed}?size=50`, who)).body;

beforeAll(async () => {
  w = await buildReportsWorld();
  call = reportsCaller(w.t);
}, 600_000);

afterAll(async () => {
  await w?.t.close();
});

describe('cached public pages follow moderation at once', () => {
  it('drops a post removed after a report from the public feed and the featured list', async () => {
    const post = await publicPost(w, 'Our choir sang at the town hall.');
    await w.t.db.update(posts).set({ featured: true }).where(eq(posts.id, post.id));
    const before = await publicFeed();
    expect(ids(before)).toContain(post.id);
    expect(ids((await call('GET', COMMUNITY_PATHS.featuredPosts)).body)).toContain(post.id);

    const filed = await call('POST', pathOf(COMMUNITY_PATHS.report, { postId: post.id }), w.as.reporter, {
      reason: 'SPAM',
    });
    expect(filed.status).toBe(201);
    const removed = await call(
      'POST',
      pathOf(COMMUNITY_PATHS.reportedPostAction, { reportId: filed.body.id, action: 'remove' }),
      w.as.instituteA,
    );
    expect(removed.status).toBe(200);

    const after = await publicFeed();
    expect(ids(after)).not.toContain(post.id);
    expect(after.totalElements).toBe(before.totalElements - 1);
    expect(ids((await call('GET', COMMUNITY_PATHS.featuredPosts)).body)).not.toContain(post.id);
  });

  it('shows an approved post in the public feed at once', async () => {
    await w.t.db
      .insert(communitySettings)
      .values({ instituteId: w.schoolA.institute.id, globalVisibility: true })
      .onConflictDoUpdate({ target: communitySettings.instituteId, set: { globalVisibility: true } });
    const pending = await insertPost(w.t.db, {
      authorId: w.people.author.id,
      instituteId: w.schoolA.institute.id,
      visibility: 'SELF',
      requestedVisibility: 'GLOBAL',
      audience: 'EVERYONE',
      requestStatus: 'PENDING',
      publishedAt: null,
    });
    expect(ids(await publicFeed())).not.toContain(pending.id);
    const approved = await call(
      'POST',
      pathOf(COMMUNITY_PATHS.pendingPostStatus, { postId: pending.id }),
      w.as.instituteA,
      { action: 'ANYONE' },
    );
    expect(approved.status).toBe(200);
    expect(ids(await publicFeed())).toContain(pending.id);
  });

  it('drops the pages of every process sharing the bus', async () => {
    const bus = new InvalidationBus();
    const [here, there] = [new FeedService(w.t.db, bus), new FeedService(w.t.db, bus)];
    const query = { page: 0, size: 50, feedKind: 'community' } as const;
    const post = await publicPost(w, 'Grade 4 built a bird feeder.');
    expect(ids(await here.publicNewsfeed(query))).toContain(post.id);
    expect(ids(await there.publicNewsfeed(query))).toContain(post.id);

    expect((await there.bySlug(null, post.slug)).id).toBe(post.id);

    await w.t.db.delete(posts).where(eq(posts.id, post.id));
    // Cached: the other process still serves the page until the bus says otherwise.
    expect(ids(await there.publicNewsfeed(query))).toContain(post.id);
    expect((await there.bySlug(null, post.slug)).id).toBe(post.id);
    here.forget(post.id);
    expect(ids(await here.publicNewsfeed(query))).not.toContain(post.id);
    expect(ids(await there.publicNewsfeed(query))).not.toContain(post.id);
    await expect(there.bySlug(null, post.slug)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("the viewer's own state, read in the page's statement", () => {
  it('hides a post from the member who reported it at once (and from the total), not from others', async () => {
    const post = await insertPost(w.t.db, { authorId: w.people.author.id, instituteId: w.schoolA.institute.id });
    emitPostChanged(w.t.bus, post.id);
    const before = await feedOf(w.as.reporter2);
    expect(ids(before)).toContain(post.id);
    const filed = await call('POST', pathOf(COMMUNITY_PATHS.report, { postId: post.id }), w.as.reporter2, {
      reason: 'INAPPROPRIATE',
    });
    expect(filed.status).toBe(201);
    const after = await feedOf(w.as.reporter2);
    expect(ids(after)).not.toContain(post.id);
    expect(after.totalElements).toBe(before.totalElements - 1);
    expect(ids(await feedOf(w.as.reporter))).toContain(post.id);
  });

  it('pages exactly when more of the newest posts were reported than the shared rows allow for', async () => {
    const fresh = [];
    // A second apart: the expected order must not hang on ties broken by id.
    const start = Date.now();
    for (let n = 0; n < 25; n++) {
      fresh.push(await publicPost(w, `Garden diary, day ${n + 1}`, new Date(start + n * 1000)));
    }
    const newestFirst = [...fresh].reverse();
    const reported = newestFirst.slice(0, 12);
    for (const post of reported) {
      const filed = await call('POST', pathOf(COMMUNITY_PATHS.report, { postId: post.id }), w.as.studentB, {
        reason: 'SPAM',
      });
      expect(filed.status).toBe(201);
    }
    const page = (await call('GET', `${COMMUNITY_PATHS.newsfeed}?size=10`, w.as.studentB)).body;
    // 20 candidates, 12 of them reported: too few left for a page of 10, so the exact path answers.
    expect(ids(page)).toEqual(newestFirst.slice(12, 22).map((post) => post.id));
    expect(ids(page).some((id: string) => reported.some((post) => post.id === id))).toBe(false);
    const other = (await call('GET', `${COMMUNITY_PATHS.newsfeed}?size=10`, w.as.reporter)).body;
    expect(ids(other).slice(0, 10)).toEqual(newestFirst.slice(0, 10).map((post) => post.id));
  });

  it("reflects the school turning global visibility off on its moderators' posts at once", async () => {
    const post = await insertPost(w.t.db, {
      authorId: w.people.adminA.id,
      instituteId: w.schoolA.institute.id,
      visibility: 'INSTITUTE',
    });
    const details = async () =>
      (await call('GET', `${COMMUNITY_PATHS.postBySlug}?slug=${post.slug}`, w.as.adminA)).body as Post;
    const turn = (enabled: boolean) =>
      w.t.app.inject({
        method: 'PUT',
        url: `/api${COMMUNITY_PATHS.globalVisibility}`,
        headers: { cookie: w.as.instituteA.cookie },
        payload: { enabled },
      });
    expect((await turn(true)).statusCode).toBe(200);
    expect((await details()).canChangeVisibility).toBe(true);
    expect((await turn(false)).statusCode).toBe(200);
    expect((await details()).canChangeVisibility).toBe(false);
    const inFeed = (await feedOf(w.as.adminA)).content.find((item: Post) => item.id === post.id);
    expect(inFeed?.canChangeVisibility).toBe(false);
    expect((await details()).canDelete).toBe(true);
  });
});

describe('statements built once (prepared-once.ts) answer each viewer with their own values', () => {
  it('gives each viewer their own like, committee seat and access on the same statements', async () => {
    const pending = await insertPost(w.t.db, {
      authorId: w.people.author.id,
      instituteId: w.schoolA.institute.id,
      visibility: 'SELF',
      requestStatus: 'PENDING',
      publishedAt: null,
    });
    const shared = await publicPost(w, 'The library has new shelves.');
    const details = (slug: string, who: SignedIn) => call('GET', `${COMMUNITY_PATHS.postBySlug}?slug=${slug}`, who);
    const like = (who: SignedIn) =>
      call('POST', pathOf(COMMUNITY_PATHS.like, { postId: shared.id }), who, { liked: true });
    expect((await like(w.as.reporter)).status).toBe(200);
    // The same statements, one viewer after another: each sees their own like.
    for (const [who, liked] of [
      [w.as.reporter, true],
      [w.as.reporter2, false],
      [w.as.studentB, false],
      [w.as.reporter, true],
    ] as const) {
      expect((await details(shared.slug, who)).body).toMatchObject({ liked, likesCount: 1 });
      const inFeed = (await feedOf(who)).content.find((item: Post) => item.id === shared.id);
      expect(inFeed).toMatchObject({ liked, likesCount: 1 });
    }
    // A committee seat is the viewer's own: reporter2 sits on it, reporter does not, studentB is of another school.
    await w.t.db
      .insert(approvalCommitteeMembers)
      .values({ instituteId: w.schoolA.institute.id, userId: w.people.reporter2.id });
    try {
      expect((await details(pending.slug, w.as.reporter2)).body).toMatchObject({ canDelete: true, canEdit: false });
      expect((await details(pending.slug, w.as.reporter)).status).toBe(404);
      expect((await details(pending.slug, w.as.studentB)).status).toBe(404);
      const comment = (who: SignedIn) =>
        call('POST', pathOf(COMMUNITY_PATHS.comments, { postId: pending.id }), who, { text: 'Looks fine to me' });
      // The committee member sees the post (their refusal is their own: no parent's consent yet), the others do not.
      expect((await comment(w.as.reporter2)).json.code).toBe('CONSENT_REQUIRED');
      expect((await comment(w.as.adminA)).body).toMatchObject({ canDelete: true });
      expect((await comment(w.as.reporter)).status).toBe(404);
      expect((await comment(w.as.studentB)).status).toBe(404);
    } finally {
      await w.t.db.delete(approvalCommitteeMembers).where(eq(approvalCommitteeMembers.userId, w.people.reporter2.id));
    }
  });
});

describe("a post's page, its row shared like the feeds'", () => {
  it('shows live counts and likes, an edit and a removal at once', async () => {
    const post = await publicPost(w, 'Sports day is on Friday.');
    const details = async (who: SignedIn) => call('GET', `${COMMUNITY_PATHS.postBySlug}?slug=${post.slug}`, who);
    expect((await details(w.as.reporter)).body).toMatchObject({ likesCount: 0, liked: false, commentCount: 0 });
    expect(
      (await call('POST', pathOf(COMMUNITY_PATHS.like, { postId: post.id }), w.as.reporter2, { liked: true })).status,
    ).toBe(200);
    expect(
      (await call('POST', pathOf(COMMUNITY_PATHS.comments, { postId: post.id }), w.as.adminA, { text: 'Yes!' })).status,
    ).toBe(201);
    expect((await details(w.as.reporter)).body).toMatchObject({ likesCount: 1, liked: false, commentCount: 1 });
    expect((await details(w.as.reporter2)).body).toMatchObject({ likesCount: 1, liked: true });

    const filed = await call('POST', pathOf(COMMUNITY_PATHS.report, { postId: post.id }), w.as.reporter, {
      reason: 'SPAM',
    });
    const removed = await call(
      'POST',
      pathOf(COMMUNITY_PATHS.reportedPostAction, { reportId: filed.body.id, action: 'remove' }),
      w.as.instituteA,
    );
    expect(removed.status).toBe(200);
    expect((await details(w.as.reporter2)).status).toBe(404);
    expect((await details(w.as.author)).status).toBe(200);

    // An edit (the school's admin publishes at once) shows on the page at once.
    const own = await insertPost(w.t.db, {
      authorId: w.people.adminA.id,
      instituteId: w.schoolA.institute.id,
      visibility: 'INSTITUTE',
    });
    emitPostChanged(w.t.bus, own.id);
    const page = async () =>
      (await call('GET', `${COMMUNITY_PATHS.postBySlug}?slug=${own.slug}`, w.as.reporter)).body.description;
    expect(await page()).toContain('sunflowers');
    const edited = await call('PATCH', pathOf(COMMUNITY_PATHS.post, { postId: own.id }), w.as.adminA, {
      description: '<p>Sports day moves to Saturday.</p>',
      category: 'events',
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await page()).toContain('Saturday');
  });
});

describe("the signed-in feed's rows, presented once for the school's members", () => {
  it("keeps each viewer's own flags: the author's, a moderator's and everyone else's", async () => {
    const post = await insertPost(w.t.db, { authorId: w.people.author.id, instituteId: w.schoolA.institute.id });
    emitPostChanged(w.t.bus, post.id);
    const flagsOf = async (who: SignedIn) => {
      const item = (await feedOf(who)).content.find((entry: Post) => entry.id === post.id);
      return item && { canEdit: item.canEdit, canDelete: item.canDelete, name: item.author.name };
    };
    const name = w.people.author.name;
    await w.t.db
      .insert(approvalCommitteeMembers)
      .values({ instituteId: w.schoolA.institute.id, userId: w.people.reporter2.id });
    try {
      // In turns, twice: whoever reads first, the others keep their own flags.
      for (let round = 0; round < 2; round++) {
        expect(await flagsOf(w.as.reporter)).toEqual({ canEdit: false, canDelete: false, name });
        expect(await flagsOf(w.as.author)).toEqual({ canEdit: true, canDelete: true, name });
        expect(await flagsOf(w.as.reporter2)).toEqual({ canEdit: false, canDelete: true, name });
        expect(await flagsOf(w.as.adminA)).toEqual({ canEdit: false, canDelete: true, name });
        expect(await flagsOf(w.as.studentB)).toBeUndefined();
      }
    } finally {
      await w.t.db.delete(approvalCommitteeMembers).where(eq(approvalCommitteeMembers.userId, w.people.reporter2.id));
    }
  });
});

describe('likes and comments written with their counts in one statement', () => {
  it('keeps the like count exact under concurrent likes, repeats and unlikes', async () => {
    const post = await publicPost(w, 'Our science fair had 40 projects.');
    const likers = [w.as.author, w.as.reporter, w.as.reporter2, w.as.studentB, w.as.adminA];
    const like = (who: SignedIn, liked: boolean) =>
      call('POST', pathOf(COMMUNITY_PATHS.like, { postId: post.id }), who, { liked });
    const likes = await Promise.all(likers.flatMap((who) => [like(who, true), like(who, true), like(who, true)]));
    expect(likes.every((response) => response.status === 200 && response.body.liked)).toBe(true);
    const stored = async () => {
      const [row] = await w.t.db.select({ likes: posts.likesCount }).from(posts).where(eq(posts.id, post.id));
      const [rows] = await w.t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(postLikes)
        .where(eq(postLikes.postId, post.id));
      return { count: row?.likes, rows: rows?.n };
    };
    expect(await stored()).toEqual({ count: 5, rows: 5 });
    const [details] = (await feedOf(w.as.reporter)).content.filter((item: Post) => item.id === post.id);
    expect(details).toMatchObject({ likesCount: 5, liked: true });

    await Promise.all(likers.slice(0, 3).flatMap((who) => [like(who, false), like(who, false)]));
    expect(await stored()).toEqual({ count: 2, rows: 2 });
    expect((await like(w.as.reporter, false)).body.likesCount).toBe(2);
  });

  it('comments with the count moved and the author shown; 404 for a post you cannot see, 403 when restricted', async () => {
    const post = await insertPost(w.t.db, { authorId: w.people.author.id, instituteId: w.schoolA.institute.id });
    const comment = (who: SignedIn, text: string) =>
      call('POST', pathOf(COMMUNITY_PATHS.comments, { postId: post.id }), who, { text });
    const written = await Promise.all([
      comment(w.as.adminA, ' Well done, everyone! '),
      comment(w.as.instituteA, 'Thanks!'),
    ]);
    expect(written.map((response) => response.status)).toEqual([201, 201]);
    expect(written[0]?.body).toMatchObject({
      text: 'Well done, everyone!',
      postId: post.id,
      canEdit: true,
      canDelete: true,
      author: { id: w.people.adminA.id, institute: { id: w.schoolA.institute.id } },
    });
    const [row] = await w.t.db.select({ n: posts.commentCount }).from(posts).where(eq(posts.id, post.id));
    const live = await w.t.db.select().from(postComments).where(eq(postComments.postId, post.id));
    expect(row?.n).toBe(2);
    expect(live).toHaveLength(2);

    // Another school's post looks like no post, even to a member who may not comment.
    expect((await comment(w.as.studentB, 'Hello')).status).toBe(404);
    const restricted = await buildMember(w.t.db, w.schoolA.institute.id, 'ADMIN');
    await w.t.db
      .insert(postingRestrictions)
      .values({ userId: restricted.id, until: new Date(Date.now() + 86_400_000), reason: 'Repeated reports' });
    const restrictedIn = await signIn(w.t.app, 'faculty', restricted.email);
    const refused = await comment(restrictedIn, 'Hello');
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('POSTING_RESTRICTED');
  });
});
