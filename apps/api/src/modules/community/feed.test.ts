import { COMMUNITY_PATHS, type Post, roleOf } from '@noticeboard/shared';
import { and, eq, ne, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitySettings, posts, users } from '../../db/schema';
import { rowsOf } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import type { SignedIn } from '../../test/session';
import { feedArms, feedHeads, filtersWhere } from './feed.repository';
import { countPosts } from './post.repository';
import { aPost, buildPostsWorld, FEED_PEOPLE, type PostsWorld, postsCaller, WORLD_TIMEOUT_MS } from './post-test-kit';
import { visiblePostsWhere } from './post-visibility.repository';

const signedIn = FEED_PEOPLE;
let w: PostsWorld<(typeof signedIn)[number]>;
let call: ReturnType<typeof postsCaller>;
const made: Record<string, Post> = {};
const idsOf = (page: { content: Post[] }) => page.content.map((post) => post.id);

beforeAll(async () => {
  w = await buildPostsWorld(signedIn);
  call = postsCaller(w.t);
  for (const school of [w.schoolA, w.schoolB]) {
    await w.t.db.insert(communitySettings).values({ instituteId: school.institute.id, globalVisibility: true });
  }
  const create = async (name: string, who: SignedIn, body: Record<string, unknown>, minutesAgo: number) => {
    const created = await call('POST', COMMUNITY_PATHS.posts, who, aPost({ description: `${name} post`, ...body }));
    if (created.status !== 201) throw new Error(`${name}: ${created.status} ${JSON.stringify(created.json)}`);
    await w.t.db
      .update(posts)
      .set({
        publishedAt: created.body.requestStatus === 'PUBLISHED' ? new Date(Date.now() - minutesAgo * 60_000) : null,
      })
      .where(eq(posts.id, created.body.id));
    made[name] = created.body;
  };
  await create('aglobal', w.as.instituteA, { postVisibility: 'GLOBAL', category: 'awards' }, 10);
  await create('ainstitute', w.as.adminA, { topic: 'sports' }, 20);
  await create('afaculty', w.as.adminA, { audience: 'FACULTIES' }, 30);
  await create('apending', w.as.studentA, {}, 0);
  await create('bglobal', w.as.instituteB, { postVisibility: 'GLOBAL' }, 15);
  await create('binstitute', w.as.instituteB, {}, 25);
  await create('individual', w.as.individual, { category: 'awards' }, 5);
  await create(
    'aforum',
    w.as.adminA,
    { feedKind: 'forum', title: 'Ideas for sports day', postVisibility: 'GLOBAL' },
    1,
  );
  // A student's own post for the school's admins (published): only its author and the admins see it.
  await create('aownadmin', w.as.studentA2, { audience: 'ADMIN' }, 40);
  await w.t.db
    .update(posts)
    .set({ requestStatus: 'PUBLISHED', visibility: 'INSTITUTE', publishedAt: new Date(Date.now() - 40 * 60_000) })
    .where(eq(posts.id, made.aownadmin?.id ?? ''));
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

async function actorFor(userId: string): Promise<Actor> {
  const [user] = await w.t.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('no user');
  const { type, userType, instituteId, customUrl } = user;
  return { id: userId, type, userType, instituteId, customUrl, role: roleOf(user), familyId: 'test' };
}

const feed = async (query = '', who?: SignedIn) => {
  const answer = await call('GET', `${COMMUNITY_PATHS.newsfeed}${query}`, who);
  expect(answer.status, `${query} ${JSON.stringify(answer.json).slice(0, 200)}`).toBe(200);
  return answer.body;
};
const prefix = (page: { content: Post[] }) => page.content.map((post) => post.description.split(' ')[0]);

describe('the global community', () => {
  it('shows visitors only public posts (GLOBAL for everyone), newest first', async () => {
    const anonymous = await feed();
    expect(prefix(anonymous)).toEqual(['individual', 'aglobal', 'bglobal']);
    expect(anonymous).toMatchObject({ totalElements: 3, page: 0, last: true });
    const open = await call('GET', COMMUNITY_PATHS.publicNewsfeed, w.as.studentA);
    expect(prefix(open.body)).toEqual(['individual', 'aglobal', 'bglobal']);
    expect(open.body.content[0]).toMatchObject({ liked: false, canEdit: false, canDelete: false });
  });

  it('adds a member’s own school’s posts for their role; another school’s stay hidden', async () => {
    expect(prefix(await feed('', w.as.studentA))).toEqual(['individual', 'aglobal', 'bglobal', 'ainstitute']);
    expect(prefix(await feed('', w.as.facultyA))).toEqual([
      'individual',
      'aglobal',
      'bglobal',
      'ainstitute',
      'afaculty',
    ]);
    const b = await feed('', w.as.studentB);
    expect(prefix(b)).toEqual(['individual', 'aglobal', 'bglobal', 'binstitute']);
    expect(b.totalElements).toBe(4);
  });

  it('pages the merged feed without overlap, in the same order as one page', async () => {
    const whole = idsOf(await feed('?size=20', w.as.facultyA));
    const paged: string[] = [];
    for (let page = 0; page < 3; page++) {
      const part = await feed(`?size=2&page=${page}`, w.as.facultyA);
      expect(part).toMatchObject({ size: 2, totalElements: 5, totalPages: 3, last: page === 2 });
      paged.push(...idsOf(part));
    }
    expect(paged).toEqual(whole);
  });

  it('filters by category, topic, post type and feed kind', async () => {
    expect(prefix(await feed('?category=awards'))).toEqual(['individual', 'aglobal']);
    expect(prefix(await feed('?topic=sports', w.as.studentA))).toEqual(['ainstitute']);
    expect((await feed('?postType=PHOTOS', w.as.studentA)).totalElements).toBe(0);
    expect(prefix(await feed('?postType=TEXT&category=events', w.as.studentA))).toEqual(['bglobal', 'ainstitute']);
    expect(prefix(await feed('?feedKind=forum'))).toEqual(['aforum']);
    expect((await call('GET', `${COMMUNITY_PATHS.newsfeed}?postType=MOVIES`)).status).toBe(400);
    expect((await call('GET', `${COMMUNITY_PATHS.newsfeed}?size=500`)).status).toBe(400);
  });

  it('filters the viewer’s own posts like the others (their part is one statement for every filter)', async () => {
    // aownadmin reaches studentA2 through their own posts only (audience ADMIN): category events, TEXT, no topic.
    const as = w.as.studentA2;
    expect(prefix(await feed('?category=events&postType=TEXT', as))).toEqual(['bglobal', 'ainstitute', 'aownadmin']);
    expect(prefix(await feed('?category=awards', as))).toEqual(['individual', 'aglobal']);
    expect(prefix(await feed('?topic=sports', as))).toEqual(['ainstitute']);
    expect(prefix(await feed('?category=&topic=', as))).toContain('aownadmin');
    expect(prefix(await feed('?feedKind=forum', as))).toEqual(['aforum']);
    expect(prefix(await feed(`?customUrl=${w.schoolA.institute.customUrl}`, as))).toContain('aownadmin');
    expect(prefix(await feed(`?customUrl=${w.schoolB.institute.customUrl}`, as))).toEqual(['bglobal']);
  });
});

describe('a school’s community', () => {
  it('shows visitors and other schools only its public posts, its members what their role may see', async () => {
    const url = `?customUrl=${w.schoolA.institute.customUrl}`;
    expect(prefix(await feed(url))).toEqual(['aglobal']);
    expect(prefix(await feed(url, w.as.studentB))).toEqual(['aglobal']);
    expect(prefix(await feed(url, w.as.studentA))).toEqual(['aglobal', 'ainstitute']);
    const admin = await feed(url, w.as.adminA);
    expect(prefix(admin)).toEqual(['aglobal', 'ainstitute', 'afaculty', 'aownadmin']);
    expect(admin.totalElements).toBe(4);
    expect(prefix(await feed(url, w.as.studentA2))).toEqual(['aglobal', 'ainstitute', 'aownadmin']);
    expect(prefix(await feed(`?customUrl=${w.schoolB.institute.customUrl.toUpperCase()}`, w.as.studentB))).toEqual([
      'bglobal',
      'binstitute',
    ]);
    expect((await call('GET', `${COMMUNITY_PATHS.newsfeed}?customUrl=no-such-school`)).status).toBe(404);
  });
});

describe('totals', () => {
  it('agree with the kernel’s visibility rule for every viewer and community', async () => {
    const viewers = [undefined, ...Object.values(w.as)];
    for (const customUrl of [null, w.schoolA.institute.customUrl, w.schoolB.institute.customUrl]) {
      for (const who of viewers) {
        const actor = who ? await actorFor(who.userId) : null;
        const school =
          customUrl === w.schoolA.institute.customUrl
            ? w.schoolA.institute.id
            : customUrl
              ? w.schoolB.institute.id
              : null;
        const expected = await countPosts(
          w.t.db,
          and(
            visiblePostsWhere(actor),
            eq(posts.feedKind, 'community'),
            school ? and(eq(posts.instituteId, school), ne(posts.visibility, 'SELF')) : undefined,
          ),
        );
        const page = await feed(customUrl ? `?customUrl=${customUrl}&size=100` : '?size=100', who);
        expect(page.totalElements, `${customUrl} ${actor?.role}`).toBe(expected);
        expect(page.content).toHaveLength(expected);
      }
    }
  });
});

describe('a post’s details', () => {
  const details = (slug: string, who?: SignedIn) =>
    call('GET', `${COMMUNITY_PATHS.postBySlug}?slug=${encodeURIComponent(slug)}`, who);

  it('shows a public post to anyone', async () => {
    const answer = await details(made.aglobal?.slug ?? '');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: made.aglobal?.id, postVisibility: 'GLOBAL', canDelete: false });
  });

  it('shows a school post to its members only (404 otherwise)', async () => {
    const slug = made.ainstitute?.slug ?? '';
    expect((await details(slug, w.as.studentA)).status).toBe(200);
    expect((await details(slug, w.as.studentB)).json).toMatchObject({ statusCode: 404, message: 'Post not found' });
    expect((await details(slug)).status).toBe(404);
    expect((await details(made.afaculty?.slug ?? '', w.as.studentA)).status).toBe(404);
  });

  it('shows a pending post to its author and the school’s moderators only', async () => {
    const slug = made.apending?.slug ?? '';
    expect((await details(slug, w.as.studentA)).body).toMatchObject({ requestStatus: 'PENDING', canEdit: true });
    const moderator = await details(slug, w.as.adminA);
    expect(moderator.body).toMatchObject({ canEdit: false, canDelete: true, canChangeVisibility: true });
    expect((await details(slug, w.as.studentA2)).status).toBe(404);
    expect((await details(slug, w.as.instituteB)).status).toBe(404);
    expect((await details(slug)).status).toBe(404);
    expect((await details('no-such-post')).status).toBe(404);
    expect((await call('GET', COMMUNITY_PATHS.postBySlug)).status).toBe(400);
  });
});

describe('speed', () => {
  /**
   * With sequential scans and sorts priced out, a plan that still names the index proves the index fits. `without`
   * drops a competing index inside the transaction, which is then rolled back: on a handful of rows two fitting
   * indexes cost the same and the planner's pick between them says nothing.
   */
  async function planOf(query: SQLWrapper, without?: string): Promise<string> {
    let plan = '';
    await w.t.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        if (without) await tx.execute(sql`drop index ${sql.identifier(without)}`);
        const result = await tx.execute(sql`explain ${query}`);
        plan = rowsOf<Record<string, string>>(result)
          .map((row) => Object.values(row).join(' '))
          .join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!plan) throw error;
      });
    return plan;
  }

  it('reads each arm of a feed in order from its partial index', async () => {
    const viewer = {
      id: w.people.studentA.id,
      type: 'CANDIDATE' as const,
      userType: null,
      role: 'CANDIDATE' as const,
      instituteId: w.schoolA.institute.id,
      customUrl: w.people.studentA.customUrl,
      familyId: 'x',
    };
    const community = filtersWhere({ feedKind: 'community' });
    const [publicArm, schoolArm] = feedArms(viewer, null);
    const [schoolPage] = feedArms(null, w.schoolA.institute.id);
    if (!publicArm || !schoolArm || !schoolPage) throw new Error('arms missing');
    expect(await planOf(feedHeads(w.t.db, publicArm, community, 20))).toContain('posts_global_feed_idx');
    expect(await planOf(feedHeads(w.t.db, schoolArm, community, 20))).toContain('posts_institute_feed_idx');
    // A visitor's view of one school: its global posts, which the global index also holds.
    expect(await planOf(feedHeads(w.t.db, schoolPage, community, 20), 'posts_global_feed_idx')).toContain(
      'posts_institute_feed_idx',
    );
    const awards = filtersWhere({ feedKind: 'community', category: 'awards' });
    expect(await planOf(feedHeads(w.t.db, publicArm, awards, 20))).toMatch(/posts_(category|global)_feed_idx/);
  });
});

describe('reporting', () => {
  it('takes a post a member reported out of their feed at once, and out of its total', async () => {
    const before = await call('GET', `${COMMUNITY_PATHS.newsfeed}?size=50`, w.as.studentB);
    expect(idsOf(before.body)).toContain(made.aglobal?.id);
    const reported = await call(
      'POST',
      COMMUNITY_PATHS.report.replace(':postId', made.aglobal?.id ?? ''),
      w.as.studentB,
      {
        reason: 'SPAM',
      },
    );
    expect(reported.status).toBeLessThan(300);
    const after = await call('GET', `${COMMUNITY_PATHS.newsfeed}?size=50`, w.as.studentB);
    expect(idsOf(after.body)).not.toContain(made.aglobal?.id);
    expect(after.body.totalElements).toBe(before.body.totalElements - 1);
    // Others still see it.
    const other = await call('GET', `${COMMUNITY_PATHS.newsfeed}?size=50`, w.as.studentA);
    expect(idsOf(other.body)).toContain(made.aglobal?.id);
  });
});
