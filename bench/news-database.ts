/** The news bench's database: freshly seeded, or the one a previous `--keep` left behind. */
import pg from 'pg';
import { createBenchDatabase, databaseUrlFor, dropBenchDatabase, SERVER_URL } from './bench-db';
import { BENCH_DB_NAME, BENCH_READER_EMAIL, DEFAULT_SEED_SIZE, seedNewsBench } from './seed-news';

/** Signed-in readers the scenarios rotate through (the for-you ranking and exclusions are per reader). */
const BENCH_READERS = Number(process.env.BENCH_NEWS_SESSIONS ?? 100);

export interface BenchDatabase {
  url: string;
  readerId: string;
  /** The first readers of the seed (the bench reader first), each with a reading history. */
  readerIds: string[];
  /** Recent articles' slugs. */
  slugs: string[];
  serverVersion: string;
  /** "100000 articles, 1000000 views, …" as found in the database. */
  counts: string;
  close(options: { drop: boolean }): Promise<void>;
}

export async function openBenchDatabase({ reuse }: { reuse: boolean }): Promise<BenchDatabase> {
  let url: string;
  if (reuse) {
    url = databaseUrlFor(SERVER_URL, BENCH_DB_NAME);
  } else {
    console.log(`seeding ${BENCH_DB_NAME}:`, DEFAULT_SEED_SIZE);
    url = await createBenchDatabase(SERVER_URL, BENCH_DB_NAME);
    await seedNewsBench(url, DEFAULT_SEED_SIZE);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const reader = await client.query<{ id: string }>('select id from users where email = $1', [BENCH_READER_EMAIL]);
    const readerId = reader.rows[0]?.id;
    if (!readerId) throw new Error(`${BENCH_DB_NAME} has no bench reader: seed it (npm run bench:news:seed -- --keep)`);
    const readers = await client.query<{ id: string }>(
      `select id from users where email = any($1) order by split_part(split_part(email, '@', 1), '-', 3)::int`,
      [Array.from({ length: BENCH_READERS }, (_, i) => `bench-reader-${i + 1}@news.test`)],
    );
    const slugs = await client.query<{ slug: string }>(
      'select slug from articles order by published_at desc limit 2000 offset 50',
    );
    const counted = await client.query<{
      articles: number;
      views: number;
      readers: number;
      saves: number;
      trending: number;
    }>(
      `select (select count(*) from articles)::int as articles, (select count(*) from article_views)::int as views,
              (select count(*) from users)::int as readers, (select count(*) from article_bookmarks)::int as saves,
              (select count(*) from article_trending)::int as trending`,
    );
    const version = await client.query<{ server_version: string }>('show server_version');
    const c = counted.rows[0];
    return {
      url,
      readerId,
      readerIds: readers.rows.map((row) => row.id),
      slugs: slugs.rows.map((row) => row.slug),
      serverVersion: version.rows[0]?.server_version ?? '?',
      counts: c
        ? `${c.articles} articles, ${c.views} views, ${c.readers} users, ${c.saves} saves, ${c.trending} trending rows`
        : '',
      close: async ({ drop }) => {
        if (drop) await dropBenchDatabase(SERVER_URL, BENCH_DB_NAME);
        else console.log(`kept ${BENCH_DB_NAME}: rerun with --reuse`);
      },
    };
  } finally {
    await client.end();
  }
}
