/**
 * `npm run bench:search` (issue 21 §1): global search beside a bare Fastify route (bench/beside-bare.ts, 50
 * connections; p99 goal 50 ms) on 100,000 news articles and 100,000 community posts: a two-word query grouped over
 * every kind, and one kind a page at a time (posts, articles), by students of several schools.
 *
 * The text is drawn from a few hundred real words with a skewed (Zipf-like) frequency and a long tail of 3,375
 * made-up ones, so the queries' words are in a few percent of the rows and the pairs in well under one percent,
 * as in real text. Rows are written set-based
 * (INSERT … SELECT generate_series); the word list is filled once set-based too, since the bulk load runs with
 * triggers off (`bulkLoad`), as the migration's backfill does.
 * Each reader asks one query again and again: the service keeps an answer 5 s per caller and query (news/ttl-cache.ts,
 * one load shared by callers asking at once), so the first three rows measure mostly those hits and one reload per key
 * every 5 s; the "uncached" rows make every query string new, so every request runs the SQL.
 * PostgreSQL at DATABASE_URL: a fresh database `nb_bench_search`, dropped at the end (--keep leaves it; --reuse
 * measures a kept one again without seeding).
 */
import { COMMUNITY_CATEGORIES, categorySlug, TOPIC_CATEGORIES } from '@noticeboard/shared';
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client';
import {
  bulkLoad,
  createBenchDatabase,
  databaseUrlFor,
  dropBenchDatabase,
  literal,
  SERVER_URL,
  seedBenchSchools,
  stepTimer,
} from './bench-db';
import { runBesideBare, type Target } from './beside-bare';
import { openBenchApp } from './news-app';

const DB_NAME = process.env.BENCH_SEARCH_DB ?? 'nb_bench_search';
const ARTICLES = Number(process.env.BENCH_SEARCH_ARTICLES ?? 100_000);
const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 100_000);
const SCHOOLS = 40;
const MEMBERS_PER_SCHOOL = 50;
const READERS = 40;

/** Most frequent first: a word's share of the draws falls with its place (power law, see `skewed`). */
const VOCABULARY = `school students class team day week year new first our children teacher time made great
  science fair project garden library sports music art club water book reading story river trees festival
  visit history maths football cricket painting poster concert choir quiz coding workshop volunteers cleanup
  planting recycling kindness food museum debate chess drama dance lantern rocket solar weather station
  telescope puzzle spelling poem award medal basketball yoga relay race exhibition robot model energy planet
  ocean forest mountain village market bridge train bicycle kite rainbow rain summer winter harvest farmer
  bakery recipe vegetable fruit mango apple wind battery engine satellite star moon comet island desert valley
  lake bird tiger elephant turtle butterfly bee flower seed soil plastic paper neighbour friendship health
  sleep exercise breakfast doctor nurse hospital vaccine clinic writing geography language computer game
  invention idea question answer research study report council election vote budget shop company startup
  money saving bank trade export costume parade tradition culture family grandparents holiday journey map
  compass trail camp picnic sunrise sunset bright quiet happy careful curious brave gentle quick clever
  friendly local national global young golden early together tomorrow yesterday builds opens visits wins
  shares plans finds learns helps grows starts celebrates explores discovers volcano fossil dinosaur pottery
  origami calligraphy harmonium tabla sitar rangoli diya kabaddi kho badminton archery swimming marathon
  hockey athletics gymnastics skating cycling trekking birdwatching astronomy chemistry physics biology
  algebra geometry grammar spelling dictionary encyclopedia newspaper magazine radio podcast interview
  documentary photograph sculpture mural graffiti embroidery weaving knitting carpentry electronics circuit
  sensor drone microscope magnet compost earthworm pollination photosynthesis ecosystem wetland mangrove
  coral glacier monsoon drought cyclone earthquake tsunami`
  .split(/\s+/)
  .filter(Boolean);

/** Two-word queries from frequent to rare pairs (each connection cycles through all of them). */
const QUERIES = [
  'science fair',
  'music festival',
  'river cleanup',
  'solar rocket',
  'chess club',
  'kite festival',
  'telescope astronomy',
  'mango harvest',
  'coding workshop',
  'garden planting',
  'monsoon rain',
  'volcano model',
];

/** A word index skewed to the front: `(n · r^k)` for r uniform in [0, 1). */
const skewed = (n: number, k: number) => `1 + floor(${n} * power(random(), ${k}))::int`;

/** Made-up words (three syllables each) standing in for the long tail of a real vocabulary. */
const SYLLABLES = ['ka', 'ri', 'mo', 'ta', 'ne', 'lu', 'sa', 'vi', 'do', 'pe', 'gu', 'ha', 'zo', 'mi', 'ber'];
const TAIL = SYLLABLES.flatMap((a) => SYLLABLES.flatMap((b) => SYLLABLES.map((c) => `${a}${b}${c}`)));
/** Share of the words drawn from the real vocabulary; the rest from the long tail. */
const REAL_SHARE = 0.35;

function textOf(words: number | string): string {
  const vocabulary = `array[${VOCABULARY.map(literal).join(',')}]`;
  const tail = `array[${TAIL.map(literal).join(',')}]`;
  const word = `case when random() < ${REAL_SHARE} then (${vocabulary})[${skewed(VOCABULARY.length, 1.8)}]
    else (${tail})[${skewed(TAIL.length, 1.3)}] end`;
  return `(select string_agg(${word}, ' ') from generate_series(1, ${words}) w)`;
}

async function seed(url: string): Promise<void> {
  const step = stepTimer([]);
  const database = createDatabase({ databaseUrl: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await step('migrations', () => database.migrate());
    await client.query("set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'");
    await client.query('select setseed(0.21)');
    await step(`${SCHOOLS} schools`, () => seedBenchSchools(client, SCHOOLS, 'search.test'));
    await step(`${SCHOOLS * MEMBERS_PER_SCHOOL} members`, () =>
      client.query(
        `with schools as (select id, row_number() over (order by custom_url) - 1 as k from institutes)
         insert into users (type, user_type, name, email, custom_url, email_verified_at, institute_id, student_class,
           section, date_of_birth)
         select case when m.j < 5 then 'INDIVIDUAL' else 'CANDIDATE' end::user_type,
           case when m.j < 5 then 'FACULTY' end::individual_user_type,
           'Bench Member ' || m.n, 'bench-member-' || m.n || '@search.test', 'bench-member-' || m.n, now(), s.id,
           case when m.j >= 5 then 'TWELVE'::student_class end, case when m.j >= 5 then 'A'::section_type end,
           date '2007-01-01'
         from (select n, (n - 1) / $1::int as k, (n - 1) % $1::int as j from generate_series(1, $2::int) n) m
         join schools s on s.k = m.k`,
        [MEMBERS_PER_SCHOOL, SCHOOLS * MEMBERS_PER_SCHOOL],
      ),
    );
    await client.query(
      `insert into publishers (slug, name, default_category)
       select 'bench-publisher-' || k, 'Bench Publisher ' || k, (${`array[${TOPIC_CATEGORIES.map(literal).join(',')}]`})[1 + k % ${TOPIC_CATEGORIES.length}]::topic_category
       from generate_series(1, 12) k`,
    );
    await bulkLoad(client, step, ['articles', 'posts'], async () => {
      await step(`${ARTICLES} articles`, () =>
        client.query(
          `insert into articles (slug, publisher_id, guid, title, summary, content_html, content_text, category,
             word_count, reading_minutes, published_at)
           select 'bench-article-' || g, p.id, 'bench-guid-' || g, initcap(t.title), t.summary,
             '<p>' || t.body || '</p>', t.body, p.default_category, 120, 1,
             now() - (g::float / $1::int) * interval '365 days'
           from generate_series(1, $1::int) g
           join (select id, default_category, row_number() over (order by slug) - 1 as k from publishers) p
             on p.k = g % 12
           cross join lateral (select ${textOf('6 + g % 5')} as title, ${textOf('25 + g % 10')} as summary,
             ${textOf('90 + g % 60')} as body) t`,
          [ARTICLES],
        ),
      );
      const categories = `array[${COMMUNITY_CATEGORIES.map(literal).join(',')}]`;
      const slugs = `array[${COMMUNITY_CATEGORIES.map((name) => literal(categorySlug(name))).join(',')}]`;
      await step(`${POSTS} posts (60% public, 40% for the school)`, () =>
        client.query(
          `with members as (select id, institute_id, row_number() over (order by email) as n from users
             where email like 'bench-member-%')
           insert into posts (slug, title, author_id, institute_id, feed_kind, post_type, category, category_slug,
             description_html, description_text, audience, visibility, requested_visibility, request_status,
             published_at, created_at, updated_at)
           select 'bench-post-' || p, case when p % 10 = 0 then initcap(t.title) end, m.id, m.institute_id,
             case when p % 10 = 0 then 'forum' when p % 10 = 1 then 'community-library' else 'community' end::feed_kind,
             'TEXT', (${categories})[1 + p % ${COMMUNITY_CATEGORIES.length}],
             (${slugs})[1 + p % ${COMMUNITY_CATEGORIES.length}], '<p>' || t.body || '</p>', t.body, 'EVERYONE',
             case when p % 5 < 3 then 'GLOBAL' else 'INSTITUTE' end::post_visibility,
             case when p % 5 < 3 then 'GLOBAL' else 'INSTITUTE' end::post_visibility, 'PUBLISHED',
             now() - (p::float / $1::int) * interval '365 days', now(), now()
           from generate_series(1, $1::int) p
           join members m on m.n = 1 + (p * 7919) % ${SCHOOLS * MEMBERS_PER_SCHOOL}
           cross join lateral (select ${textOf('5 + p % 4')} as title, ${textOf('25 + p % 40')} as body) t`,
          [POSTS],
        ),
      );
    });
    await step('word list (set-based, as the migration backfills)', async () => {
      await client.query(
        `insert into search_words (word, scope)
         select distinct w.lexeme, ''
         from articles a, unnest(to_tsvector('simple'::regconfig, a.title || ' ' || a.summary)) w
         where char_length(w.lexeme) between 3 and 40
         on conflict do nothing`,
      );
      await client.query(
        `insert into search_words (word, scope)
         select distinct w.lexeme, case when p.visibility = 'GLOBAL' then '' else p.institute_id::text end
         from posts p, unnest(to_tsvector('simple'::regconfig, coalesce(p.title, '') || ' ' || p.description_text)) w
         where char_length(w.lexeme) between 3 and 40
         on conflict do nothing`,
      );
    });
    await step('vacuum analyze', () => client.query('vacuum analyze'));
  } finally {
    await client.end();
    await database.close();
  }
}

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const reuse = process.argv.includes('--reuse');
  const url = reuse ? databaseUrlFor(SERVER_URL, DB_NAME) : await createBenchDatabase(SERVER_URL, DB_NAME);
  console.log(`seeding ${DB_NAME}: ${ARTICLES} articles, ${POSTS} posts, ${SCHOOLS} schools`);
  if (!reuse) await seed(url);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const version = await client.query<{ server_version: string }>('show server_version');
  const readers = await client.query<{ id: string }>(
    `select u.id from users u where u.type = 'CANDIDATE' and u.email like 'bench-member-%'
     order by u.email limit $1`,
    [READERS],
  );
  const shares = await client.query<{ word: string; share: string }>(
    `select q as word, round(100.0 * count(*) filter (where search @@ websearch_to_tsquery('english', q)) / count(*), 2)::text as share
     from posts, unnest($1::text[]) q group by q order by q`,
    [QUERIES],
  );
  await client.end();
  console.log('posts matching each query (%):', Object.fromEntries(shares.rows.map((row) => [row.word, row.share])));

  const { app, sessions, close } = await openBenchApp(url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookies: string[] = [];
  for (const reader of readers.rows) cookies.push(`accessToken=${(await sessions.start(reader.id)).accessToken}`);
  const targets = (path: (q: string) => string): Target[] =>
    cookies.map((cookie, index) => {
      const q = QUERIES[index % QUERIES.length] as string;
      return { path: path(encodeURIComponent(q)), headers: { cookie } };
    });

  await runBesideBare(
    `Noticeboard search bench: PostgreSQL ${version.rows[0]?.server_version ?? '?'}, ${ARTICLES} articles, ${POSTS} posts, a two-word query`,
    appUrl,
    [
      {
        name: 'GET /global-search?q= (every kind grouped, totals, did-you-mean, tags)',
        targets: targets((q) => `/api/global-search?q=${q}`),
      },
      {
        name: 'GET /global-search/posts?q= (one kind, page of 20)',
        targets: targets((q) => `/api/global-search/posts?q=${q}&size=20`),
      },
      {
        name: 'GET /global-search/articles?q= (one kind, page of 20)',
        targets: targets((q) => `/api/global-search/articles?q=${q}&size=20`),
      },
      // Every request a query string never asked before ('science fair or <unique word>': the same matches), so no
      // answer comes from the 5 s cache: what a crowd of different searches costs.
      {
        name: 'uncached: GET /global-search?q= (every kind grouped)',
        targets: targets((q) => `/api/global-search?q=${q}%20or%20[<id>]`),
      },
      {
        name: 'uncached: GET /global-search/posts?q= (one kind, page of 20)',
        targets: targets((q) => `/api/global-search/posts?q=${q}%20or%20[<id>]&size=20`),
      },
    ],
  );

  await close();
  if (keep || reuse) console.log(`kept ${DB_NAME}`);
  else await dropBenchDatabase(SERVER_URL, DB_NAME);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
