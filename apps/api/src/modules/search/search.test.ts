/**
 * Global search: table-driven visibility (every kind of viewer × every kind of item: found or not, and each found
 * item opens through its own module's route while the tenant-hidden ones answer 404/403 there), typos (did you
 * mean, trigram titles), Hindi, the write path keeping the index current, bad input and visitors.
 */
import {
  SEARCH_ENTITY_TYPES,
  SEARCH_GROUP_PREVIEW_SIZE,
  SEARCH_MESSAGES,
  type SearchEntityType,
  type SearchGroupedResult,
  type SearchPageResult,
} from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions, collabProjects, posts, users } from '../../db/schema';
import { buildMember } from '../../test/factories';
import { buildArticle, buildPublisher } from '../../test/news-factories';
import type { SignedIn } from '../../test/session';
import { buildPostsWorld, type PostsWorld, postsCaller, WORLD_TIMEOUT_MS } from '../community/post-test-kit';
import { answerParentConsent } from '../consent/consent-test-kit';

const VIEWERS = ['studentA', 'studentB', 'facultyA', 'adminA', 'instituteA', 'instituteB', 'individual'] as const;
type Viewer = (typeof VIEWERS)[number];

let w: PostsWorld<Viewer>;
let call: ReturnType<typeof postsCaller>;
let slugCounter = 0;

const schoolA = () => w.schoolA.institute.id;
const schoolB = () => w.schoolB.institute.id;

interface PostValues {
  authorId: string;
  instituteId: string | null;
  feedKind?: 'community' | 'forum' | 'community-library';
  title?: string;
  text: string;
  visibility: 'GLOBAL' | 'INSTITUTE' | 'SELF';
  requestStatus?: 'PENDING' | 'PUBLISHED' | 'DECLINED';
  removed?: boolean;
}

/** A post row as the community module leaves it in each state (published, waiting, declined, removed). */
async function post(values: PostValues): Promise<string> {
  slugCounter += 1;
  const slug = `search-post-${slugCounter}-${Date.now()}`;
  const published = values.requestStatus === undefined || values.requestStatus === 'PUBLISHED';
  await w.t.db.insert(posts).values({
    slug,
    title: values.title ?? null,
    authorId: values.authorId,
    instituteId: values.instituteId,
    feedKind: values.feedKind ?? 'community',
    postType: 'TEXT',
    category: 'events',
    categorySlug: 'events',
    descriptionHtml: `<p>${values.text}</p>`,
    descriptionText: values.text,
    visibility: values.visibility,
    requestedVisibility: values.visibility === 'SELF' ? 'GLOBAL' : values.visibility,
    requestStatus: values.requestStatus ?? 'PUBLISHED',
    removedAt: values.removed ? new Date() : null,
    publishedAt: published ? new Date() : null,
  });
  return slug;
}

const search = (who: SignedIn | undefined, q: string) => call('GET', `/global-search?q=${encodeURIComponent(q)}`, who);
const searchKind = (who: SignedIn | undefined, kind: string, q: string, extra = '') =>
  call('GET', `/global-search/${kind}?q=${encodeURIComponent(q)}${extra}`, who);

/** The route of the owning module that opens an item (what a search hit links to, read through the API). */
type Opener = (who: SignedIn) => Promise<number>;

interface Item {
  name: string;
  kind: SearchEntityType;
  /** The word searched for. */
  word: string;
  /** Whom the search shows it to. */
  seenBy: readonly Viewer[];
  /** Opens it through its own route: a found item answers 200; a hidden one 404/403 when `hiddenIs404`. */
  open?: Opener;
  hiddenIs404?: boolean;
}

const ALL: readonly Viewer[] = VIEWERS;
const SCHOOL_A: readonly Viewer[] = ['studentA', 'facultyA', 'adminA', 'instituteA'];
const NOBODY: readonly Viewer[] = [];
const items: Item[] = [];

const openPost =
  (slug: string): Opener =>
  async (who) =>
    (await call('GET', `/community/posts/by-slug?slug=${slug}`, who)).status;
const openCollab =
  (slug: string): Opener =>
  async (who) =>
    (await call('GET', `/community/collabs/by-slug?slug=${slug}`, who)).status;
const openArticle =
  (slug: string): Opener =>
  async (who) =>
    (await call('GET', `/users/get-article-by-slug?slug=${slug}`, who)).status;
const openProfile =
  (customUrl: string): Opener =>
  async (who) =>
    (await call('GET', `/user/profile/${customUrl}`, who)).status;
const openQuestion =
  (id: string): Opener =>
  async (who) =>
    (await call('GET', `/question-bank/questions/${id}`, who)).status;

beforeAll(async () => {
  w = await buildPostsWorld(VIEWERS);
  call = postsCaller(w.t);
  const { people } = w;

  const globalPost = await post({
    authorId: people.studentA2.id,
    instituteId: schoolA(),
    text: 'Our marigold beds bloomed after the rains',
    visibility: 'GLOBAL',
  });
  const schoolPost = await post({
    authorId: people.studentA2.id,
    instituteId: schoolA(),
    text: 'The tamarind tree behind the hall needs watering',
    visibility: 'INSTITUTE',
  });
  const pending = await post({
    authorId: people.studentA2.id,
    instituteId: schoolA(),
    text: 'Cardamom tea for the staff room',
    visibility: 'SELF',
    requestStatus: 'PENDING',
  });
  const declined = await post({
    authorId: people.studentA2.id,
    instituteId: schoolA(),
    text: 'Saffron coloured posters everywhere',
    visibility: 'SELF',
    requestStatus: 'DECLINED',
  });
  const removed = await post({
    authorId: people.studentA2.id,
    instituteId: schoolA(),
    text: 'Turmeric stains on the desks',
    visibility: 'GLOBAL',
    removed: true,
  });
  const thread = await post({
    authorId: people.facultyA.id,
    instituteId: schoolA(),
    feedKind: 'forum',
    title: 'Jasmine garden club questions',
    text: 'Who waters the jasmine over the holidays?',
    visibility: 'INSTITUTE',
  });
  const library = await post({
    authorId: people.facultyA.id,
    instituteId: schoolA(),
    feedKind: 'community-library',
    title: 'Hibiscus leaf worksheet',
    text: 'A worksheet on hibiscus leaves for class eight',
    visibility: 'GLOBAL',
  });
  const collabSlug = `search-collab-${Date.now()}`;
  await w.t.db.insert(collabProjects).values({
    slug: collabSlug,
    instituteId: schoolA(),
    ownerId: people.facultyA.id,
    title: 'Lotus pond survey',
    summaryHtml: '<p>Counting the lotus flowers every week</p>',
    summaryText: 'Counting the lotus flowers every week',
    category: 'innovations',
    categorySlug: 'innovations',
    status: 'PUBLISHED',
    visibility: 'INSTITUTE',
    publishedAt: new Date(),
  });
  const publisher = await buildPublisher(w.t.db, { name: 'Valley Times' });
  const article = await buildArticle(w.t.db, {
    publisherId: publisher.id,
    title: 'Monsoon arrives early in the valley',
    contentText: 'The monsoon arrived two weeks early this year.',
  });
  const [question] = await w.t.db
    .insert(bankQuestions)
    .values({
      instituteId: schoolA(),
      authorId: people.facultyA.id,
      stem: 'Which gas do leaves release during photosynthesis?',
      options: ['Oxygen', 'Nitrogen'],
      answerIndex: 0,
      difficulty: 'EASY',
      board: 'CBSE',
      studentClass: 'EIGHT',
      subjectName: 'Science',
    })
    .returning();

  // Two children of school B: one whose parent said yes (listed outside as "First L."), one without consent.
  const listedChild = await buildMember(w.t.db, schoolB(), 'CANDIDATE');
  await w.t.db.update(users).set({ name: 'Kavya Raghunathan' }).where(eq(users.id, listedChild.id));
  await answerParentConsent(w.t.db, { instituteId: schoolB(), studentId: listedChild.id });
  const unlistedChild = await buildMember(w.t.db, schoolB(), 'CANDIDATE');
  await w.t.db.update(users).set({ name: 'Ishaanvi Mehrotra' }).where(eq(users.id, unlistedChild.id));

  items.push(
    { name: 'global post', kind: 'posts', word: 'marigold', seenBy: ALL, open: openPost(globalPost) },
    {
      name: 'school-only post of A',
      kind: 'posts',
      word: 'tamarind',
      seenBy: SCHOOL_A,
      open: openPost(schoolPost),
      hiddenIs404: true,
    },
    { name: 'pending post', kind: 'posts', word: 'cardamom', seenBy: NOBODY, open: openPost(pending) },
    { name: 'declined post', kind: 'posts', word: 'saffron', seenBy: NOBODY, open: openPost(declined) },
    { name: 'removed post', kind: 'posts', word: 'turmeric', seenBy: NOBODY, open: openPost(removed) },
    {
      name: 'forum thread of A',
      kind: 'forums',
      word: 'jasmine',
      seenBy: SCHOOL_A,
      open: openPost(thread),
      hiddenIs404: true,
    },
    { name: 'library item', kind: 'library', word: 'hibiscus', seenBy: ALL, open: openPost(library) },
    {
      name: 'collab of A',
      kind: 'collabs',
      word: 'lotus',
      seenBy: SCHOOL_A,
      open: openCollab(collabSlug),
      hiddenIs404: true,
    },
    { name: 'article', kind: 'articles', word: 'monsoon', seenBy: ALL, open: openArticle(article.slug) },
    {
      name: 'child with consent (first name)',
      kind: 'people',
      word: 'Kavya',
      seenBy: ALL,
      open: openProfile(listedChild.customUrl),
    },
    {
      name: 'child with consent (surname: only their school)',
      kind: 'people',
      word: 'Raghunathan',
      seenBy: ['studentB', 'instituteB'],
    },
    {
      name: 'child without consent',
      kind: 'people',
      word: 'Ishaanvi',
      seenBy: ['studentB', 'instituteB'],
      open: openProfile(unlistedChild.customUrl),
      hiddenIs404: true,
    },
    {
      name: 'staff-only question of A',
      kind: 'questions',
      word: 'photosynthesis',
      seenBy: ['facultyA', 'adminA', 'instituteA'],
      open: openQuestion(question?.id as string),
      hiddenIs404: true,
    },
  );
}, WORLD_TIMEOUT_MS);

afterAll(() => w?.t.close());

describe('who finds what', () => {
  it('finds each item for exactly the viewers who may open it, and each found one opens through its own route', async () => {
    const wrong: string[] = [];
    for (const item of items) {
      for (const viewer of VIEWERS) {
        const who = w.as[viewer];
        const expected = item.seenBy.includes(viewer);
        const response = await searchKind(who, item.kind, item.word);
        const staffOnly = item.kind === 'questions' && ['studentA', 'studentB', 'individual'].includes(viewer);
        if (staffOnly) {
          if (response.status !== 403) wrong.push(`${item.name} / ${viewer}: questions answered ${response.status}`);
          continue;
        }
        const page = response.body as SearchPageResult;
        const found = response.status === 200 && page.totalElements > 0;
        if (found !== expected) wrong.push(`${item.name} / ${viewer}: found ${found}, expected ${expected}`);
        if (item.open && found && (await item.open(who)) !== 200) wrong.push(`${item.name} / ${viewer}: found, no 200`);
        if (item.open && !expected && item.hiddenIs404) {
          const status = await item.open(who);
          if (status !== 404 && status !== 403) wrong.push(`${item.name} / ${viewer}: hidden but opens (${status})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('shows a child outside their school as "First L." without a link, in full inside it', async () => {
    const outside = (await searchKind(w.as.studentA, 'people', 'Kavya')).body as SearchPageResult;
    expect(outside.content.map((hit) => [hit.title, hit.url, hit.meta])).toEqual([['Kavya R.', '', null]]);
    const inside = (await searchKind(w.as.studentB, 'people', 'Kavya')).body as SearchPageResult;
    expect(inside.content[0]?.title).toBe('Kavya Raghunathan');
    expect(inside.content[0]?.url).toMatch(/^\/user\//);
  });

  it('groups every kind the caller may search (questions for staff only), empty groups included', async () => {
    const student = (await search(w.as.studentA, 'marigold')).body as SearchGroupedResult;
    expect(student.groups.map((group) => group.entityType)).toEqual(
      SEARCH_ENTITY_TYPES.filter((kind) => kind !== 'questions'),
    );
    expect(student.groups.find((group) => group.entityType === 'posts')).toMatchObject({ total: 1 });
    expect(student.groups.find((group) => group.entityType === 'articles')).toMatchObject({ total: 0, hits: [] });
    const teacher = (await search(w.as.facultyA, 'photosynthesis')).body as SearchGroupedResult;
    expect(teacher.groups.map((group) => group.entityType)).toEqual([...SEARCH_ENTITY_TYPES]);
    const question = teacher.groups.find((group) => group.entityType === 'questions')?.hits[0];
    expect(question).toMatchObject({ title: 'Which gas do leaves release during photosynthesis?' });
    expect(question?.url).toBe(`/question-bank/my-questions?edit=${question?.id}`);
  });

  it('answers visitors 401, and 400 for a too short query or an unknown kind', async () => {
    expect((await search(undefined, 'marigold')).status).toBe(401);
    expect((await searchKind(undefined, 'posts', 'marigold')).status).toBe(401);
    expect((await call('GET', '/global-search/suggested-tags?q=sc')).status).toBe(401);
    const short = await search(w.as.studentA, 'a');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json.details)).toContain(SEARCH_MESSAGES.tooShort);
    expect((await search(w.as.studentA, 'x'.repeat(101))).status).toBe(400);
    expect((await searchKind(w.as.studentA, 'spaceships', 'marigold')).status).toBe(400);
    expect((await searchKind(w.as.studentA, 'posts', 'marigold', '&size=500')).status).toBe(400);
  });
});

describe('matching', () => {
  beforeAll(async () => {
    await post({
      authorId: w.people.studentA2.id,
      instituteId: schoolA(),
      text: 'Our science fair project on rainwater harvesting won a prize',
      visibility: 'INSTITUTE',
    });
    await post({
      authorId: w.people.facultyA.id,
      instituteId: schoolA(),
      feedKind: 'forum',
      title: 'Science fair ideas for class seven',
      text: 'Share what worked for you last year.',
      visibility: 'INSTITUTE',
    });
    const publisher = await buildPublisher(w.t.db, { name: 'School Weekly' });
    await buildArticle(w.t.db, {
      publisherId: publisher.id,
      title: 'Science fair winners build a solar boat',
      contentText: 'The science fair drew entries from twelve schools.',
    });
    await post({
      authorId: w.people.studentA2.id,
      instituteId: schoolA(),
      text: 'हमारे विद्यालय में विज्ञान मेला बहुत अच्छा रहा',
      visibility: 'GLOBAL',
    });
    // Words of a school-only post of B are never suggested to A.
    await post({
      authorId: w.people.studentB.id,
      instituteId: schoolB(),
      text: 'The zephyrine kite festival',
      visibility: 'INSTITUTE',
    });
  });

  it('finds an article, a forum thread and a classmate’s post by a misspelt word, and proposes the spelling', async () => {
    const result = (await search(w.as.studentA, 'scince fair')).body as SearchGroupedResult;
    expect(result.didYouMean).toBe('science fair');
    const totals = Object.fromEntries(result.groups.map((group) => [group.entityType, group.total]));
    expect(totals.articles).toBeGreaterThanOrEqual(1);
    expect(totals.forums).toBeGreaterThanOrEqual(1);
    expect(totals.posts).toBeGreaterThanOrEqual(1);
    const postHit = result.groups.find((group) => group.entityType === 'posts')?.hits[0];
    expect(postHit?.url).toMatch(/^\/community\/details\//);
    expect(result.groups.find((group) => group.entityType === 'forums')?.hits[0]?.url).toMatch(/^\/forum\/details\//);
    expect(result.groups.find((group) => group.entityType === 'articles')?.hits[0]?.url).toMatch(/^\/details\//);
    // Another school's student finds the public article but not A's school-only post or thread.
    const other = (await search(w.as.studentB, 'scince fair')).body as SearchGroupedResult;
    const otherTotals = Object.fromEntries(other.groups.map((group) => [group.entityType, group.total]));
    expect(otherTotals).toMatchObject({ posts: 0, forums: 0 });
    expect(otherTotals.articles).toBeGreaterThanOrEqual(1);
  });

  it('keeps reading the corrected words on later pages of a misspelt query', async () => {
    await post({
      authorId: w.people.studentA2.id,
      instituteId: schoolA(),
      text: 'Robots we built for the science fair',
      visibility: 'GLOBAL',
    });
    const corrected = (await searchKind(w.as.studentA, 'posts', 'science fair', '&size=1')).body as SearchPageResult;
    expect(corrected.totalElements).toBeGreaterThanOrEqual(2);
    const second = (await searchKind(w.as.studentA, 'posts', 'scince fair', '&size=1&page=1')).body as SearchPageResult;
    expect(second.didYouMean).toBe('science fair');
    expect(second.totalElements).toBe(corrected.totalElements);
    expect(second.content).toHaveLength(1);
  });

  it('finds titles by trigram similarity when no word is known at all', async () => {
    const page = (await searchKind(w.as.studentA, 'forums', 'Scienze fiar ideas')).body as SearchPageResult;
    expect(page.content[0]?.title).toBe('Science fair ideas for class seven');
  });

  it('never suggests a word only another school may read', async () => {
    const a = (await searchKind(w.as.studentA, 'posts', 'zephyrone')).body as SearchPageResult;
    expect(a.didYouMean).toBeNull();
    const b = (await searchKind(w.as.studentB, 'posts', 'zephyrone')).body as SearchPageResult;
    expect(b.didYouMean).toBe('zephyrine');
    expect(b.totalElements).toBe(1);
  });

  it('finds Hindi text by a Hindi word', async () => {
    const page = (await searchKind(w.as.studentB, 'posts', 'मेला')).body as SearchPageResult;
    expect(page.totalElements).toBe(1);
    expect(page.content[0]?.title).toContain('विज्ञान मेला');
  });

  it('pages one kind with its total, plain-text snippets of at most 200 characters', async () => {
    const long = `${'Before the match we stretched and talked. '.repeat(8)}The cricket final was close. ${'After it we cheered. '.repeat(8)}`;
    for (let i = 0; i < 5; i++) {
      await post({
        authorId: w.people.studentA2.id,
        instituteId: schoolA(),
        text: `<b>${long}</b> ${i}`,
        visibility: 'GLOBAL',
      });
    }
    const first = (await searchKind(w.as.studentA, 'posts', 'cricket final', '&size=2')).body as SearchPageResult;
    expect(first).toMatchObject({ totalElements: 5, totalPages: 3, page: 0, last: false });
    const beyond = (await searchKind(w.as.studentA, 'posts', 'cricket final', '&size=2&page=9'))
      .body as SearchPageResult;
    expect(beyond).toMatchObject({ totalElements: 5, content: [] });
    for (const hit of first.content) {
      expect(hit.snippet.length).toBeLessThanOrEqual(200);
      expect(hit.snippet).not.toMatch(/[<>]/);
      expect(hit.snippet).toContain('cricket final');
    }
  });

  it('previews at most the group size per kind', async () => {
    const result = (await search(w.as.studentA, 'cricket')).body as SearchGroupedResult;
    const posts = result.groups.find((group) => group.entityType === 'posts');
    expect(posts?.total).toBe(5);
    expect(posts?.hits).toHaveLength(SEARCH_GROUP_PREVIEW_SIZE);
  });

  it('counts a kind past the ranked newest only on its own pages: the grouped total says "at least"', async () => {
    const DAY_MS = 86_400_000;
    const rows = (count: number, values: Partial<typeof posts.$inferInsert>) =>
      Array.from({ length: count }, (_, i) => {
        slugCounter += 1;
        return {
          slug: `origami-${slugCounter}`,
          authorId: w.people.studentA2.id,
          instituteId: schoolA(),
          feedKind: 'community' as const,
          postType: 'TEXT' as const,
          category: 'events',
          categorySlug: 'events',
          descriptionHtml: `<p>Origami cranes, fold ${i}</p>`,
          descriptionText: `Origami cranes, fold ${i}`,
          visibility: 'GLOBAL' as const,
          requestedVisibility: 'GLOBAL' as const,
          requestStatus: 'PUBLISHED' as const,
          // Spread over more than a year, so every window of days is read.
          publishedAt: new Date(Date.now() - i * 4 * DAY_MS),
          ...values,
        };
      });
    await w.t.db.insert(posts).values([
      ...rows(105, {}),
      ...rows(2, { feedKind: 'forum', title: 'Origami club' }),
      // Another school's own posts: never counted for school A's student.
      ...rows(3, { authorId: w.people.studentB.id, instituteId: schoolB(), visibility: 'INSTITUTE' }),
    ]);
    const grouped = (await search(w.as.studentA, 'origami cranes')).body as SearchGroupedResult;
    const group = (kind: SearchEntityType) => grouped.groups.find((one) => one.entityType === kind);
    expect(group('posts')).toMatchObject({ total: 100, totalIsAtLeast: true });
    expect(group('posts')?.hits).toHaveLength(SEARCH_GROUP_PREVIEW_SIZE);
    expect(group('forums')).toMatchObject({ total: 2, totalIsAtLeast: false });
    expect(group('library')).toMatchObject({ total: 0, totalIsAtLeast: false });

    const page = (await searchKind(w.as.studentA, 'posts', 'origami cranes', '&size=50&page=2'))
      .body as SearchPageResult;
    expect(page).toMatchObject({ totalElements: 105, totalIsAtLeast: false, last: true });
    expect(page.content).toHaveLength(5);
    const other = (await searchKind(w.as.studentB, 'posts', 'origami cranes')).body as SearchPageResult;
    expect(other.totalElements).toBe(108);
  });

  it('suggests tags (community categories and news categories) matching the text, at most 8', async () => {
    const tags = (await call('GET', '/global-search/suggested-tags?q=env', w.as.studentA)).body as { tags: string[] };
    expect(tags.tags).toContain('Environment');
    const many = (await call('GET', '/global-search/suggested-tags?q=es', w.as.studentA)).body as { tags: string[] };
    expect(many.tags.length).toBeLessThanOrEqual(8);
    const grouped = (await search(w.as.studentA, 'sport')).body as SearchGroupedResult;
    expect(grouped.suggestedTags).toContain('Sports');
  });
});

describe('kept current by the writes', () => {
  it('finds an edited post by its new words, not its old ones', async () => {
    const created = await call('POST', '/community/posts', w.as.instituteA, {
      description: '<p>The walnut orchard visit is on Friday</p>',
      category: 'events',
      postType: 'TEXT',
      postVisibility: 'GLOBAL',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ postVisibility: 'INSTITUTE' });
    expect(((await searchKind(w.as.studentA, 'posts', 'walnut')).body as SearchPageResult).totalElements).toBe(1);
    const edited = await call('PATCH', `/community/posts/${id}`, w.as.instituteA, {
      description: '<p>The chestnut orchard visit is on Friday</p>',
      category: 'events',
      postType: 'TEXT',
      postVisibility: 'GLOBAL',
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(((await searchKind(w.as.studentA, 'posts', 'chestnut')).body as SearchPageResult).totalElements).toBe(1);
    expect(((await searchKind(w.as.studentA, 'posts', 'walnut')).body as SearchPageResult).totalElements).toBe(0);
  });
});
