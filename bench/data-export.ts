/**
 * `npm run bench:export`: "Download my data" for a heavy user — BENCH_EXPORT_POSTS posts (1,000) with comments and
 * likes, and BENCH_EXPORT_FILES uploaded files (100, of BENCH_EXPORT_FILE_KB each, random bytes so nothing
 * compresses) — prepared by the export job: the time to the emailed link, the ZIP's size, and the process's peak
 * memory (RSS and heap, sampled every 20 ms) above what it used before. Uses PostgreSQL when DATABASE_URL is set (a
 * fresh database), else embedded PGlite.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import type { Mail, Mailer } from '../apps/api/src/lib/mailer';
import { LocalFileStorage } from '../apps/api/src/lib/storage';
import { DATA_EXPORT_JOB } from '../apps/api/src/modules/personal-data/personal-data.job';
import { uniformLimits } from '../apps/api/src/test/build-test-app';
import { buildIndividual } from '../apps/api/src/test/factories';
import { createTestDatabase } from '../apps/api/src/test/test-database';

const POSTS = Number(process.env.BENCH_EXPORT_POSTS ?? 1000);
const FILES = Number(process.env.BENCH_EXPORT_FILES ?? 100);
const FILE_KB = Number(process.env.BENCH_EXPORT_FILE_KB ?? 256);

class LinkMailer implements Mailer {
  link = '';
  async send(mail: Mail): Promise<void> {
    this.link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  }
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main(): Promise<void> {
  process.env.TEST_DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-bench-export-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' },
    { jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing', webDist: undefined },
  );
  const mailer = new LinkMailer();
  const app = await buildApp({ config, database, mailer, rateLimits: uniformLimits(10_000_000) });
  await app.ready();
  const db = database.db;
  const storage = new LocalFileStorage(config.filesDir);
  console.log(`database: ${database.kind}`);

  const person = await buildIndividual(db);
  const seedStart = performance.now();
  const text = 'A long paragraph about the school science fair, the volcano that did not erupt, and the prize. '.repeat(
    8,
  );
  for (let start = 0; start < POSTS; start += 200) {
    await db.execute(sql`
      insert into posts (slug, author_id, post_type, category, category_slug, description_html, description_text)
      select 'bench-' || g, ${person.id}, 'TEXT', 'Science', 'science', ${`<p>${text}</p>`}, ${text}
      from generate_series(${start}::int, ${Math.min(POSTS, start + 200) - 1}::int) as g`);
  }
  await db.execute(sql`
    insert into post_comments (post_id, author_id, text)
    select id, ${person.id}, 'Thank you all for reading!' from posts where author_id = ${person.id}`);
  const posts = (await db.execute(
    sql`select id from posts where author_id = ${person.id} limit ${FILES}`,
  )) as unknown as {
    rows: Array<{ id: string }>;
  };
  for (const [index, post] of posts.rows.entries()) {
    const key = `community/${post.id}/photo-${index}.webp`;
    await storage.put(key, randomBytes(FILE_KB * 1024));
    await db.execute(sql`
      insert into post_attachments (owner_id, post_id, attachment_type, storage_key, mime_type, bytes)
      values (${person.id}, ${post.id}, 'IMAGE', ${key}, 'image/webp', ${FILE_KB * 1024})`);
  }
  console.log(
    `seeded ${POSTS} posts, ${POSTS} comments, ${posts.rows.length} files of ${FILE_KB} KB in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  await db.execute(sql`
    insert into data_exports (user_id, requested_by, deliver_to) values (${person.id}, ${person.id}, ${person.email})`);
  const job = app.backgroundJobs.find((candidate) => candidate.name === DATA_EXPORT_JOB);
  if (!job) throw new Error('no export job');

  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  await job.run();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  const result = (await db.execute(sql`
    select state, bytes from data_exports where user_id = ${person.id}`)) as unknown as {
    rows: Array<{ state: string; bytes: number }>;
  };
  const row = result.rows[0];
  if (row?.state !== 'READY' || !mailer.link) throw new Error(`export not ready: ${JSON.stringify(row)}`);
  console.log(`export: ${seconds.toFixed(2)} s to the emailed link, ZIP ${mb(row.bytes)}`);
  console.log(
    `memory: RSS ${mb(before.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}); heap ${mb(before.heapUsed)} before, peak ${mb(peakHeap)} (+${mb(peakHeap - before.heapUsed)})`,
  );

  await app.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
