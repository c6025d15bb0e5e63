/**
 * The library: only contributors add items; each viewer sees the library posts post-access.ts allows; the
 * resource kind, topic, category, words and school filters; category counts agree with the list totals.
 */
import { COMMUNITY_PATHS, LIBRARY_MESSAGES, LIBRARY_PATHS, type Post } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitySettings, posts } from '../../../db/schema';
import type { SignedIn } from '../../../test/session';
import { aPost, buildPostsWorld, type PostsWorld, postsCaller, uploaded, WORLD_TIMEOUT_MS } from '../post-test-kit';

const signedIn = ['studentA', 'studentB', 'adminA', 'facultyA', 'instituteA', 'instituteB'] as const;
let w: PostsWorld<(typeof signedIn)[number]>;
let call: ReturnType<typeof postsCaller>;

const libraryItem = (name: string, overrides: Record<string, unknown>) =>
  aPost({ feedKind: 'community-library', description: `<p>${name} item</p>`, postVisibility: 'GLOBAL', ...overrides });

beforeAll(async () => {
  w = await buildPostsWorld(signedIn);
  call = postsCaller(w.t);
  for (const school of [w.schoolA, w.schoolB]) {
    await w.t.db
      .insert(communitySettings)
      .values({ instituteId: school.institute.id, autoApproval: true, globalVisibility: true });
  }
  let minutesAgo = 100;
  const create = async (who: SignedIn, body: Record<string, unknown>) => {
    const created = await call('POST', COMMUNITY_PATHS.posts, who, body);
    if (created.status !== 201) throw new Error(`${created.status} ${JSON.stringify(created.json)}`);
    minutesAgo -= 10;
    await w.t.db
      .update(posts)
      .set({ publishedAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(posts.id, created.body.id));
    return created.body as Post;
  };
  const pdf = async (ownerId: string) => (await uploaded(w.t, ownerId, 'PDF')).id;
  const video = async (ownerId: string) => (await uploaded(w.t, ownerId, 'VIDEO')).id;
  const { facultyA, instituteB } = w.people;
  await create(
    w.as.facultyA,
    libraryItem('pdfguide', {
      title: 'Fractions revision guide',
      category: 'academics',
      topic: 'Mathematics',
      attachmentIds: [await pdf(facultyA.id)],
    }),
  );
  await create(
    w.as.facultyA,
    libraryItem('videolesson', { category: 'academics', topic: 'Science', attachmentIds: [await video(facultyA.id)] }),
  );
  const link = await create(w.as.adminA, libraryItem('linkitem', { category: 'awareness', title: '100% recycled' }));
  await w.t.db
    .update(posts)
    .set({
      linkPreview: {
        url: 'https://reading.example.org/list',
        title: 'A reading list',
        description: null,
        imageUrl: null,
        siteName: 'example.org',
      },
    })
    .where(eq(posts.id, link.id));
  await create(w.as.instituteA, libraryItem('plaintips', { category: 'tips-and-tricks', postVisibility: 'INSTITUTE' }));
  await create(w.as.instituteB, libraryItem('bschool', { category: 'academics', postVisibility: 'INSTITUTE' }));
  await create(
    w.as.instituteB,
    libraryItem('bglobal', {
      category: 'academics',
      topic: 'Mathematics',
      attachmentIds: [await video(instituteB.id), await pdf(instituteB.id)],
    }),
  );
  // Not library items: a community post, and a library item its author deleted.
  await create(w.as.adminA, aPost({ description: '<p>community post</p>', postVisibility: 'GLOBAL' }));
  const gone = await create(w.as.adminA, libraryItem('removed', { category: 'academics' }));
  await w.t.db.update(posts).set({ removedAt: new Date() }).where(eq(posts.id, gone.id));
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const items = async (query = '', who?: SignedIn) => {
  const answer = await call('GET', `${LIBRARY_PATHS.items}${query}`, who);
  expect(answer.status, `${query} ${JSON.stringify(answer.json).slice(0, 300)}`).toBe(200);
  return answer.body as { content: Post[]; totalElements: number; last: boolean };
};
const names = (page: { content: Post[] }) => page.content.map((post) => post.description.replace(/<[^>]+>/g, ''));
const ofNames = (...list: string[]) => list.map((name) => `${name} item`);

describe('adding to the library', () => {
  it('refuses a student with the contributors-only message', async () => {
    const refused = await call('POST', COMMUNITY_PATHS.posts, w.as.studentA, libraryItem('student', {}));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(LIBRARY_MESSAGES.contributorsOnly);
  });

  it('accepts faculty, published at once at an auto-approving school', async () => {
    const accepted = await call(
      'POST',
      COMMUNITY_PATHS.posts,
      w.as.facultyA,
      libraryItem('extra', { category: 'history', postVisibility: 'INSTITUTE' }),
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ feedKind: 'community-library', requestStatus: 'PUBLISHED' });
    await call('DELETE', `${COMMUNITY_PATHS.posts}/${accepted.body.id}`, w.as.facultyA);
  });
});

describe('who sees which items', () => {
  it('shows anonymous visitors only public items, newest first', async () => {
    const page = await items();
    expect(names(page)).toEqual(ofNames('bglobal', 'linkitem', 'videolesson', 'pdfguide'));
    expect(page).toMatchObject({ totalElements: 4, last: true });
  });

  it("adds a member's own school's items and hides another school's school-only items", async () => {
    expect(names(await items('', w.as.studentA))).toEqual(
      ofNames('bglobal', 'plaintips', 'linkitem', 'videolesson', 'pdfguide'),
    );
    expect(names(await items('', w.as.studentB))).toEqual(
      ofNames('bglobal', 'bschool', 'linkitem', 'videolesson', 'pdfguide'),
    );
  });

  it("narrows to one school's library with customUrl", async () => {
    const customUrl = w.schoolB.institute.customUrl;
    expect(names(await items(`?customUrl=${customUrl}`, w.as.studentA))).toEqual(ofNames('bglobal'));
    expect(names(await items(`?customUrl=${customUrl}`, w.as.studentB))).toEqual(ofNames('bglobal', 'bschool'));
    expect((await call('GET', `${LIBRARY_PATHS.items}?customUrl=no-such-school`)).status).toBe(404);
  });

  it('pages without overlap', async () => {
    const first = await items('?size=2&page=0', w.as.studentA);
    const second = await items('?size=2&page=1', w.as.studentA);
    const third = await items('?size=2&page=2', w.as.studentA);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(
      ofNames('bglobal', 'plaintips', 'linkitem', 'videolesson', 'pdfguide'),
    );
    expect(third).toMatchObject({ totalElements: 5, last: true });
  });
});

describe('filters', () => {
  it('keeps each item under one resource kind: PDF before video before link before post', async () => {
    const who = w.as.studentA;
    expect(names(await items('?resource=PDF', who))).toEqual(ofNames('bglobal', 'pdfguide'));
    expect(names(await items('?resource=VIDEO', who))).toEqual(ofNames('videolesson'));
    expect(names(await items('?resource=LINK', who))).toEqual(ofNames('linkitem'));
    expect(names(await items('?resource=POST', who))).toEqual(ofNames('plaintips'));
    expect((await call('GET', `${LIBRARY_PATHS.items}?resource=AUDIO`)).status).toBe(400);
  });

  it('filters by category (all = every one) and topic', async () => {
    expect(names(await items('?category=academics'))).toEqual(ofNames('bglobal', 'videolesson', 'pdfguide'));
    expect(names(await items('?category=all&topic=Mathematics'))).toEqual(ofNames('bglobal', 'pdfguide'));
    expect(names(await items('?category=academics&topic=Science&resource=VIDEO'))).toEqual(ofNames('videolesson'));
    expect((await items('?category=fun')).totalElements).toBe(0);
  });

  it('finds every word in the title or the text; % and _ are plain characters', async () => {
    expect(names(await items('?q=fractions%20GUIDE'))).toEqual(ofNames('pdfguide'));
    expect(names(await items('?q=lesson'))).toEqual(ofNames('videolesson'));
    expect(names(await items('?q=100%25'))).toEqual(ofNames('linkitem'));
    expect((await items('?q=_')).totalElements).toBe(0);
    expect((await items('?q=fractions%20lesson')).totalElements).toBe(0);
    expect((await call('GET', `${LIBRARY_PATHS.items}?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('categories', () => {
  it('counts what each viewer may see, agreeing with the list totals', async () => {
    for (const who of [undefined, w.as.studentA, w.as.studentB, w.as.instituteA]) {
      const answer = await call('GET', LIBRARY_PATHS.categories, who);
      expect(answer.status).toBe(200);
      const { total, categories } = answer.body as {
        total: number;
        categories: Array<{ categorySlug: string; count: number; topics: Array<{ topic: string; count: number }> }>;
      };
      expect(total).toBe((await items('', who)).totalElements);
      expect(categories.reduce((sum, category) => sum + category.count, 0)).toBe(total);
      for (const category of categories) {
        expect((await items(`?category=${category.categorySlug}`, who)).totalElements).toBe(category.count);
        for (const topic of category.topics) {
          const query = `?category=${category.categorySlug}&topic=${encodeURIComponent(topic.topic)}`;
          expect((await items(query, who)).totalElements).toBe(topic.count);
        }
      }
    }
  });

  it('lists categories by count with their topics', async () => {
    const answer = await call('GET', LIBRARY_PATHS.categories);
    expect(answer.body).toEqual({
      total: 4,
      categories: [
        {
          category: 'Academics',
          categorySlug: 'academics',
          count: 3,
          topics: [
            { topic: 'Mathematics', count: 2 },
            { topic: 'Science', count: 1 },
          ],
        },
        { category: 'Awareness', categorySlug: 'awareness', count: 1, topics: [] },
      ],
    });
    const school = await call('GET', `${LIBRARY_PATHS.categories}?customUrl=${w.schoolA.institute.customUrl}`);
    expect(school.body.total).toBe(3);
  });
});

describe('reports', () => {
  it("takes what a member reported out of their library and its counts, not out of others'", async () => {
    const link = (await items('?resource=LINK')).content[0] as Post;
    const reported = await call('POST', COMMUNITY_PATHS.report.replace(':postId', link.id), w.as.studentB, {
      reason: 'SPAM',
    });
    expect(reported.status).toBeLessThan(300);
    expect(names(await items('', w.as.studentB))).not.toContain('linkitem item');
    const counts = await call('GET', LIBRARY_PATHS.categories, w.as.studentB);
    expect(counts.body.total).toBe((await items('', w.as.studentB)).totalElements);
    expect(names(await items('', w.as.studentA))).toContain('linkitem item');
  });
});
