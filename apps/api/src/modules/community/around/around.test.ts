/**
 * Lists around the feed: rankings, stats, post collections and member lists, as anonymous visitors and
 * members of two schools see them. Another school's institute-only posts are never counted or listed for
 * outsiders; a student without a parent's consent is never listed.
 */
import { categorySlug } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLikes, posts, users } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildInstitute, buildMember } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';
import { answerParentConsent } from '../../consent/consent-test-kit';
import type { UserRow } from '../../user/user.repository';
import { AroundService } from './around.service';

const DAY_MS = 86_400_000;
let t: TestApp;
let schoolA: Awaited<ReturnType<typeof buildInstitute>>;
let schoolB: Awaited<ReturnType<typeof buildInstitute>>;
const people: Record<string, UserRow> = {};
const postIds: Record<string, string> = {};
let facultyA: SignedIn;
let adminB: SignedIn;

function isoDate(yearsAgo: number): string {
  const now = new Date();
  return `${now.getUTCFullYear() - yearsAgo}-01-01`;
}

async function student(instituteId: string, consent: 'GRANTED' | 'PENDING' | null, yearsOld: number) {
  const member = await buildMember(t.db, instituteId, 'CANDIDATE');
  await t.db
    .update(users)
    .set({ dateOfBirth: isoDate(yearsOld) })
    .where(eq(users.id, member.id));
  if (consent) {
    await answerParentConsent(t.db, { instituteId, studentId: member.id, status: consent });
  }
  return member;
}

interface PostSeed {
  key: string;
  author: UserRow;
  visibility: 'GLOBAL' | 'INSTITUTE' | 'SELF';
  category: string;
  likes: number;
  daysAgo: number;
  featured?: boolean;
}

async function post(seed: PostSeed) {
  const publishedAt = new Date(Date.now() - seed.daysAgo * DAY_MS);
  const [row] = await t.db
    .insert(posts)
    .values({
      slug: `around-${seed.key}`,
      authorId: seed.author.id,
      instituteId: seed.author.instituteId,
      postType: 'TEXT',
      category: seed.category,
      categorySlug: categorySlug(seed.category),
      descriptionHtml: `<p>${seed.key}</p>`,
      descriptionText: seed.key,
      visibility: seed.visibility,
      requestedVisibility: seed.visibility === 'SELF' ? 'INSTITUTE' : seed.visibility,
      requestStatus: seed.visibility === 'SELF' ? 'PENDING' : 'PUBLISHED',
      publishedAt: seed.visibility === 'SELF' ? null : publishedAt,
      likesCount: seed.likes,
      featured: seed.featured ?? false,
      createdAt: publishedAt,
    })
    .returning({ id: posts.id });
  postIds[seed.key] = row?.id ?? '';
}

async function get(url: string, as?: SignedIn) {
  const response = await t.app.inject({ method: 'GET', url, headers: as ? { cookie: as.cookie } : {} });
  return response;
}
const bodyOf = async (url: string, as?: SignedIn) => {
  const response = await get(url, as);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().body;
};
const keysOf = (content: Array<{ id: string }>) =>
  content.map((item) => Object.entries(postIds).find(([, id]) => id === item.id)?.[0]);

beforeAll(async () => {
  t = await buildTestApp();
  schoolA = await buildInstitute(t.db, 'Alder School');
  schoolB = await buildInstitute(t.db, 'Birch School');
  const a = schoolA.institute.id;
  const b = schoolB.institute.id;
  people.adminA = await buildMember(t.db, a, 'ADMIN');
  people.facultyA = await buildMember(t.db, a, 'FACULTY');
  people.grantedA = await student(a, 'GRANTED', 13);
  people.pendingA = await student(a, 'PENDING', 12);
  people.adultA = await student(a, null, 19);
  people.adminB = await buildMember(t.db, b, 'ADMIN');
  people.facultyB = await buildMember(t.db, b, 'FACULTY');
  people.grantedB = await student(b, 'GRANTED', 14);
  const { adminA, facultyA: teacherA, grantedA, pendingA, facultyB, grantedB } = people as Record<string, UserRow>;
  await post({
    key: 'a1',
    author: grantedA as UserRow,
    visibility: 'GLOBAL',
    category: 'student spotlights',
    likes: 5,
    daysAgo: 2,
  });
  await post({
    key: 'a2',
    author: teacherA as UserRow,
    visibility: 'INSTITUTE',
    category: 'events',
    likes: 50,
    daysAgo: 1,
  });
  await post({
    key: 'a3',
    author: pendingA as UserRow,
    visibility: 'GLOBAL',
    category: 'junior reporters',
    likes: 3,
    daysAgo: 3,
  });
  await post({
    key: 'a4',
    author: adminA as UserRow,
    visibility: 'GLOBAL',
    category: 'awards',
    likes: 100,
    daysAgo: 40,
    featured: true,
  });
  await post({ key: 'a5', author: grantedA as UserRow, visibility: 'SELF', category: 'fun', likes: 0, daysAgo: 0 });
  await post({
    key: 'b1',
    author: facultyB as UserRow,
    visibility: 'INSTITUTE',
    category: 'awards',
    likes: 80,
    daysAgo: 1,
    featured: true,
  });
  await post({
    key: 'b2',
    author: grantedB as UserRow,
    visibility: 'GLOBAL',
    category: 'events',
    likes: 1,
    daysAgo: 4,
  });
  // Likes given this month: two on a public post, three on B's institute-only post.
  await t.db.insert(postLikes).values([
    { postId: postIds.a1 as string, userId: people.adminA?.id as string },
    { postId: postIds.a1 as string, userId: people.adminB?.id as string },
    { postId: postIds.b1 as string, userId: people.adminB?.id as string },
    { postId: postIds.b1 as string, userId: people.facultyB?.id as string },
    { postId: postIds.b1 as string, userId: people.grantedB?.id as string },
  ]);
  facultyA = await signIn(t.app, 'faculty', people.facultyA?.email as string);
  adminB = await signIn(t.app, 'faculty', people.adminB?.email as string);
});
afterAll(async () => t.close());

describe('top schools', () => {
  it('ranks schools by public posts and likes of the last 30 days for visitors', async () => {
    const page = await bodyOf('/api/community/top-schools');
    expect(page.content).toEqual([
      {
        id: schoolA.institute.id,
        name: 'Alder School',
        customUrl: schoolA.institute.customUrl,
        postCount: 2,
        likeCount: 8,
      },
      {
        id: schoolB.institute.id,
        name: 'Birch School',
        customUrl: schoolB.institute.customUrl,
        postCount: 1,
        likeCount: 1,
      },
    ]);
    expect(page.totalElements).toBe(2);
  });

  it("counts a member's own school's institute posts, never another school's", async () => {
    const forB = await bodyOf('/api/community/top-schools', adminB);
    expect(
      forB.content.map((row: { name: string; postCount: number; likeCount: number }) => [
        row.name,
        row.postCount,
        row.likeCount,
      ]),
    ).toEqual([
      ['Birch School', 2, 81],
      ['Alder School', 2, 8],
    ]);
    const forA = await bodyOf('/api/community/top-schools', facultyA);
    expect(forA.content[0]).toMatchObject({ name: 'Alder School', postCount: 3, likeCount: 58 });
    expect(forA.content[1]).toMatchObject({ name: 'Birch School', postCount: 1, likeCount: 1 });
  });

  it('narrows to one school with customUrl; an unknown school is 404', async () => {
    const page = await bodyOf(`/api/community/top-schools?customUrl=${schoolB.institute.customUrl}`);
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({ name: 'Birch School', postCount: 1 });
    expect((await get('/api/community/top-schools?customUrl=no-such-school')).statusCode).toBe(404);
    expect((await get('/api/community/top-schools?size=0')).statusCode).toBe(400);
  });
});

describe('top users', () => {
  it('lists only people who may appear publicly, with public fields only', async () => {
    const page = await bodyOf('/api/community/top-users');
    const ids = page.content.map((row: { id: string }) => row.id);
    expect(ids).toEqual([people.grantedA?.id, people.grantedB?.id]);
    expect(ids).not.toContain(people.pendingA?.id);
    expect(Object.keys(page.content[0]).sort()).toEqual(
      ['customUrl', 'id', 'likeCount', 'name', 'postCount', 'role', 'school'].sort(),
    );
    expect(page.content[0]).toMatchObject({
      role: 'CANDIDATE',
      postCount: 1,
      likeCount: 5,
      school: { id: schoolA.institute.id, name: 'Alder School' },
    });
    expect(JSON.stringify(page)).not.toContain('@');
  });

  it("shows a school's members their own institute posts' authors only", async () => {
    const forA = await bodyOf('/api/community/top-users', facultyA);
    expect(forA.content.map((row: { id: string }) => row.id)).toEqual([
      people.facultyA?.id,
      people.grantedA?.id,
      people.grantedB?.id,
    ]);
    const forB = await bodyOf('/api/community/top-users', adminB);
    expect(forB.content.map((row: { id: string }) => row.id)).not.toContain(people.facultyA?.id);
  });
});

describe('stats', () => {
  it('totals what the caller may see', async () => {
    // Public: a1, a3, a4, b2; members: 2 admins, 2 faculty, 2 consented students and 1 adult student.
    expect(await bodyOf('/api/community/stats')).toEqual({ posts: 4, schools: 2, members: 7, likesThisMonth: 2 });
    expect(await bodyOf('/api/community/stats', adminB)).toEqual({
      posts: 5,
      schools: 2,
      members: 7,
      likesThisMonth: 5,
    });
    expect(await bodyOf(`/api/community/stats?customUrl=${schoolA.institute.customUrl}`)).toEqual({
      posts: 3,
      schools: 1,
      members: 4,
      likesThisMonth: 2,
    });
    expect((await get('/api/community/stats?customUrl=nowhere')).statusCode).toBe(404);
  });
});

describe('post collections', () => {
  it('top rated: most liked of the last 30 days that the caller may see', async () => {
    expect(keysOf((await bodyOf('/api/community/top-rated')).content)).toEqual(['a1', 'a3', 'b2']);
    expect(keysOf((await bodyOf('/api/community/top-rated', facultyA)).content)).toEqual(['a2', 'a1', 'a3', 'b2']);
    expect(keysOf((await bodyOf('/api/community/top-rated', adminB)).content)).toEqual(['b1', 'a1', 'a3', 'b2']);
  });

  it('featured, spotlights and junior reports', async () => {
    expect(keysOf((await bodyOf('/api/community/featured')).content)).toEqual(['a4']);
    expect(keysOf((await bodyOf('/api/community/featured', adminB)).content)).toEqual(['b1', 'a4']);
    expect(keysOf((await bodyOf('/api/community/featured', facultyA)).content)).toEqual(['a4']);
    const spotlights = await bodyOf('/api/community/student-spotlights');
    expect(keysOf(spotlights.content)).toEqual(['a1']);
    expect(spotlights.content[0]).toMatchObject({ categorySlug: 'student-spotlights', liked: false, likesCount: 5 });
    expect(keysOf((await bodyOf('/api/community/junior-reports')).content)).toEqual(['a3']);
  });

  it("school news & events: one school's events and awards, its institute posts for its members only", async () => {
    const url = `/api/community/school-news-events?customUrl=${schoolA.institute.customUrl}`;
    expect(keysOf((await bodyOf(url)).content)).toEqual(['a4']);
    expect(keysOf((await bodyOf(url, facultyA)).content)).toEqual(['a2', 'a4']);
    expect(keysOf((await bodyOf(url, adminB)).content)).toEqual(['a4']);
    expect((await get('/api/community/school-news-events')).statusCode).toBe(400);
    expect((await get('/api/community/school-news-events?customUrl=nowhere')).statusCode).toBe(404);
  });

  it("marks the caller's likes", async () => {
    const page = await bodyOf('/api/community/student-spotlights', adminB);
    expect(page.content[0]).toMatchObject({ liked: true });
  });
});

describe('member lists', () => {
  const url = (list: string, customUrl = schoolA.institute.customUrl) =>
    `/api/community/members/${list}?customUrl=${customUrl}`;

  it('admins, mentors and members of a school, public fields only', async () => {
    const admins = await bodyOf(url('admins'));
    expect(admins.content).toEqual([
      { id: people.adminA?.id, name: people.adminA?.name, customUrl: people.adminA?.customUrl, role: 'ADMIN' },
    ]);
    const mentors = await bodyOf(url('mentors'));
    expect(mentors.content.map((row: { id: string }) => row.id)).toEqual([people.facultyA?.id]);
    const members = await bodyOf(url('members'));
    const ids = members.content.map((row: { id: string }) => row.id).sort();
    expect(ids).toEqual([people.grantedA?.id, people.adultA?.id].sort());
    expect(members.totalElements).toBe(2);
    expect(ids).not.toContain(people.pendingA?.id);
    expect(JSON.stringify(members)).not.toMatch(/@|EIGHT|studentClass|email/);
  });

  it('pages', async () => {
    const first = await bodyOf(`${url('members')}&size=1`);
    const second = await bodyOf(`${url('members')}&size=1&page=1`);
    expect(first).toMatchObject({ totalElements: 2, totalPages: 2, last: false });
    expect(second).toMatchObject({ last: true });
    expect(first.content[0].id).not.toBe(second.content[0].id);
  });

  it('refuses a bad list or a missing school', async () => {
    expect((await get(url('parents'))).statusCode).toBe(400);
    expect((await get('/api/community/members/admins')).statusCode).toBe(400);
    expect((await get(url('admins', 'nowhere'))).statusCode).toBe(404);
  });
});

describe('caching', () => {
  it('answers from the cache for 60 s; a new post shows after the cache is cleared', async () => {
    const around = new AroundService(t.db);
    const query = { page: 0, size: 20, customUrl: schoolB.institute.customUrl };
    const before = await around.topSchools(null, query);
    expect(before.content[0]).toMatchObject({ postCount: 1 });
    await post({
      key: 'b3',
      author: people.grantedB as UserRow,
      visibility: 'GLOBAL',
      category: 'fun',
      likes: 2,
      daysAgo: 0,
    });
    expect(await around.topSchools(null, query)).toEqual(before);
    around.clear();
    expect((await around.topSchools(null, query)).content[0]).toMatchObject({ postCount: 2, likeCount: 3 });
  });
});
