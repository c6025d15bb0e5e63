/**
 * `npm run bench:news [-- --reuse] [-- --keep]` (issue 4 §6): the news feeds on PostgreSQL seeded with
 * 100k articles and 1M view events (bench/seed-news.ts), 50 connections, each scenario beside a bare Fastify
 * route serving a same-sized response (bench/beside-bare.ts).
 *
 * --reuse  bench the database a previous `--keep` left (no reseeding); --keep  leave it afterwards.
 */
import { NEWS_PATHS } from '@noticeboard/shared';
import { runBesideBare, type Target } from './beside-bare';
import { openBenchApp } from './news-app';
import { openBenchDatabase } from './news-database';

/** Goal of issue 4 §6 beside p99 < 50 ms. */
const LATEST_RATIO_GOAL = 0.4;

async function main(): Promise<void> {
  const reuse = process.argv.includes('--reuse');
  const keep = process.argv.includes('--keep') || reuse;
  const bench = await openBenchDatabase({ reuse });
  const { app, sessions, close } = await openBenchApp(bench.url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  // One signed-in session per reader; requests rotate through them.
  const cookies: Array<Record<string, string>> = [];
  for (const readerId of bench.readerIds) {
    const { accessToken } = await sessions.start(readerId);
    cookies.push({ cookie: `accessToken=${accessToken}` });
  }
  const targetsOf = (paths: string[]): Target[] =>
    Array.from({ length: Math.max(paths.length, cookies.length) }, (_, i) => ({
      path: paths[i % paths.length] ?? '',
      headers: cookies[i % cookies.length] ?? {},
    }));

  const api = (p: string) => `/api${p}`;
  const slugs = bench.slugs.slice(0, 500);
  const rows = await runBesideBare(
    `Noticeboard news bench: PostgreSQL ${bench.serverVersion}, ${bench.counts}, ${cookies.length} signed-in readers`,
    appUrl,
    [
      { name: 'GET latest page 1', targets: targetsOf([api(NEWS_PATHS.latest)]) },
      { name: 'GET for-you page 1', targets: targetsOf([api(NEWS_PATHS.forYou)]) },
      { name: 'GET trending page 1', targets: targetsOf([api(NEWS_PATHS.trending)]) },
      {
        name: `GET article by slug (${slugs.length} slugs)`,
        targets: targetsOf(slugs.map((slug) => `${api(NEWS_PATHS.articleBySlug)}?slug=${encodeURIComponent(slug)}`)),
      },
    ],
  );
  const latest = rows.find((row) => row.scenario.startsWith('GET latest') && row.ratio !== undefined);
  if (latest)
    console.log(
      `goal latest >= ${LATEST_RATIO_GOAL * 100}% of bare req/s: ${(latest.ratio ?? 0) >= LATEST_RATIO_GOAL ? 'met' : 'missed'} (${((latest.ratio ?? 0) * 100).toFixed(0)}%)`,
    );

  await close();
  await bench.close({ drop: !keep });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
