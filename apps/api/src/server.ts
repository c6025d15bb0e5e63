/** Entry: config, database and migrations, demo data, listen, graceful shutdown. */
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { JobScheduler } from './lib/jobs';
import { type Mailer, OutboxMailer, SmtpMailer } from './lib/mailer';
import { createFileStorage } from './lib/s3-storage';
import { installDemoFeeds } from './modules/news/ingest/demo-feeds';
import { seedQuizDemo } from './modules/quiz/demo/quiz.seed';
import { seedDemo } from './seed/seed-demo';

/**
 * A refused setting (a bad value, a development build asked to listen on the network, a bad catalogue file) stops
 * the start with its message.
 */
function stopOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Noticeboard did not start: ${error.message}`);
  process.exit(1);
}

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    return stopOnConfigError(error);
  }
}

const config = configOrExit();
const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
const mailer: Mailer = config.smtpUrl
  ? new SmtpMailer(config.smtpUrl, config.mailFrom)
  : new OutboxMailer(path.join(config.dataDir, 'outbox'));

const storage = createFileStorage(config);
// Modules read their own files while the app is built (the catalogue): a bad one stops the start the same way.
const app = await buildApp({ config, database, mailer, redis, storage }).catch(stopOnConfigError);
if (config.seedDemo && (await seedDemo(database.db, storage))) {
  app.log.info('Seeded demo data (password Demo@12345)');
  // The demo news corpus as local feeds, ingested like any publisher's.
  await installDemoFeeds({ config, db: database.db, storage, log: app.log });
  app.log.info(await seedQuizDemo(database.db), 'Seeded demo quizzes');
}
const scheduler = new JobScheduler(app.log);
if (config.jobsEnabled) scheduler.start(app.backgroundJobs);
if (!config.webDist) app.log.warn('apps/web/dist not found: serving the API only (run npm run build)');

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await scheduler.stop();
  await app.close();
  await database.close();
  await redis?.quit();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Noticeboard on ${config.publicUrl} (database: ${database.kind})`);
