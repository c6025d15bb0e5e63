/**
 * `npm run bench:newsletter` (issue 19 §5): sending one newsletter to 10,000 recipients through the dev outbox (the
 * real sender: claims, MJML rendered once, one personalised mail per address, each marked), reporting minutes and
 * memory; then the open newsletter page beside a bare Fastify route (bench/beside-bare.ts, 50 connections).
 * PostgreSQL at DATABASE_URL: a fresh database `bench_newsletter`, dropped at the end (--keep leaves it).
 *
 * BENCH_NEWSLETTER_RECIPIENTS (10000): students of Class 7, the newsletter's audience (one address each).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEWSLETTER_PATHS } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client';
import { newsletters } from '../apps/api/src/db/schema';
import { OutboxMailer } from '../apps/api/src/lib/mailer';
import { systemClock } from '../apps/api/src/modules/module';
import { NewsletterService } from '../apps/api/src/modules/newsletter/newsletter.service';
import { NewsletterSender } from '../apps/api/src/modules/newsletter/newsletter-sender';
import { UnsubscribeTokens } from '../apps/api/src/modules/newsletter/unsubscribe-token';
import { buildInstitute } from '../apps/api/src/test/factories';
import { createBenchDatabase, dropBenchDatabase, SERVER_URL } from './bench-db';
import { runBesideBare } from './beside-bare';
import { openBenchApp } from './news-app';

const DB_NAME = 'bench_newsletter';
const RECIPIENTS = Number(process.env.BENCH_NEWSLETTER_RECIPIENTS ?? 10_000);
const PUBLIC_URL = 'http://127.0.0.1:3000';
const quiet = { debug() {}, info() {}, warn() {}, error() {} } as never;

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const url = await createBenchDatabase(SERVER_URL, DB_NAME);
  const database = createDatabase({ databaseUrl: url });
  await database.migrate();
  const { db } = database;

  console.log(`seeding ${DB_NAME}: ${RECIPIENTS} students in Class 7`);
  const school = await buildInstitute(db, 'Bench Newsletter School');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into users (type, name, email, custom_url, institute_id, student_class, section)
     select 'CANDIDATE', 'Bench student ' || n, 'bench-reader-' || n || '@bench.test', 'bench-reader-' || n, $1, 'SEVEN', 'A'
     from generate_series(1, $2) n`,
    [school.institute.id, RECIPIENTS],
  );
  await client.query('analyze');
  const version = await client.query<{ server_version: string }>('show server_version');
  await client.end();

  const [row] = await db
    .insert(newsletters)
    .values({
      instituteId: school.institute.id,
      slug: 'bench-draft',
      title: 'Week 12 at Bench Newsletter School',
      preheader: 'Sports day, a science fair and the library’s new books',
      blocks: [
        {
          id: 'a',
          type: 'TEXT',
          html: '<p>Dear families,</p><p>What a week it has been. Thank you for all your help.</p>',
        },
        { id: 'b', type: 'HEADING', text: 'Sports day' },
        {
          id: 'c',
          type: 'TEXT',
          html: '<p>Red House won the relay by a whisker; everyone won the three-legged race.</p>',
        },
        { id: 'd', type: 'EVENT', title: 'Science fair', date: '2026-12-12', time: '10:00', place: 'Main hall' },
        { id: 'e', type: 'CTA', label: 'See the photos', url: 'https://example.org/photos' },
      ],
      audience: { everyone: false, staff: false, parents: false, classes: ['SEVEN'], sections: [] },
    })
    .returning();
  if (!row) throw new Error('no newsletter');

  const outboxFolder = await mkdtemp(join(tmpdir(), 'nb-bench-newsletter-'));
  const outbox = new OutboxMailer(outboxFolder);
  const service = new NewsletterService({ db, clock: systemClock, publicUrl: PUBLIC_URL });
  const sender = new NewsletterSender({
    db,
    mailer: outbox,
    clock: systemClock,
    log: quiet,
    publicUrl: PUBLIC_URL,
    tokens: new UnsubscribeTokens('bench-secret-that-is-long-enough'),
    newsletters: service,
  });

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(newsletters).where(eq(newsletters.id, row.id));
    if (!locked || !(await service.startSending(tx, locked, new Date()))) throw new Error('nothing queued');
  });
  const queuedMs = performance.now() - started;
  await sender.sendWaiting();
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  const [sent] = await db.select().from(newsletters).where(eq(newsletters.id, row.id));
  const mails = await outbox.count();
  console.log(
    `\nsend to ${RECIPIENTS.toLocaleString('en-IN')} through the dev outbox: queued in ${(queuedMs / 1000).toFixed(1)} s, ` +
      `all sent in ${(totalMs / 60_000).toFixed(2)} min (${Math.round((mails / totalMs) * 1000)} mails/s), ` +
      `${mails} mails in the outbox, state ${sent?.state}, peak RSS ${Math.round(peakRss / 1024 / 1024)} MB\n`,
  );
  if (mails !== RECIPIENTS || sent?.state !== 'SENT') throw new Error('not every address got its one mail');
  await rm(outboxFolder, { recursive: true, force: true });

  const { app, close } = await openBenchApp(url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const path = `/api${NEWSLETTER_PATHS.publicNewsletter
    .replace(':instituteCustomUrl', school.institute.customUrl)
    .replace(':slug', sent?.slug ?? '')}`;
  const check = await fetch(`${appUrl}${path}`);
  if (check.status !== 200) throw new Error(`public page: ${check.status} ${await check.text()}`);
  await runBesideBare(
    `Noticeboard newsletter bench: PostgreSQL ${version.rows[0]?.server_version ?? '?'}, one sent newsletter`,
    appUrl,
    [{ name: 'GET the open newsletter page', targets: [{ path, headers: {} }] }],
  );

  await close();
  await database.close();
  if (keep) console.log(`kept ${DB_NAME}`);
  else await dropBenchDatabase(SERVER_URL, DB_NAME);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
