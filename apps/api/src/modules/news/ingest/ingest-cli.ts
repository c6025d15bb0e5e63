/**
 * `npm run ingest -- <feed-url|feed-file|publishers.json> [--publisher <slug>] [--category <CATEGORY>]`:
 * one ingest run against the configured database, printing the summary. A publishers file is synced and all
 * its feeds ingested; a feed not yet known is attached to --publisher, or to a publisher made from its title.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { loadConfig } from '../../../config';
import { createDatabase } from '../../../db/client';
import { LocalFileStorage } from '../../../lib/storage';
import { isHttpUrl } from './fetch-resource';
import { IngestService } from './ingest.service';
import { syncPublishersFile } from './publishers-file';
import { isTopicCategory, registerFeed } from './register-feed';

const USAGE =
  'Usage: npm run ingest -- <feed-url|feed-file|publishers.json> [--publisher <slug>] [--category <TOPIC_CATEGORY>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { publisher: { type: 'string' }, category: { type: 'string' }, help: { type: 'boolean' } },
});
const [target] = positionals;
if (!target || values.help || positionals.length > 1) {
  console.error(USAGE);
  process.exit(target || values.help ? 0 : 2);
}
if (values.category && !isTopicCategory(values.category)) {
  console.error(`Unknown category ${values.category}\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { log } = Fastify({ logger: { level: config.logLevel } });
try {
  await database.migrate();
  const storage = new LocalFileStorage(config.filesDir);
  const ingest = IngestService.fromConfig(config, database.db, storage, log);
  const location = isHttpUrl(target) ? target : path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const started = Date.now();
  let feeds: string[];
  if (location.toLowerCase().endsWith('.json')) {
    const synced = await syncPublishersFile(database.db, storage, location, {
      log,
      timeoutMs: config.news.feedTimeoutMs,
      allowPrivateAddresses: config.outboundAllowPrivate,
    });
    feeds = synced.feedUrls;
  } else {
    const category = values.category && isTopicCategory(values.category) ? values.category : undefined;
    feeds = [
      await registerFeed(database.db, location, {
        publisherSlug: values.publisher,
        category,
        timeoutMs: config.news.feedTimeoutMs,
        allowPrivateAddresses: config.outboundAllowPrivate,
      }),
    ];
  }
  const summary = await ingest.ingestFeeds(feeds);
  console.log(JSON.stringify({ ...summary, seconds: (Date.now() - started) / 1000 }, null, 2));
  process.exitCode = summary.failed > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
