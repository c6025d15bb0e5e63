/**
 * `npx tsx bench/community-round-trips.ts` (after `npm run bench:community:seed -- --keep`): database round trips
 * per request of each community bench scenario, counted on the pg client (every query, BEGIN and COMMIT
 * included). Unlike req/s, these counts do not depend on how busy the machine is; the median time of one request
 * at a time (no queueing) is printed beside them for A/B runs made back to back.
 */
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import pg from 'pg';
import { databaseUrlFor, SERVER_URL } from './bench-db';
import { openBenchApp } from './news-app';
import { COMMUNITY_DB_NAME, COMMUNITY_SEED_SIZE, memberEmail } from './seed-community';

const REQUESTS = 40;

let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  queries += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function main(): Promise<void> {
  const url = databaseUrlFor(SERVER_URL, COMMUNITY_DB_NAME);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = Math.floor((COMMUNITY_SEED_SIZE.schools * COMMUNITY_SEED_SIZE.membersPerSchool) / 100);
  const emails = Array.from({ length: 20 }, (_, i) => memberEmail(1 + 10 + i * step));
  const members = (await client.query<{ id: string }>('select id from users where email = any($1)', [emails])).rows;
  const posts = (
    await client.query<{ id: string; slug: string }>(
      `select id, slug from posts where visibility = 'GLOBAL' and removed_at is null
       order by published_at desc nulls first limit ${REQUESTS} offset 20`,
    )
  ).rows;
  await client.end();

  const { app, sessions, close } = await openBenchApp(url);
  const cookies: string[] = [];
  for (const member of members) cookies.push(`accessToken=${(await sessions.start(member.id)).accessToken}`);
  const cookie = (i: number) => cookies[i % cookies.length] ?? '';
  const post = (i: number) => posts[i % posts.length] ?? { id: '', slug: '' };
  const api = (p: string) => `/api${p}`;

  type Request = { method: 'GET' | 'POST'; url: string; cookie?: string; body?: unknown };
  const scenarios: Array<{ name: string; request: (i: number) => Request }> = [
    {
      name: 'public feed page 1 (anonymous)',
      request: () => ({ method: 'GET', url: api(COMMUNITY_PATHS.publicNewsfeed) }),
    },
    {
      name: 'feed page 1 (signed in)',
      request: (i) => ({ method: 'GET', url: api(COMMUNITY_PATHS.newsfeed), cookie: cookie(i) }),
    },
    {
      name: 'post details',
      request: (i) => ({
        method: 'GET',
        url: `${api(COMMUNITY_PATHS.postBySlug)}?slug=${post(i).slug}`,
        cookie: cookie(i),
      }),
    },
    {
      name: 'like / unlike',
      request: (i) => ({
        method: 'POST',
        url: api(COMMUNITY_PATHS.like.replace(':postId', post(i).id)),
        cookie: cookie(i),
        body: { liked: i % 2 === 0 },
      }),
    },
    {
      name: 'comment',
      request: (i) => ({
        method: 'POST',
        url: api(COMMUNITY_PATHS.comments.replace(':postId', post(i).id)),
        cookie: cookie(i),
        body: { text: `Lovely work, well done! (${i})` },
      }),
    },
  ];
  const send = async ({ method, url: path, cookie: c, body }: Request) => {
    const response = await app.inject({
      method,
      url: path,
      headers: c ? { cookie: c } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
  };
  // Warm: the signed-in actors and shared totals are cached after a first request, as in a running app.
  for (const scenario of scenarios) for (let i = 0; i < cookies.length; i += 1) await send(scenario.request(i));
  console.log('scenario | round trips per request | median ms, one request at a time (load dependent)');
  for (const scenario of scenarios) {
    queries = 0;
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = performance.now();
      await send(scenario.request(i));
      times.push(performance.now() - started);
    }
    const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    console.log(`${scenario.name} | ${(queries / REQUESTS).toFixed(2)} | ${median.toFixed(2)}`);
  }
  await close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
