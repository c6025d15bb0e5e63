/**
 * The tabs' counts (issue 17 §4): the approval queue per state and post type, the reported-posts review per
 * status, and the community feed per post type. Each count must be what opening the tab lists — for the same
 * caller, never another school's posts, never what the caller may not see.
 */
import {
  ALL_POST_TYPES,
  COMMUNITY_PATHS,
  PENDING_FILTERS,
  POST_TYPE_TABS,
  type PostAudience,
  type PostReportStatus,
  type PostTypeCounts,
} from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitySettings, postReports, posts } from '../../db/schema';
import {
  buildModerationWorld,
  insertPost,
  type ModerationWorld,
  moderationCaller,
  type PostInput,
  postPath,
  WORLD_TIMEOUT_MS,
} from './approval-test-kit';
import { emitPostChanged } from './community-events';

type Who = 'studentA' | 'studentB' | 'adminA' | 'committeeA' | 'facultyA' | 'instituteA' | 'instituteB';
let w: ModerationWorld<Who>;
let call: ReturnType<typeof moderationCaller>;

const A = () => w.schoolA.institute.id;
const B = () => w.schoolB.institute.id;
const as = (who: Who) => w.as[who];

/** A published post with an audience (the kit's posts are for everyone). */
async function published(input: PostInput & { audience?: PostAudience }) {
  const row = await insertPost(w.t.db, { requestStatus: 'PUBLISHED', ...input });
  if (input.audience) await w.t.db.update(posts).set({ audience: input.audience }).where(eq(posts.id, row.id));
  return row;
}

const reportedAt = async (postId: string, reporterId: string, instituteId: string, status: PostReportStatus = 'OPEN') =>
  w.t.db.insert(postReports).values({ postId, reporterId, instituteId, reason: 'SPAM', status });

beforeAll(async () => {
  w = await buildModerationWorld([
    'studentA',
    'studentB',
    'adminA',
    'committeeA',
    'facultyA',
    'instituteA',
    'instituteB',
  ] as const);
  call = moderationCaller(w.t);
  const { studentA, studentA2, studentB, adminA, adminB, facultyA } = w.people;
  await w.t.db.insert(communitySettings).values({ instituteId: A(), globalVisibility: true });

  // School A's queue: 2 text and 1 photo waiting, 1 video declined, 1 text expired (15 days), 1 removed (never counted).
  await insertPost(w.t.db, { authorId: studentA.id, instituteId: A(), postType: 'TEXT', minutesAgo: 3 });
  await insertPost(w.t.db, { authorId: studentA2.id, instituteId: A(), postType: 'TEXT', minutesAgo: 2 });
  await insertPost(w.t.db, { authorId: studentA.id, instituteId: A(), postType: 'PHOTOS', minutesAgo: 1 });
  await insertPost(w.t.db, { authorId: studentA.id, instituteId: A(), postType: 'VIDEOS', requestStatus: 'DECLINED' });
  await insertPost(w.t.db, { authorId: studentA2.id, instituteId: A(), postType: 'TEXT', daysAgo: 15 });
  const removed = await insertPost(w.t.db, { authorId: studentA.id, instituteId: A(), postType: 'TEXT' });
  await w.t.db.update(posts).set({ removedAt: new Date() }).where(eq(posts.id, removed.id));
  // School B's queue: 4 documents waiting (must never show in A's numbers).
  for (let i = 0; i < 4; i += 1) {
    await insertPost(w.t.db, { authorId: studentB.id, instituteId: B(), postType: 'DOCUMENTS', minutesAgo: i });
  }

  // Published posts. Public: A's photo, B's text. Inside A: a photo for everyone in A, a text for faculty only.
  // Inside B: two videos. The reported post is A's public photo.
  const publicA = await published({
    authorId: adminA.id,
    instituteId: A(),
    postType: 'PHOTOS',
    visibility: 'GLOBAL',
    minutesAgo: 10,
  });
  const publicB = await published({
    authorId: studentB.id,
    instituteId: B(),
    postType: 'TEXT',
    visibility: 'GLOBAL',
    minutesAgo: 11,
  });
  await published({ authorId: adminA.id, instituteId: A(), postType: 'PHOTOS', minutesAgo: 12 });
  await published({ authorId: adminA.id, instituteId: A(), postType: 'TEXT', audience: 'FACULTIES', minutesAgo: 13 });
  for (let i = 0; i < 2; i += 1) {
    await published({ authorId: studentB.id, instituteId: B(), postType: 'VIDEOS', minutesAgo: 14 + i });
  }

  // Reports: A has 2 open and 1 ignored; B has 1 open (on B's public text).
  await reportedAt(publicA.id, studentA.id, A());
  await reportedAt(publicA.id, facultyA.id, A());
  await reportedAt(publicA.id, studentA2.id, A(), 'IGNORED');
  await reportedAt(publicB.id, adminB.id, B());
  emitPostChanged(w.t.bus, '*');
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const counts = (kind: 'pending' | 'reported' | 'feed', who?: Who, query = '') => {
  const path = {
    pending: COMMUNITY_PATHS.pendingPostCounts,
    reported: COMMUNITY_PATHS.reportedPostCounts,
    feed: COMMUNITY_PATHS.newsfeedCounts,
  }[kind];
  return call('GET', `${path}${query}`, who ? as(who) : undefined);
};
const types = (ALL: number, PHOTOS: number, VIDEOS: number, DOCUMENTS: number, TEXT: number): PostTypeCounts => ({
  ALL,
  PHOTOS,
  VIDEOS,
  DOCUMENTS,
  TEXT,
});

describe('the approval queue counts', () => {
  it("counts the moderator's own school per state and post type, as the lists filter them", async () => {
    const answer = await counts('pending', 'committeeA');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      PENDING: types(3, 1, 0, 0, 2),
      DECLINED: types(1, 0, 1, 0, 0),
      EXPIRED: types(1, 0, 0, 0, 1),
    });
    // Every tab's number is the total of opening it, All included.
    for (const status of PENDING_FILTERS) {
      for (const postType of POST_TYPE_TABS) {
        const list = await call(
          'GET',
          `${COMMUNITY_PATHS.pendingPosts}?status=${status}&postType=${postType}`,
          as('committeeA'),
        );
        expect(list.status).toBe(200);
        expect(list.body.totalElements, `${status} ${postType}`).toBe(answer.body[status][postType]);
      }
    }
  });

  it('keeps schools apart: B sees only its own queue, A none of B', async () => {
    expect((await counts('pending', 'instituteB')).body.PENDING).toEqual(types(4, 0, 0, 4, 0));
    expect((await counts('pending', 'instituteA')).body.PENDING.DOCUMENTS).toBe(0);
    expect((await counts('pending', 'adminA')).body.PENDING.ALL).toBe(3);
  });

  it('is for moderators only: 401 for visitors, 403 for students and faculty off the committee', async () => {
    expect((await counts('pending')).status).toBe(401);
    expect((await counts('pending', 'studentA')).status).toBe(403);
    expect((await counts('pending', 'facultyA')).status).toBe(403);
  });

  it('lists every post type together under All, newest first, and the counts follow a decision', async () => {
    const all = await call('GET', `${COMMUNITY_PATHS.pendingPosts}?postType=${ALL_POST_TYPES}`, as('adminA'));
    expect(all.body.content.map((post: { postType: string }) => post.postType)).toEqual(['PHOTOS', 'TEXT', 'TEXT']);
    const newest = all.body.content[0].id as string;
    const acted = await call('POST', postPath(COMMUNITY_PATHS.pendingPostStatus, newest), as('adminA'), {
      action: 'BLOCKED',
    });
    expect(acted.status).toBe(200);
    const after = (await counts('pending', 'adminA')).body;
    expect(after.PENDING).toEqual(types(2, 0, 0, 0, 2));
    expect(after.DECLINED).toEqual(types(2, 1, 1, 0, 0));
    // The default tab is still PHOTOS when none is asked for (spec §2).
    const unnamed = await call('GET', COMMUNITY_PATHS.pendingPosts, as('adminA'));
    expect(unnamed.body.totalElements).toBe(0);
    expect((await call('GET', `${COMMUNITY_PATHS.pendingPosts}?postType=EVERY`, as('adminA'))).status).toBe(400);
  });
});

describe('the reported-posts counts', () => {
  it("counts the school's reports per status, never another school's", async () => {
    expect((await counts('reported', 'instituteA')).body).toEqual({ OPEN: 2, IGNORED: 1, REMOVED: 0 });
    expect((await counts('reported', 'committeeA')).body).toEqual({ OPEN: 2, IGNORED: 1, REMOVED: 0 });
    expect((await counts('reported', 'instituteB')).body).toEqual({ OPEN: 1, IGNORED: 0, REMOVED: 0 });
    const list = await call('GET', `${COMMUNITY_PATHS.reportedPosts}?status=IGNORED`, as('instituteA'));
    expect(list.body.totalElements).toBe(1);
  });

  it('is for moderators only', async () => {
    expect((await counts('reported')).status).toBe(401);
    expect((await counts('reported', 'studentA')).status).toBe(403);
    expect((await counts('reported', 'facultyA')).status).toBe(403);
  });
});

describe('the community feed counts', () => {
  /** Each tab's number equals the total of the feed it opens, for this caller. */
  async function matchesFeed(who: Who | undefined, query = '') {
    const answer = await counts('feed', who, query);
    expect(answer.status).toBe(200);
    const path = who ? COMMUNITY_PATHS.newsfeed : COMMUNITY_PATHS.publicNewsfeed;
    const joiner = query ? '&' : '?';
    for (const tab of POST_TYPE_TABS) {
      const typed = tab === ALL_POST_TYPES ? '' : `${joiner}postType=${tab}`;
      const list = await call('GET', `${path}${query}${typed}`, who ? as(who) : undefined);
      expect(list.body.totalElements, `${who ?? 'visitor'} ${tab}`).toBe(answer.body[tab]);
    }
    return answer.body as PostTypeCounts;
  }

  it('gives visitors the public posts only', async () => {
    // A's public photo, B's public text; nothing inside a school, nothing waiting.
    expect(await matchesFeed(undefined)).toEqual(types(2, 1, 0, 0, 1));
  });

  it("counts a student's own school for students only, not faculty-only posts, and no other school's", async () => {
    // Public (2) + A's photo for everyone; the faculty-only text is not a student's; B's videos are B's.
    // The public photo studentA reported has left their feed, and their counts.
    expect(await matchesFeed('studentA')).toEqual(types(2, 1, 0, 0, 1));
    expect(await matchesFeed('facultyA')).toEqual(types(3, 1, 0, 0, 2));
    expect(await matchesFeed('adminA')).toEqual(types(4, 2, 0, 0, 2));
    expect(await matchesFeed('studentB')).toEqual(types(4, 1, 2, 0, 1));
  });

  it("counts a school's own community with customUrl, and answers 404 for an unknown school", async () => {
    const urlA = `?customUrl=${w.schoolA.institute.customUrl}`;
    expect(await matchesFeed('studentB', urlA)).toEqual(types(1, 1, 0, 0, 0));
    expect(await matchesFeed('adminA', urlA)).toEqual(types(3, 2, 0, 0, 1));
    expect((await counts('feed', 'studentA', '?customUrl=no-such-school')).status).toBe(404);
  });

  it('refuses filters it does not know', async () => {
    expect((await counts('feed', undefined, '?feedKind=gossip')).status).toBe(400);
  });
});
