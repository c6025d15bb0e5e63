/**
 * `npm run news:audio -- [<article slug or id> ...]`: makes audio now against the configured database.
 * With articles, (re)generates theirs; without, runs the background worker until no article is waiting.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { loadConfig } from '../../../config';
import { createDatabase } from '../../../db/client';
import { LocalFileStorage } from '../../../lib/storage';
import { generateArticleAudio } from './article-audio';
import { findArticleId } from './audio.repository';
import { NewsAudioWorker } from './audio-worker';
import { EspeakLameEncoder } from './speech-encoder';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean' } } });
if (values.help) {
  console.log('Usage: npm run news:audio -- [<article slug or id> ...]');
  process.exit(0);
}

const config = loadConfig();
const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { log } = Fastify({ logger: { level: config.logLevel } });
const deps = { db: database.db, storage: new LocalFileStorage(config.filesDir), encoder: new EspeakLameEncoder() };
try {
  await database.migrate();
  if (positionals.length > 0) {
    for (const given of positionals) {
      const id = await findArticleId(database.db, given);
      if (!id) {
        console.error(`No article ${given}`);
        process.exitCode = 1;
        continue;
      }
      console.log(JSON.stringify({ article: given, ...(await generateArticleAudio(deps, id)) }));
    }
  } else {
    const worker = new NewsAudioWorker({ ...deps, log });
    const started = Date.now();
    const total = { ready: 0, failed: 0, bulletinsGenerated: 0 };
    for (;;) {
      const run = await worker.runOnce();
      if (!run.engineAvailable) throw new Error('espeak-ng or lame is not installed (see scripts/setup-system.sh)');
      total.ready += run.ready;
      total.failed += run.failed;
      total.bulletinsGenerated += run.bulletinsGenerated;
      if (run.ready + run.failed === 0) break;
    }
    console.log(JSON.stringify({ ...total, seconds: (Date.now() - started) / 1000 }));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
