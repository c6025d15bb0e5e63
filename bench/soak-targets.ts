/**
 * The soak's request mix: demo users signed in through the real login, each with a block of the main reads and
 * writes (news page, article, community feed, a post, like and unlike, a comment, leaderboard, quiz hub); the
 * blocks follow one another so every connection rotates through the users. A user keeps a post only if a like
 * and a comment on it are accepted, so the mix measures the API, not refusals.
 */
import { COMMUNITY_PATHS, LEADERBOARD_PATHS, NEWS_PATHS, QUIZ_PATHS } from '@noticeboard/shared';
import type autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo-data';

const USERS = Number(process.env.SOAK_USERS ?? 24);

interface Candidate {
  email: string;
  type: string;
  user_type: string | null;
}

const kindOf = (user: Candidate) =>
  user.type === 'CANDIDATE'
    ? 'user'
    : user.type === 'INSTITUTE'
      ? 'institute'
      : user.user_type
        ? 'faculty'
        : 'individual';

async function signIn(base: string, user: Candidate): Promise<string | null> {
  const response = await fetch(`${base}/api/${kindOf(user)}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('accessToken='));
  return response.status === 200 && cookie ? (cookie.split(';')[0] as string) : null;
}

async function accepted(base: string, cookie: string, method: string, path: string, body: unknown): Promise<boolean> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.ok;
}

export async function soakTargets(base: string, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [people, posts, articles] = [
    await client.query<Candidate>(
      `select email, type, user_type from users where password_hash is not null and type <> 'INSTITUTE'
       order by type, email limit 200`,
    ),
    await client.query<{ id: string; slug: string }>(
      `select id, slug from posts where request_status = 'PUBLISHED' order by created_at desc limit 60`,
    ),
    await client.query<{ slug: string }>('select slug from articles order by published_at desc limit 40'),
  ];
  await client.end();

  const api = (path: string) => `/api${path}`;
  const requests: autocannon.Request[] = [];
  let users = 0;
  for (const person of people.rows) {
    if (users >= USERS) break;
    const cookie = await signIn(base, person);
    if (!cookie) continue;
    const post = await findUsablePost(base, cookie, posts.rows, users);
    if (!post) continue;
    const k = users++;
    const headers = { cookie, 'content-type': 'application/json' };
    const like = api(COMMUNITY_PATHS.like.replace(':postId', post.id));
    const article = articles.rows[k % Math.max(1, articles.rows.length)]?.slug ?? '';
    requests.push(
      { method: 'GET', path: `${api(NEWS_PATHS.latest)}?page=${(k % 3) + 1}`, headers },
      { method: 'GET', path: `${api(NEWS_PATHS.articleBySlug)}?slug=${encodeURIComponent(article)}`, headers },
      { method: 'GET', path: api(COMMUNITY_PATHS.newsfeed), headers },
      { method: 'GET', path: `${api(COMMUNITY_PATHS.postBySlug)}?slug=${encodeURIComponent(post.slug)}`, headers },
      { method: 'POST', path: like, headers, body: JSON.stringify({ liked: true }) },
      { method: 'POST', path: like, headers, body: JSON.stringify({ liked: false }) },
      {
        method: 'POST',
        path: api(COMMUNITY_PATHS.comments.replace(':postId', post.id)),
        headers,
        body: JSON.stringify({ text: `Soak comment from user ${k}` }),
      },
      { method: 'GET', path: `${api(LEADERBOARD_PATHS.leaderboard)}?range=LAST_30_DAYS&scope=PLATFORM`, headers },
      { method: 'GET', path: api(QUIZ_PATHS.userwiseQuiz), headers },
    );
  }
  if (users === 0) throw new Error('no demo user could sign in, like and comment: is the demo data seeded?');
  const summary = `${users} signed-in users rotating, ${requests.length / users} requests each (${posts.rowCount} posts, ${articles.rowCount} articles)`;
  return { requests, summary };
}

/** A post this user may like and comment on, starting at their own offset so users spread over the posts. */
async function findUsablePost(
  base: string,
  cookie: string,
  posts: Array<{ id: string; slug: string }>,
  offset: number,
) {
  for (let i = 0; i < Math.min(posts.length, 8); i++) {
    const post = posts[(offset + i) % posts.length];
    if (!post) continue;
    const like = COMMUNITY_PATHS.like.replace(':postId', post.id);
    if (!(await accepted(base, cookie, 'POST', like, { liked: false }))) continue;
    const comments = COMMUNITY_PATHS.comments.replace(':postId', post.id);
    if (await accepted(base, cookie, 'POST', comments, { text: 'Soak: can I comment here?' })) return post;
  }
  return null;
}
