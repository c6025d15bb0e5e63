import { TOPIC_CATEGORIES, type TopicCategory } from '@noticeboard/shared';
import pg from 'pg';
import { createDatabase, type Database } from '../apps/api/src/db/client';
import { trendingJobs } from '../apps/api/src/modules/news/trending.job';
import { buildInstitute } from '../apps/api/src/test/factories';
import {
  createBenchDatabase,
  dropBenchDatabase,
  dropSecondaryIndexes,
  literal,
  SERVER_URL,
  stepTimer,
} from './bench-db';

export interface NewsSeedSize {
  articles: number;
  views: number;
  readers: number;
  bookmarks: number;
}

export const DEFAULT_SEED_SIZE: NewsSeedSize = {
  articles: Number(process.env.BENCH_NEWS_ARTICLES ?? 100_000),
  views: Number(process.env.BENCH_NEWS_VIEWS ?? 1_000_000),
  readers: Number(process.env.BENCH_NEWS_READERS ?? 10_000),
  bookmarks: Number(process.env.BENCH_NEWS_BOOKMARKS ?? 5_000),
};

/** The signed-in reader the personalised scenarios run as (reader number 1 of the seed). */
export const BENCH_READER_EMAIL = 'bench-reader-1@news.test';
/** What the bench reader chose in /customize-feeds. */
export const BENCH_READER_CATEGORIES: TopicCategory[] = ['SPORTS', 'TECHNOLOGY_AND_INNOVATION'];

const PUBLISHERS: Array<[slug: string, name: string, category: TopicCategory]> = [
  ['bright-horizons-daily', 'Bright Horizons Daily', 'EDUCATION_AND_RESEARCH'],
  ['young-explorer-times', 'Young Explorer Times', 'TRAVEL'],
  ['green-valley-gazette', 'Green Valley Gazette', 'ENVIRONMENT'],
  ['little-scientist-weekly', 'Little Scientist Weekly', 'TECHNOLOGY_AND_INNOVATION'],
  ['playground-post', 'Playground Post', 'SPORTS'],
  ['curious-minds-chronicle', 'Curious Minds Chronicle', 'CULTURAL_DIVERSITY'],
  ['sunrise-student-news', 'Sunrise Student News', 'SOCIAL_CONCERNS'],
  ['open-window-review', 'Open Window Review', 'HEALTH'],
];

/** Our own filler vocabulary: the text only needs realistic lengths and a spread of words. */
const WORDS = `school river garden library robot museum festival football cricket science planet ocean forest
  mountain village city market bridge train bicycle library teacher student class project team match goal
  player coach music dance painting story poem theatre film camera kite rainbow weather rain summer winter
  harvest farmer bakery recipe vegetable fruit mango apple water energy solar wind battery engine rocket
  satellite telescope star moon comet island desert valley lake bird tiger elephant turtle butterfly bee
  tree flower seed soil recycle plastic paper cleanup volunteer neighbour friendship kindness health sleep
  exercise breakfast doctor nurse hospital vaccine clinic reading writing maths history geography language
  computer code game puzzle invention idea question answer research study report council election vote
  mayor parliament budget shop company startup money saving bank trade export festival costume lantern
  parade tradition culture family grandparents holiday journey map compass trail camp picnic sunrise sunset
  bright quiet happy careful curious brave gentle quick clever friendly local national global young old
  new first last small large green blue golden early late together again today tomorrow yesterday weekly
  builds opens visits wins shares plans finds learns helps grows starts celebrates explores discovers
  the a and of to in for with on at from by about after before during`
  .split(/\s+/)
  .filter(Boolean);

const AUTHORS = ['Asha Menon', 'Ravi Kulkarni', 'Meera Joshi', 'Sam Fernandes', 'Lina Dsouza', 'Arjun Pillai'];

export interface NewsSeedResult {
  readerId: string;
  /** Slugs of recent articles, for the article-by-slug scenario. */
  slugs: string[];
  timings: Array<[step: string, seconds: number]>;
}

/**
 * Runs the migrations, then fills the tables. `databaseUrl` must name an empty database.
 * Everything is planned first in staging tables (article ids, reads, saves), so each real table is
 * written once: counters are known before the articles go in (an UPDATE would recompute the stored
 * tsvector of every row), and secondary indexes are built after the load rather than row by row.
 */
export async function seedNewsBench(
  databaseUrl: string,
  size: NewsSeedSize = DEFAULT_SEED_SIZE,
): Promise<NewsSeedResult> {
  const timings: Array<[string, number]> = [];
  const step = stepTimer(timings);

  const database = createDatabase({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await step('migrations', () => database.migrate());
    await client.query(
      "set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'; set jit = off",
    );
    await step('publishers, feeds, 10 schools', () => seedPublishers(client, database));
    const readerId = await step(`${size.readers} readers`, () => seedReaders(client, size.readers));
    await step('plan articles, reads and saves', () => planReading(client, size, readerId));
    const indexes = await dropSecondaryIndexes(client, ['articles', 'article_views', 'article_bookmarks']);
    // The planned rows reference each other by construction: skip the per-row foreign-key triggers.
    await client.query("set session_replication_role = 'replica'");
    await step(`${size.articles} articles (text + tsvector)`, () => seedArticles(client, databaseUrl));
    await step(`${size.views} views, bookmarks, preferences`, () => copyReading(client, readerId));
    await client.query("set session_replication_role = 'origin'");
    await step(`rebuild ${indexes.length} indexes`, async () => {
      for (const definition of indexes) await client.query(definition);
    });
    await client.query(
      'drop table bench_readers, bench_plan, bench_views, bench_saves, bench_counts, bench_paragraphs, bench_words',
    );
    await step('trending job', () => runTrendingJob(database));
    await step('vacuum analyze', () => client.query('vacuum analyze'));
    const slugs = await client.query<{ slug: string }>(
      'select slug from articles order by published_at desc limit 2000 offset 50',
    );
    return { readerId, slugs: slugs.rows.map((row) => row.slug), timings };
  } finally {
    await client.end();
    await database.close();
  }
}

async function seedPublishers(client: pg.Client, database: Database): Promise<void> {
  for (const [slug, name, category] of PUBLISHERS) {
    await client.query(
      `with publisher as (
         insert into publishers (slug, name, logo_url, site_url, default_category)
         values ($1, $2, null, $3, $4) returning id)
       insert into publisher_feeds (publisher_id, url) select id, $5 from publisher`,
      [slug, name, `https://${slug}.example.test`, category, `https://${slug}.example.test/feed.xml`],
    );
  }
  // Real schools (the factory's path), so readers belong to institutes as students do.
  for (let i = 1; i <= 10; i++) await buildInstitute(database.db, `Bench School ${i}`);
}

/** 90% students spread over the schools, 10% individuals; no passwords (the bench mints sessions). */
async function seedReaders(client: pg.Client, count: number): Promise<string> {
  await client.query(
    `create unlogged table bench_readers as
     select n, gen_random_uuid() as id,
       ${categoryArray()}[1 + n % 11] as fav1,
       ${categoryArray()}[1 + (n * 7 + 3) % 11] as fav2
     from generate_series(1, $1::int) n`,
    [count],
  );
  await client.query('alter table bench_readers add primary key (n)');
  // The bench reader's favourites match what it chose in customize-feeds.
  await client.query(`update bench_readers set fav1 = $1, fav2 = $2 where n = 1`, BENCH_READER_CATEGORIES);
  await client.query(
    `with schools as (select id, row_number() over (order by name) - 1 as k from institutes)
     insert into users (id, type, name, email, custom_url, email_verified_at, institute_id, student_class, section, created_at)
     select r.id,
       case when r.n % 10 = 0 then 'INDIVIDUAL' else 'CANDIDATE' end::user_type,
       'Bench Reader ' || r.n, 'bench-reader-' || r.n || '@news.test', 'bench-reader-' || r.n, now(),
       case when r.n % 10 = 0 then null else s.id end,
       case when r.n % 10 = 0 then null else (enum_range(null::student_class))[1 + r.n % 10] end,
       case when r.n % 10 = 0 then null else 'A'::section_type end,
       now() - interval '400 days'
     from bench_readers r join schools s on s.k = r.n % 10`,
  );
  const reader = await client.query<{ id: string }>('select id from bench_readers where n = 1');
  const id = reader.rows[0]?.id;
  if (!id) throw new Error('bench reader missing');
  return id;
}

/**
 * Article ids, categories and publish times first; then the reads. Each reader makes 70% of their
 * reads in their two favourite categories; rank^3 skews reads to fresh articles (a fifth of all
 * reads land in the newest 1%), seen within 3 days of publishing. Saves are sampled from reads.
 */
async function planReading(client: pg.Client, size: NewsSeedSize, readerId: string): Promise<void> {
  await client.query(
    `create unlogged table bench_plan as
     select g, id, category, published_at,
       (row_number() over (partition by category order by published_at desc) - 1)::int as rank
     from (select g, gen_random_uuid() as id, ${categoryArray()}[1 + (g / 8) % 11] as category,
                  now() - random() * interval '365 days' as published_at
           from generate_series(1, $1::int) g) planned`,
    [size.articles],
  );
  await client.query('alter table bench_plan add primary key (category, rank)');
  await client.query(
    'create temp table bench_category_size as select category, count(*)::int as n from bench_plan group by category',
  );
  await client.query(
    `create unlogged table bench_views as
     select a.id as article_id, r.id as user_id,
       case when x.kind < 0.15 then 'IMPRESSION' else 'VIEW' end::view_type as view_type,
       least(now(), a.published_at + x.delay * interval '3 days') as viewed_at
     from (
       select g, 1 + g % $2::int as reader, random() as pick, random() as fresh, random() as other,
              random() as kind, random() as delay
       from generate_series(1, $1::int) g) x
     join bench_readers r on r.n = x.reader
     join bench_category_size cs on cs.category = case
       when x.pick < 0.45 then r.fav1
       when x.pick < 0.70 then r.fav2
       else ${categoryArray()}[1 + floor(x.other * 11)::int] end
     join bench_plan a on a.category = cs.category and a.rank = floor(power(x.fresh, 3) * cs.n)::int`,
    [size.views, size.readers],
  );
  await client.query(
    `create unlogged table bench_saves as
     select distinct on (user_id, article_id) user_id, article_id, viewed_at + interval '1 minute' as created_at
     from (select * from bench_views where view_type = 'VIEW' and user_id <> $2 order by random() limit $1::int) sampled
     union
     (select user_id, article_id, max(viewed_at) + interval '1 minute'
      from bench_views where user_id = $2 and view_type = 'VIEW'
      group by user_id, article_id order by 3 desc limit 20)`,
    [size.bookmarks, readerId],
  );
}

/** `create index` statements of the tables' non-unique, non-key indexes, which are dropped here. */
/** Connections inserting articles side by side: the stored tsvector makes this step CPU-bound. */
const SEED_PARALLEL = Number(process.env.BENCH_NEWS_SEED_PARALLEL ?? 2);

async function seedArticles(client: pg.Client, databaseUrl: string): Promise<void> {
  await client.query(`create unlogged table bench_words as select array[${WORDS.map(literal).join(',')}] as w`);
  // 400 paragraphs of 40–120 words; each article strings 2–7 of them together (about 350 words).
  await client.query(
    `create unlogged table bench_paragraphs as
     select p, (select string_agg(w[1 + floor(random() * array_length(w, 1))::int], ' ')
                from bench_words, generate_series(1, 40 + (p * 37) % 81) k where k > 0 and p >= 0) || '.' as body,
            40 + (p * 37) % 81 as words
     from generate_series(0, 399) p`,
  );
  await client.query('alter table bench_paragraphs add primary key (p)');
  await client.query(
    `create unlogged table bench_counts as
     select p.id as article_id, coalesce(v.n, 0)::int as views, coalesce(s.n, 0)::int as saves
     from bench_plan p
     left join (select article_id, count(*) as n from bench_views where view_type = 'VIEW' group by 1) v
       on v.article_id = p.id
     left join (select article_id, count(*) as n from bench_saves group by 1) s on s.article_id = p.id`,
  );
  await client.query('alter table bench_counts add primary key (article_id)');
  await Promise.all(
    Array.from({ length: SEED_PARALLEL }, async (_, part) => {
      const worker = new pg.Client({ connectionString: databaseUrl });
      await worker.connect();
      try {
        await worker.query("set synchronous_commit = off; set jit = off; set session_replication_role = 'replica'");
        await insertArticles(worker, part, SEED_PARALLEL);
      } finally {
        await worker.end();
      }
    }),
  );
}

/** The planned articles whose number is `part` modulo `parts`, with generated text. */
async function insertArticles(client: pg.Client, part: number, parts: number): Promise<void> {
  await client.query(
    `insert into articles (id, slug, publisher_id, feed_id, guid, canonical_url, title, summary, content_html,
       content_text, author, category, image_key, image_small_key, image_width, image_height, image_alt, word_count,
       reading_minutes, published_at, ingested_at, view_count, save_count, audio_status, audio_key,
       audio_duration_seconds)
     select
       a.id, 'bench-' || a.g || '-' || lower(replace(t.title, ' ', '-')),
       pub.id, pub.feed_id, 'bench-guid-' || a.g, 'https://' || pub.slug || '.example.test/articles/' || a.g,
       initcap(t.title), s.summary, c.html, c.txt,
       (array[${AUTHORS.map(literal).join(',')}])[1 + a.g % ${AUTHORS.length}],
       a.category,
       case when a.g % 5 = 0 then null else 'news/images/bench/' || a.g || '.webp' end,
       case when a.g % 5 = 0 then null else 'news/images/bench/' || a.g || '-small.webp' end,
       case when a.g % 5 = 0 then null else 1200 end,
       case when a.g % 5 = 0 then null else 675 end,
       case when a.g % 5 = 0 then null else 'Illustration for ' || t.title end,
       c.words, greatest(1, ceil(c.words / 200.0)::int),
       a.published_at, a.published_at + interval '5 minutes',
       counts.views, counts.saves,
       case when a.g % 10 = 0 then 'PENDING' else 'READY' end::audio_status,
       case when a.g % 10 = 0 then null else 'news/audio/bench-' || a.g || '.mp3' end,
       case when a.g % 10 = 0 then null else c.words * 0.4 end
     from bench_plan a
     join bench_counts counts on counts.article_id = a.id
     cross join lateral (
       select string_agg(w[1 + floor(random() * array_length(w, 1))::int], ' ') as title
       from bench_words, generate_series(1, 6 + a.g % 7) k where k > 0) t
     cross join lateral (
       select string_agg(w[1 + floor(random() * array_length(w, 1))::int], ' ') || '.' as summary
       from bench_words, generate_series(1, 25 + a.g % 16) k where k > 0) s
     cross join lateral (
       select string_agg('<p>' || bp.body || '</p>', '' order by k) as html,
              string_agg(bp.body, E'\\n\\n' order by k) as txt, sum(bp.words)::int as words
       from generate_series(1, 2 + a.g % 6) k join bench_paragraphs bp on bp.p = (a.g * 31 + k * 97) % 400) c
     join (select f.id as feed_id, pb.id, pb.slug, row_number() over (order by pb.slug) - 1 as k
           from publishers pb join publisher_feeds f on f.publisher_id = pb.id) pub on pub.k = a.g % 8
     where a.g % $2::int = $1::int
     order by a.published_at`,
    [part, parts],
  );
}

/** Reads in the order they happened (as a live table grows), saves, the bench reader's choices. */
async function copyReading(client: pg.Client, readerId: string): Promise<void> {
  await client.query(
    `insert into article_views (article_id, user_id, view_type, viewed_at)
     select article_id, user_id, view_type, viewed_at from bench_views order by viewed_at`,
  );
  await client.query(
    'insert into article_bookmarks (user_id, article_id, created_at) select user_id, article_id, created_at from bench_saves',
  );
  await client.query(
    'insert into news_preferences (user_id, categories, personalise) values ($1, $2::topic_category[], true)',
    [readerId, BENCH_READER_CATEGORIES],
  );
}

/** The API's own trending job, as the news module schedules it. */
async function runTrendingJob(database: Database): Promise<void> {
  for (const job of trendingJobs({ db: database.db })) await job.run();
}

/** `(array['ENVIRONMENT', …]::topic_category[])`, indexed 1..11 in SQL. */
function categoryArray(): string {
  return `(array[${TOPIC_CATEGORIES.map(literal).join(',')}]::topic_category[])`;
}

export const BENCH_DB_NAME = process.env.BENCH_NEWS_DB ?? 'nb_bench_news';

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const started = performance.now();
  console.log(`seeding ${BENCH_DB_NAME}:`, DEFAULT_SEED_SIZE);
  const url = await createBenchDatabase(SERVER_URL, BENCH_DB_NAME);
  try {
    await seedNewsBench(url, DEFAULT_SEED_SIZE);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    if (keep) console.log(`kept ${BENCH_DB_NAME} (${url})`);
    else await dropBenchDatabase(SERVER_URL, BENCH_DB_NAME);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
