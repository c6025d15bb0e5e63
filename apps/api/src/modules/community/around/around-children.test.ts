/**
 * Children in the community's lists of people (issue 13 finding 5), by the consent module's one rule: outside their
 * school a child with their parent's consent is "First L." without a profile address, one without consent is not
 * listed; their own school sees the consenting ones in full. A consent change shows at once despite the 60 s cache.
 */
import { categorySlug } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postComments, posts, users } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';
import { answerParentConsent } from '../../consent/consent-test-kit';
import type { UserRow } from '../../user/user.repository';

let t: TestApp;
let alder: Awaited<ReturnType<typeof buildInstitute>>;
const people: Record<string, UserRow> = {};
const sessions: Record<string, SignedIn> = {};
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

async function student(key: string, name: string, dateOfBirth: string | null, consent: string | null) {
  const member = await buildMember(t.db, alder.institute.id, 'CANDIDATE');
  await t.db.update(users).set({ name, dateOfBirth }).where(eq(users.id, member.id));
  if (consent) {
    await answerParentConsent(t.db, {
      instituteId: alder.institute.id,
      studentId: member.id,
      status: consent as 'GRANTED' | 'PENDING' | 'DECLINED',
    });
  }
  people[key] = { ...member, name, dateOfBirth };
  // A public post each, so every one of them would rank among the top users if listed.
  await t.db.insert(posts).values({
    slug: `children-${key}`,
    authorId: member.id,
    instituteId: alder.institute.id,
    postType: 'TEXT',
    category: 'student spotlights',
    categorySlug: categorySlug('student spotlights'),
    descriptionHtml: `<p>${key}</p>`,
    descriptionText: key,
    visibility: 'GLOBAL',
    requestedVisibility: 'GLOBAL',
    requestStatus: 'PUBLISHED',
    publishedAt: new Date(Date.now() - 86_400_000),
  });
}

type Person = { id: string; name: string; customUrl: string | null };
async function list(url: string, who?: string): Promise<Person[]> {
  const session = who ? sessions[who] : undefined;
  const response = await t.app.inject({ method: 'GET', url, headers: session ? { cookie: session.cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().body.content.map(({ id, name, customUrl }: Person) => ({ id, name, customUrl }));
}
const members = (who?: string) => list(`/api/community/members/members?customUrl=${alder.institute.customUrl}`, who);
const topUsers = (who?: string) => list('/api/community/top-users?size=50', who);
const alderPeople = (rows: Person[]) => rows.filter((row) => Object.values(people).some((p) => p.id === row.id));
const shown = (rows: Person[]) =>
  rows.map((row) => `${row.name} ${row.customUrl === null ? '(no address)' : ''}`.trim());

beforeAll(async () => {
  t = await buildTestApp();
  alder = await buildInstitute(t.db, 'Alder School');
  const birch = await buildInstitute(t.db, 'Birch School');
  await student('asha', 'Asha Kumar', yearsAgo(13), 'GRANTED');
  await student('bela', 'Bela Rao', yearsAgo(12), 'PENDING');
  await student('chitra', 'Chitra Das', yearsAgo(14), 'DECLINED');
  await student('esha', 'Esha Iyer', null, null);
  await student('dev', 'Dev Mehta', yearsAgo(20), null);
  people.birch = await buildMember(t.db, birch.institute.id, 'CANDIDATE');
  people.reader = await buildIndividual(t.db);
  sessions.dev = await signIn(t.app, 'user', (people.dev as UserRow).email);
  sessions.birch = await signIn(t.app, 'user', (people.birch as UserRow).email);
  sessions.reader = await signIn(t.app, 'individual', (people.reader as UserRow).email);
  sessions.school = await signIn(t.app, 'institute', alder.account.email);
}, 60_000);
afterAll(async () => t.close());

const OUTSIDE = ['Asha K. (no address)', 'Dev Mehta'];
const INSIDE = ['Asha Kumar', 'Dev Mehta'];

describe("a school's member list", () => {
  it('shows outsiders a consenting child as "First L." and no child without consent', async () => {
    for (const who of [undefined, 'reader', 'birch']) {
      const rows = await members(who);
      expect(shown(rows), who ?? 'anonymous').toEqual(OUTSIDE);
      expect(JSON.stringify(rows)).not.toMatch(/Kumar|Bela|Chitra|Esha/);
    }
  });

  it('shows the school’s own members the consenting ones in full', async () => {
    expect(shown(await members('dev'))).toEqual(INSIDE);
    expect(shown(await members('school'))).toEqual(INSIDE);
  });
});

describe('top users', () => {
  it('follow the same rule', async () => {
    for (const who of [undefined, 'reader', 'birch']) {
      expect(shown(alderPeople(await topUsers(who))).sort(), who ?? 'anonymous').toEqual(OUTSIDE);
    }
    expect(shown(alderPeople(await topUsers('dev'))).sort()).toEqual(INSIDE);
  });
});

describe('post authors (student spotlights and every feed)', () => {
  type Author = { id: string; name: string; customUrl: string | null };
  const authors = async (who?: string) => {
    const session = who ? sessions[who] : undefined;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/community/student-spotlights?size=50',
      headers: session ? { cookie: session.cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().body.content as Array<{ author: Author }>;
    return rows.map(({ author }) => `${author.name}${author.customUrl === null ? ' (no address)' : ''}`).sort();
  };

  it('name a child author as "First L." outside their school and not at all without consent', async () => {
    const outside = ['A student (no address)', 'A student (no address)', 'A student (no address)', ...OUTSIDE];
    for (const who of [undefined, 'reader', 'birch']) {
      expect(await authors(who), who ?? 'anonymous').toEqual(outside);
    }
    expect(await authors('dev')).toEqual(['Asha Kumar', 'Bela Rao', 'Chitra Das', 'Dev Mehta', 'Esha Iyer']);
  });

  it('name them the same way in the signed-in feeds, whose rows are presented once for every onlooker', async () => {
    const feedAuthors = async (query: string, who?: string) => {
      const session = who ? sessions[who] : undefined;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/community/newsfeed?size=50&category=${categorySlug('student spotlights')}${query}`,
        headers: session ? { cookie: session.cookie } : {},
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().body.content as Array<{ author: Author; canEdit: boolean }>;
      return rows.map(({ author }) => `${author.name}${author.customUrl === null ? ' (no address)' : ''}`).sort();
    };
    const outside = ['A student (no address)', 'A student (no address)', 'A student (no address)', ...OUTSIDE];
    const inside = ['Asha Kumar', 'Bela Rao', 'Chitra Das', 'Dev Mehta', 'Esha Iyer'];
    // Twice each, in turns: the second read comes from the rows presented for the first.
    for (let round = 0; round < 2; round++) {
      for (const query of ['', `&customUrl=${alder.institute.customUrl}`]) {
        for (const who of [undefined, 'reader', 'birch']) {
          expect(await feedAuthors(query, who), `${query} ${who ?? 'anonymous'}`).toEqual(outside);
        }
        expect(await feedAuthors(query, 'dev'), query).toEqual(inside);
        expect(await feedAuthors(query, 'school'), query).toEqual(inside);
      }
    }
  });

  it('name a child commenting the same way', async () => {
    const [post] = await t.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, 'children-dev'));
    const postId = post?.id as string;
    for (const key of ['asha', 'bela']) {
      await t.db.insert(postComments).values({ postId, authorId: (people[key] as UserRow).id, text: `from ${key}` });
    }
    const commenters = async (who?: string) => {
      const session = who ? sessions[who] : undefined;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/community/posts/${postId}/comments`,
        headers: session ? { cookie: session.cookie } : {},
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().body.content as Array<{ author: { name: string; customUrl: string | null } }>;
      return rows.map(({ author }) => `${author.name}${author.customUrl === null ? ' (no address)' : ''}`);
    };
    expect(await commenters('birch')).toEqual(['Asha K. (no address)', 'A student (no address)']);
    expect(await commenters('dev')).toEqual(['Asha Kumar', 'Bela Rao']);
  });
});

describe('a consent change', () => {
  it('shows in the cached lists at once', async () => {
    expect(shown(await members())).toEqual(OUTSIDE);
    expect(shown(alderPeople(await topUsers()))).toContain('Asha K. (no address)');
    const pageAuthor = async () => {
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/community/posts/by-slug?slug=children-asha',
        headers: { cookie: (sessions.birch as SignedIn).cookie },
      });
      return page.json().body.author.name;
    };
    expect(await pageAuthor()).toBe('Asha K.');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/institute/parent-consent/${(people.asha as UserRow).id}/status`,
      headers: { cookie: (sessions.school as SignedIn).cookie },
      payload: { status: 'DECLINED' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(shown(await members())).toEqual(['Dev Mehta']);
    expect(shown(alderPeople(await topUsers()))).toEqual(['Dev Mehta']);
    // A post's page (its row shared for a few seconds) names her as the rule now says.
    expect(await pageAuthor()).toBe('A student');
  });
});
