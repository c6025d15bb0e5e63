/**
 * `npm run bench:community [-- --reuse] [-- --keep]` (issue 5 §7): the community feed page 1 (anonymous and
 * signed in), post details, like and comment, on PostgreSQL seeded with 100k posts, 1M likes and 300k comments
 * across 200 schools (bench/seed-community.ts), each beside a bare Fastify route (bench/beside-bare.ts).
 *
 * --reuse  bench the database a previous `--keep` left (no reseeding); --keep  leave it afterwards.
 */
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import pg from 'pg';
import { createBenchDatabase, databaseUrlFor, dropBenchDatabase, SERVER_URL } from './bench-db';
import { runBesideBare, type Target } from './beside-bare';
import { openBenchApp } from './news-app';
import { COMMUNITY_DB_NAME, COMMUNITY_SEED_SIZE, memberEmail, seedCommunityBench } from './seed-community';

const SESSIONS = Number(process.env.BENCH_COMMUNITY_SESSIONS ?? 100);
const POSTS = 500;

async function main(): Promise<void> {
  const reuse = process.argv.includes('--reuse');
  const keep = process.argv.includes('--keep') || reuse;
  let url = databaseUrlFor(SERVER_URL, COMMUNITY_DB_NAME);
  if (!reuse) {
    console.log(`seeding ${COMMUNITY_DB_NAME}:`, COMMUNITY_SEED_SIZE);
    url = await createBenchDatabase(SERVER_URL, COMMUNITY_DB_NAME);
    await seedCommunityBench(url);
  }
  const { members, posts, counts } = await benchData(url);
  const { app, sessions, close } = await openBenchApp(url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookies: Array<Record<string, string>> = [];
  for (const memberId of members) {
    const { accessToken } = await sessions.start(memberId);
    cookies.push({ cookie: `accessToken=${accessToken}` });
  }
  const api = (p: string) => `/api${p}`;
  const postPath = (template: string, id: string) => api(template.replace(':postId', id));
  const signedIn = (make: (i: number) => Omit<Target, 'headers'>, count = cookies.length): Target[] =>
    Array.from({ length: count }, (_, i) => {
      const target = make(i);
      const cookie = cookies[i % cookies.length] ?? {};
      return { ...target, headers: target.body ? { ...cookie, 'content-type': 'application/json' } : cookie };
    });
  const post = (i: number) => posts[i % posts.length] ?? { id: '', slug: '' };

  await runBesideBare(`Noticeboard community bench: ${counts}, ${cookies.length} signed-in members`, appUrl, [
    {
      name: 'GET public feed page 1 (anonymous)',
      targets: [{ path: api(COMMUNITY_PATHS.publicNewsfeed), headers: {} }],
    },
    { name: 'GET feed page 1 (signed in)', targets: signedIn(() => ({ path: api(COMMUNITY_PATHS.newsfeed) })) },
    {
      name: `GET post details (${posts.length} slugs)`,
      targets: signedIn((i) => ({ path: `${api(COMMUNITY_PATHS.postBySlug)}?slug=${post(i).slug}` }), POSTS),
    },
    {
      name: 'POST like / unlike',
      targets: signedIn(
        (i) => ({
          method: 'POST',
          path: postPath(COMMUNITY_PATHS.like, post(i).id),
          body: JSON.stringify({ liked: i % 2 === 0 }),
        }),
        POSTS,
      ),
    },
    {
      name: 'POST comment',
      targets: signedIn(
        (i) => ({
          method: 'POST',
          path: postPath(COMMUNITY_PATHS.comments, post(i).id),
          body: JSON.stringify({ text: `Lovely work, well done! (${i})` }),
        }),
        POSTS,
      ),
    },
  ]);

  await close();
  if (keep) console.log(`kept ${COMMUNITY_DB_NAME}: rerun with --reuse`);
  else await dropBenchDatabase(SERVER_URL, COMMUNITY_DB_NAME);
}

/** Members spread over the schools, recent public posts, and what the database holds. */
async function benchData(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const step = Math.max(
      1,
      Math.floor((COMMUNITY_SEED_SIZE.schools * COMMUNITY_SEED_SIZE.membersPerSchool) / SESSIONS),
    );
    const emails = Array.from({ length: SESSIONS }, (_, i) => memberEmail(1 + 10 + i * step));
    const members = await client.query<{ id: string }>('select id from users where email = any($1)', [emails]);
    if (members.rows.length === 0)
      throw new Error(`${COMMUNITY_DB_NAME} is empty: npm run bench:community:seed -- --keep`);
    const posts = await client.query<{ id: string; slug: string }>(
      `select id, slug from posts where visibility = 'GLOBAL' and removed_at is null
       order by published_at desc nulls first limit ${POSTS} offset 20`,
    );
    const counted = await client.query<{ posts: number; likes: number; comments: number; schools: number }>(
      `select (select count(*) from posts)::int as posts, (select count(*) from post_likes)::int as likes,
              (select count(*) from post_comments)::int as comments, (select count(*) from institutes)::int as schools`,
    );
    const version = await client.query<{ server_version: string }>('show server_version');
    const c = counted.rows[0];
    return {
      members: members.rows.map((row) => row.id),
      posts: posts.rows,
      counts: `PostgreSQL ${version.rows[0]?.server_version ?? '?'}, ${c?.posts} posts, ${c?.likes} likes, ${c?.comments} comments, ${c?.schools} schools`,
    };
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
