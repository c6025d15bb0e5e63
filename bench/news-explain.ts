import { NEWS_PATHS } from '@noticeboard/shared';
import pg from 'pg';
import { openBenchApp } from './news-app';
import { openBenchDatabase } from './news-database';

interface Captured {
  text: string;
  values: unknown[];
}

let recording: Captured[] | null = null;

/** node-postgres accepts (text, values?) or ({ text, values? }, values?); every pool query ends up here. */
function installRecorder(): void {
  const original = pg.Client.prototype.query;
  // The overloads of Client#query cannot be restated one by one; the wrapper only looks at the arguments.
  const wrapped = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (recording) {
      if (typeof first === 'string') recording.push({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[] };
        // drizzle passes the parameters as the second argument.
        recording.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
      }
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = wrapped as typeof original;
}

async function main(): Promise<void> {
  installRecorder();
  const reuse = process.argv.includes('--reuse');
  const bench = await openBenchDatabase({ reuse });
  const { app, sessions, close } = await openBenchApp(bench.url);
  await app.ready();
  const { accessToken } = await sessions.start(bench.readerId);
  const cookie = `accessToken=${accessToken}`;
  const slug = bench.slugs[0] ?? '';

  const scenarios: Array<[string, string]> = [
    ['latest page 1', NEWS_PATHS.latest],
    ['for-you page 1', NEWS_PATHS.forYou],
    ['trending page 1', NEWS_PATHS.trending],
    ['article by slug', `${NEWS_PATHS.articleBySlug}?slug=${encodeURIComponent(slug)}`],
  ];
  const explainer = new pg.Client({ connectionString: bench.url });
  await explainer.connect();
  for (const [name, url] of scenarios) {
    // The first request of a fresh app: every query runs, including those the API then caches for a while.
    recording = [];
    const response = await app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
    const queries = recording;
    recording = null;
    console.log(`\n=== ${name}: GET /api${url} → ${response.statusCode}, ${queries.length} queries ===`);
    for (const [index, query] of queries.entries()) {
      console.log(`\n--- query ${index + 1}: ${query.text.replace(/\s+/g, ' ').trim()}`);
      if (query.values.length > 0) console.log(`    params: ${JSON.stringify(query.values).slice(0, 300)}`);
      if (!/^\s*(select|with)\b/i.test(query.text)) continue;
      const plan = await explainer.query<{ 'QUERY PLAN': string }>({
        text: `explain (analyze, buffers) ${query.text}`,
        values: query.values,
      });
      for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
    }
  }
  await explainer.end();
  await close();
  await bench.close({ drop: !reuse && !process.argv.includes('--keep') });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
