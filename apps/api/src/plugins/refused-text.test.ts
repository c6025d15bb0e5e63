/**
 * Finding 3 of issue 13: text PostgreSQL refuses (a NUL character) used to reach SQL and answer 500.
 * Every schema'd input is now refused with the usual 400 naming the field, before any write.
 */
import { COMMUNITY_PATHS, MESSAGES } from '@noticeboard/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions, collabProjects, postComments, posts } from '../db/schema';
import {
  aPost,
  buildPostsWorld,
  commentsPath,
  type PostsWorld,
  postsCaller,
  WORLD_TIMEOUT_MS,
} from '../modules/community/post-test-kit';
import { type BankSchool, buildBankSchool, questionBody } from '../modules/question-bank/bank-test-kit';

const NUL = '\u0000';
const nulDetail = (field: string) => ({ field, message: 'must not contain a NUL character' });

let w: PostsWorld<'adminA' | 'instituteA' | 'studentA'>;
let call: ReturnType<typeof postsCaller>;
let bank: BankSchool;
let postId: string;

beforeAll(async () => {
  w = await buildPostsWorld(['adminA', 'instituteA', 'studentA']);
  call = postsCaller(w.t);
  bank = await buildBankSchool(w.t.app, w.t.db, 'Bank School', 'Physics');
  const created = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost());
  expect(created.status).toBe(201);
  postId = created.body.id;
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const rowsIn = async (table: typeof posts | typeof postComments | typeof bankQuestions | typeof collabProjects) =>
  (await w.t.db.select({ n: count() }).from(table))[0]?.n;

describe('a NUL character in a path parameter or query', () => {
  it('answers 400 naming the path parameter (anonymous)', async () => {
    const response = await call('GET', '/institute/public/a%00b');
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: MESSAGES.validation,
      code: 'VALIDATION_FAILED',
      details: [nulDetail('customUrl')],
    });
  });

  it('answers 400 naming the query parameter (anonymous)', async () => {
    const response = await call('GET', `${COMMUNITY_PATHS.postBySlug}?slug=a%00b`);
    expect(response.status).toBe(400);
    expect(response.json.details).toEqual([nulDetail('slug')]);
  });

  it('answers 400 for a search on a list route', async () => {
    const response = await call('GET', '/institute/members?search=a%00b', w.as.instituteA);
    expect(response.status).toBe(400);
    expect(response.json.details).toEqual([nulDetail('search')]);
  });
});

describe('a NUL character in a body', () => {
  it('refuses a community post and creates nothing', async () => {
    const before = await rowsIn(posts);
    const response = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ description: `a${NUL}b` }));
    expect(response.status).toBe(400);
    expect(response.json.details).toEqual([nulDetail('description')]);
    expect(await rowsIn(posts)).toBe(before);
  });

  it('refuses a comment and creates nothing', async () => {
    const response = await call('POST', commentsPath(postId), w.as.adminA, { text: `nice${NUL}` });
    expect(response.status).toBe(400);
    expect(response.json.details).toEqual([nulDetail('text')]);
    expect(await rowsIn(postComments)).toBe(0);
  });

  it('refuses a lone surrogate (jsonb cannot store it, text would turn it into U+FFFD silently)', async () => {
    const response = await call('POST', commentsPath(postId), w.as.adminA, { text: 'broken \uD800 half' });
    expect(response.status).toBe(400);
    expect(response.json.details).toEqual([{ field: 'text', message: 'must be valid Unicode text' }]);
    expect(await rowsIn(postComments)).toBe(0);
  });

  it('refuses a question, naming the nested field, and creates nothing', async () => {
    const before = await rowsIn(bankQuestions);
    const body = questionBody(bank, { options: ['10 km/h', `15${NUL}km/h`, '20 km/h', '60 km/h'] });
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/question-bank/questions',
      headers: { cookie: bank.faculty.cookie },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([nulDetail('options.1')]);
    expect(await rowsIn(bankQuestions)).toBe(before);
  });

  it('refuses a NUL in an object key too (jsonb refuses it as well)', async () => {
    const before = await rowsIn(posts);
    const response = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, { ...aPost(), [`x${NUL}`]: 1 });
    expect(response.status).toBe(400);
    expect(response.json.details).toEqual([nulDetail(`x${NUL}`)]);
    expect(await rowsIn(posts)).toBe(before);
  });
});

describe('a date PostgreSQL cannot store', () => {
  it('refuses year 0 (PostgreSQL has none) in a collab with 400 and creates nothing', async () => {
    const collab = {
      title: 'Rainwater for the school garden',
      summary: 'We collect rain from the roof.',
      category: 'innovations',
      startsOn: '0000-06-01',
    };
    const response = await call('POST', '/community/collabs', w.as.studentA, collab);
    expect(response.status).toBe(400);
    expect(response.json.details).toEqual([{ field: 'startsOn', message: 'Use a date from 1900 onwards' }]);
    expect(await rowsIn(collabProjects)).toBe(0);
  });
});
