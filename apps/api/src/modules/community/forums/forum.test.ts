import {
  COMMUNITY_MESSAGES,
  COMMUNITY_PATHS,
  FORUM_PATHS,
  type ForumCategory,
  type ForumList,
  type Post,
} from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitySettings, institutes, posts } from '../../../db/schema';
import type { SignedIn } from '../../../test/session';
import {
  aPost,
  buildPostsWorld,
  commentsPath,
  likePath,
  type PostsWorld,
  postsCaller,
  WORLD_TIMEOUT_MS,
} from '../post-test-kit';

const signedIn = ['studentA', 'studentA2', 'studentB', 'adminA', 'instituteA', 'instituteB', 'individual'] as const;
let w: PostsWorld<(typeof signedIn)[number]>;
let call: ReturnType<typeof postsCaller>;
const made: Record<string, Post> = {};

/** Threads of both schools: public and school-only, one waiting for approval, and a community post beside them. */
beforeAll(async () => {
  w = await buildPostsWorld(signedIn);
  call = postsCaller(w.t);
  for (const school of [w.schoolA, w.schoolB]) {
    await w.t.db.insert(communitySettings).values({ instituteId: school.institute.id, globalVisibility: true });
  }
  const create = async (name: string, who: SignedIn, body: Record<string, unknown>, minutesAgo: number) => {
    const thread = { feedKind: 'forum', title: `${name} thread`, description: `<p>${name} text</p>`, ...body };
    const created = await call('POST', COMMUNITY_PATHS.posts, who, aPost(thread));
    if (created.status !== 201) throw new Error(`${name}: ${created.status} ${JSON.stringify(created.json)}`);
    if (created.body.requestStatus === 'PUBLISHED') {
      await w.t.db
        .update(posts)
        .set({ publishedAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(posts.id, created.body.id));
    }
    made[name] = created.body;
  };
  await create('aPublic', w.as.adminA, { category: 'academics', postVisibility: 'GLOBAL' }, 30);
  await create('aSchool', w.as.instituteA, { category: 'academics' }, 20);
  await create('bPublic', w.as.instituteB, { category: 'academics', postVisibility: 'GLOBAL' }, 10);
  await create('bSchool', w.as.instituteB, { category: 'academics' }, 5);
  await create('bSports', w.as.instituteB, { category: 'events' }, 40);
  await create('aWaiting', w.as.studentA, { category: 'fun' }, 0);
  const community = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ category: 'academics' }));
  expect(community.status).toBe(201);
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const forumList = async (query = '', who?: SignedIn): Promise<Record<string, ForumCategory>> => {
  const answer = await call('GET', `${FORUM_PATHS.forumList}${query}`, who);
  expect(answer.status, JSON.stringify(answer.json).slice(0, 200)).toBe(200);
  const list = answer.body as ForumList;
  return Object.fromEntries(list.categories.map((category) => [category.categorySlug, category]));
};

const threads = async (query: string, who: SignedIn) => {
  const answer = await call('GET', `${FORUM_PATHS.memberThreads}${query}`, who);
  expect(answer.status, JSON.stringify(answer.json).slice(0, 200)).toBe(200);
  return answer.body as { content: Post[]; totalElements: number };
};
const titles = (page: { content: Post[] }) => page.content.map((post) => post.title);

describe('forum list', () => {
  it('lists the 13 categories and counts only the threads the caller may see', async () => {
    const anonymous = await forumList();
    expect(Object.keys(anonymous)).toHaveLength(13);
    expect(anonymous.academics).toMatchObject({
      category: 'Academics',
      threadCount: 2,
      replyCount: 0,
      latestThread: { title: 'bPublic thread', slug: made.bPublic?.slug },
    });
    expect(anonymous.events?.threadCount).toBe(0);
    expect(anonymous.fun).toMatchObject({ threadCount: 0, lastActivityAt: null, latestThread: null });

    // School B's own thread stays inside school B; the waiting one is nobody's count but nothing is leaked.
    const a = await forumList('', w.as.studentA);
    expect(a.academics?.threadCount).toBe(3);
    expect(a.events?.threadCount).toBe(0);
    expect(a.fun?.threadCount).toBe(0);
    const b = await forumList('', w.as.studentB);
    expect(b.academics).toMatchObject({ threadCount: 3, latestThread: { title: 'bSchool thread' } });
    expect(b.events?.threadCount).toBe(1);
  });

  it("narrows to one school's forum with customUrl and adds its own categories", async () => {
    const [school] = await w.t.db.select().from(institutes).where(eq(institutes.id, w.schoolA.institute.id));
    const url = `?customUrl=${school?.customUrl}`;
    const created = await call('POST', '/category', w.as.instituteA, { name: 'Robotics Club' });
    expect(created.status).toBe(201);
    const outside = await forumList(url);
    expect(outside.academics).toMatchObject({ threadCount: 1, latestThread: { title: 'aPublic thread' } });
    expect(outside['robotics-club']).toMatchObject({ category: 'Robotics Club', threadCount: 0 });
    expect((await forumList(url, w.as.studentB)).academics?.threadCount).toBe(1);
    expect((await forumList(url, w.as.studentA)).academics?.threadCount).toBe(2);
    expect((await call('GET', `${FORUM_PATHS.forumList}?customUrl=no-such-school`)).status).toBe(404);
  });

  it('sums the replies of the visible threads and follows the newest one', async () => {
    for (const text of ['Thank you, this helps', 'I use flash cards too']) {
      const reply = await call('POST', commentsPath(made.aPublic?.id ?? ''), w.as.studentA2, { text });
      expect(reply.status).toBe(201);
    }
    expect(
      (await call('POST', commentsPath(made.bSchool?.id ?? ''), w.as.studentB, { text: 'Great idea' })).status,
    ).toBe(201);
    const anonymous = await forumList();
    expect(anonymous.academics).toMatchObject({ threadCount: 2, replyCount: 2 });
    const [newest] = await w.t.db
      .select()
      .from(posts)
      .where(eq(posts.id, made.bPublic?.id ?? ''));
    expect(anonymous.academics?.lastActivityAt).toBe(newest?.publishedAt?.toISOString());
    expect((await forumList('', w.as.studentB)).academics?.replyCount).toBe(3);
  });
});

describe('member threads', () => {
  it("lists the school's forum for students and the school account, newest first", async () => {
    expect(titles(await threads('?forumType=institute', w.as.studentA))).toEqual(['aSchool thread', 'aPublic thread']);
    expect(titles(await threads('', w.as.instituteA))).toEqual(['aSchool thread', 'aPublic thread']);
    const b = await threads('?forumType=institute', w.as.instituteB);
    expect(titles(b)).toEqual(['bSchool thread', 'bPublic thread', 'bSports thread']);
    expect(titles(await threads('?forumType=institute&category=events', w.as.studentB))).toEqual(['bSports thread']);
  });

  it('lists the public forum of every school', async () => {
    const global = await threads('?forumType=global', w.as.studentA);
    expect(titles(global)).toEqual(['bPublic thread', 'aPublic thread']);
    expect(global.totalElements).toBe(2);
    const paged = await threads('?forumType=global&size=1&page=1', w.as.studentA);
    expect(titles(paged)).toEqual(['aPublic thread']);
  });

  it('lists the threads a member started, newest written first, the one waiting for approval included', async () => {
    const started = await threads('?forumType=started', w.as.studentA);
    expect(titles(started)).toEqual(['aWaiting thread']);
    expect(started.content[0]).toMatchObject({ requestStatus: 'PENDING', postVisibility: 'SELF' });
    expect(titles(await threads('?forumType=started', w.as.instituteB))).toEqual([
      'bSports thread',
      'bSchool thread',
      'bPublic thread',
    ]);
  });

  it('lists the threads a member replied to, once each, while they may see them', async () => {
    const replied = await threads('?forumType=replied', w.as.studentA2);
    expect(titles(replied)).toEqual(['aPublic thread']);
    expect(replied.content[0]?.commentCount).toBe(2);
    expect(titles(await threads('?forumType=replied', w.as.studentB))).toEqual(['bSchool thread']);
    expect((await threads('?forumType=replied', w.as.studentA)).totalElements).toBe(0);
  });

  it('is for members of a school only', async () => {
    expect((await call('GET', FORUM_PATHS.memberThreads)).status).toBe(401);
    expect((await call('GET', FORUM_PATHS.memberThreads, w.as.individual)).status).toBe(403);
    expect((await call('GET', `${FORUM_PATHS.memberThreads}?forumType=mine`, w.as.studentA)).status).toBe(400);
  });
});

describe('threads are posts', () => {
  it('refuses a thread without a title, naming the field', async () => {
    const answer = await call(
      'POST',
      COMMUNITY_PATHS.posts,
      w.as.adminA,
      aPost({ feedKind: 'forum', category: 'academics' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.details).toEqual([{ field: 'title', message: COMMUNITY_MESSAGES.forumTitleRequired }]);
    const short = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ feedKind: 'forum', title: 'Hi' }));
    expect(short.status).toBe(400);
  });

  it('takes reactions through the like route: the count shows in the forum lists', async () => {
    const liked = await call('POST', likePath(made.aPublic?.id ?? ''), w.as.studentB, { liked: true });
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ likesCount: 1, liked: true });
    const [thread] = (await threads('?forumType=global&size=1&page=1', w.as.studentB)).content;
    expect(thread).toMatchObject({ id: made.aPublic?.id, likesCount: 1, liked: true });
    const unliked = await call('POST', likePath(made.aPublic?.id ?? ''), w.as.studentB, { liked: false });
    expect(unliked.body).toMatchObject({ likesCount: 0, liked: false });
  });
});
