/**
 * First start with demo data: the shipped corpus is written out as local feed files, its publishers synced
 * and its feeds ingested through the same path as any publisher's feed, before the server listens, so the
 * first visitor already sees the news (audio follows in the background).
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../lib/storage';
import { buildDemoFeeds } from '../demo/build-demo-feeds';
import { IngestService } from './ingest.service';
import { syncPublishersFile } from './publishers-file';

/** What the demo feeds are installed with (server.ts has it before any module is built). */
export interface DemoFeedsSetup {
  config: Config;
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Never throws: without demo news the rest of the demo still starts. */
export async function installDemoFeeds({ config, db, storage, log }: DemoFeedsSetup): Promise<void> {
  try {
    const publishersFile = await buildDemoFeeds(path.join(config.dataDir, 'demo-feeds'), new Date());
    await syncPublishersFile(db, storage, publishersFile, {
      log,
      timeoutMs: config.news.feedTimeoutMs,
      allowPrivateAddresses: config.outboundAllowPrivate,
    });
    const started = Date.now();
    const summary = await IngestService.fromConfig(config, db, storage, log).ingestDueFeeds();
    log.info({ ...summary, ms: Date.now() - started }, 'demo news ingested');
  } catch (error) {
    log.error({ err: error }, 'demo news feeds not installed');
  }
}
