/**
 * The community bench's data set (issue 5 §7), on its own PostgreSQL database: 200 schools with 60 members
 * each, 100k posts over the last year (60% public, 40% for the school), 1M likes, 300k comments, an image
 * attachment on every other post, then ANALYZE. Bulk work is INSERT … SELECT generate_series in PostgreSQL.
 *
 * `npm run bench:community:seed [-- --keep]` seeds `nb_bench_community` and drops it again unless `--keep`.
 */
import { COMMUNITY_CATEGORIES, categorySlug } from '@noticeboard/shared';
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client';
import { bulkLoad, literal, runSeedCommand, seedBenchSchools, stepTimer } from './bench-db';

export interface CommunitySeedSize {
  schools: number;
  membersPerSchool: number;
  posts: number;
  likesPerPost: number;
  commentsPerPost: number;
}

export const COMMUNITY_SEED_SIZE: CommunitySeedSize = {
  schools: Number(process.env.BENCH_COMMUNITY_SCHOOLS ?? 200),
  membersPerSchool: 60,
  posts: Number(process.env.BENCH_COMMUNITY_POSTS ?? 100_000),
  likesPerPost: 10,
  commentsPerPost: 3,
};

export const COMMUNITY_DB_NAME = process.env.BENCH_COMMUNITY_DB ?? 'nb_bench_community';

/** Members are `bench-member-<n>@community.test`, n from 1; the first school's are 1..membersPerSchool. */
export const memberEmail = (n: number) => `bench-member-${n}@community.test`;

const WORDS = `science fair robot garden library sports day relay race art exhibition poster painting music
  concert choir quiz club coding workshop volunteers cleanup river trees planting recycling kindness drive
  food bank history walk museum visit debate team chess tournament drama rehearsal dance festival lantern
  model rocket solar car weather station telescope night sky maths puzzle spelling bee poem story reading
  week buddy reading teachers parents assembly award certificate medal football cricket basketball yoga`
  .split(/\s+/)
  .filter(Boolean);

export async function seedCommunityBench(databaseUrl: string, size = COMMUNITY_SEED_SIZE): Promise<void> {
  const step = stepTimer([]);
  const database = createDatabase({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await step('migrations', () => database.migrate());
    await client.query("set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'");
    await step(`${size.schools} schools, accounts, subscriptions, settings`, () => seedSchools(client, size));
    await step(`${size.schools * size.membersPerSchool} members`, () => seedMembers(client, size));
    await bulkLoad(client, step, ['posts', 'post_likes', 'post_comments', 'post_attachments'], async () => {
      await step(`${size.posts} posts`, () => seedPosts(client, size));
      await step(`${size.posts * size.likesPerPost} likes`, () => seedLikes(client, size));
      await step(`${size.posts * size.commentsPerPost} comments`, () => seedComments(client, size));
      await step(`${size.posts / 2} attachments`, () => seedAttachments(client));
    });
    await step('vacuum analyze', () => client.query('vacuum analyze'));
  } finally {
    await client.end();
    await database.close();
  }
}

async function seedSchools(client: pg.Client, size: CommunitySeedSize): Promise<void> {
  await seedBenchSchools(client, size.schools, 'community.test');
  // Half the schools publish approved posts to every community.
  await client.query(
    `insert into community_settings (institute_id, auto_approval, global_visibility)
     select id, false, (row_number() over (order by custom_url)) % 2 = 0 from institutes`,
  );
}

/** Per school: 2 admins, 8 faculty, 50 students (adults on record, so no parent consent is involved). */
async function seedMembers(client: pg.Client, size: CommunitySeedSize): Promise<void> {
  await client.query(
    `with schools as (select id, row_number() over (order by custom_url) - 1 as k from institutes)
     insert into users (type, user_type, name, email, custom_url, email_verified_at, institute_id, student_class, section, date_of_birth)
     select case when m.j < 10 then 'INDIVIDUAL' else 'CANDIDATE' end::user_type,
       case when m.j < 2 then 'ADMIN' when m.j < 10 then 'FACULTY' end::individual_user_type,
       'Bench Member ' || m.n, 'bench-member-' || m.n || '@community.test', 'bench-member-' || m.n, now(),
       s.id,
       case when m.j >= 10 then 'TWELVE'::student_class end,
       case when m.j >= 10 then 'A'::section_type end,
       date '2007-01-01'
     from (select n, (n - 1) / $1::int as k, (n - 1) % $1::int as j from generate_series(1, $2::int) n) m
     join schools s on s.k = m.k`,
    [size.membersPerSchool, size.schools * size.membersPerSchool],
  );
  await client.query(
    `create unlogged table bench_members as
     select row_number() over (order by split_part(split_part(email, '@', 1), '-', 3)::int) as n, id, institute_id
     from users where email like 'bench-member-%'`,
  );
  await client.query('alter table bench_members add primary key (n)');
}

async function seedPosts(client: pg.Client, size: CommunitySeedSize): Promise<void> {
  const categories = `array[${COMMUNITY_CATEGORIES.map(literal).join(',')}]`;
  const slugs = `array[${COMMUNITY_CATEGORIES.map((name) => literal(categorySlug(name))).join(',')}]`;
  const words = `array[${WORDS.map(literal).join(',')}]`;
  const members = size.schools * size.membersPerSchool;
  await client.query(
    `insert into posts (id, slug, author_id, institute_id, feed_kind, post_type, category, category_slug,
       description_html, description_text, audience, visibility, requested_visibility, request_status,
       likes_count, comment_count, published_at, created_at, updated_at)
     select gen_random_uuid(), 'bench-post-' || p, m.id, m.institute_id, 'community',
       case when p % 2 = 0 then 'PHOTOS' else 'TEXT' end::post_type,
       (${categories})[1 + p % ${COMMUNITY_CATEGORIES.length}], (${slugs})[1 + p % ${COMMUNITY_CATEGORIES.length}],
       '<p>' || t.text || '</p>', t.text, 'EVERYONE',
       case when p % 5 < 3 then 'GLOBAL' else 'INSTITUTE' end::post_visibility,
       case when p % 5 < 3 then 'GLOBAL' else 'INSTITUTE' end::post_visibility,
       'PUBLISHED', $2::int, $3::int, t.at, t.at, t.at
     from generate_series(1, $1::int) p
     join bench_members m on m.n = 1 + (p * 7919) % ${members}
     cross join lateral (
       select (select string_agg((${words})[1 + (p * 31 + w * 17) % ${WORDS.length}], ' ')
               from generate_series(1, 25 + p % 40) w) as text,
              now() - (p::float / $1::int) * interval '365 days' as at
     ) t`,
    [size.posts, size.likesPerPost, size.commentsPerPost],
  );
  await client.query(
    `create unlogged table bench_posts as select row_number() over (order by slug) as p, id from posts`,
  );
  await client.query('alter table bench_posts add primary key (p)');
}

/** Post p is liked by members (p·37 + k·101) mod N, k < likesPerPost: distinct pairs by construction. */
async function seedLikes(client: pg.Client, size: CommunitySeedSize): Promise<void> {
  const members = size.schools * size.membersPerSchool;
  await client.query(
    `insert into post_likes (post_id, user_id)
     select bp.id, m.id from bench_posts bp
     cross join generate_series(0, $1::int - 1) k
     join bench_members m on m.n = 1 + (bp.p * 37 + k * 101) % ${members}`,
    [size.likesPerPost],
  );
}

async function seedComments(client: pg.Client, size: CommunitySeedSize): Promise<void> {
  const members = size.schools * size.membersPerSchool;
  await client.query(
    `insert into post_comments (post_id, author_id, text, created_at)
     select bp.id, m.id, 'Well done, everyone! Comment ' || k || ' on post ' || bp.p, now() - (k || ' hours')::interval
     from bench_posts bp
     cross join generate_series(1, $1::int) k
     join bench_members m on m.n = 1 + (bp.p * 53 + k * 211) % ${members}`,
    [size.commentsPerPost],
  );
}

async function seedAttachments(client: pg.Client): Promise<void> {
  await client.query(
    `insert into post_attachments (owner_id, post_id, position, attachment_type, storage_key, variants, mime_type, bytes, width, height, title)
     select p.author_id, p.id, 0, 'IMAGE', 'community/' || p.id || '/image.webp',
       jsonb_build_array(jsonb_build_object('key', 'community/' || p.id || '/image-960.webp', 'width', 960),
                         jsonb_build_object('key', 'community/' || p.id || '/image-480.webp', 'width', 480)),
       'image/webp', 120000, 1600, 1000, 'Our event'
     from posts p where p.post_type = 'PHOTOS'`,
  );
  await client.query('drop table bench_posts, bench_members');
}

runSeedCommand(import.meta.url, COMMUNITY_DB_NAME, COMMUNITY_SEED_SIZE, (url) => seedCommunityBench(url));
