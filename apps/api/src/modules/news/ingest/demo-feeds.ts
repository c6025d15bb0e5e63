/**
 * First start with demo data: the shipped corpus is written out as local feed files and its publishers
 * synced, so the scheduled ingest (runAtStart) reads it through the same path as any publisher's feed.
 */
import path from 'node:path';
import type { JobDeps } from '../../../jobs';
import { buildDemoFeeds } from '../demo/build-demo-feeds';
import { syncPublishersFile } from './publishers-file';

/** Never throws: without demo news the rest of the demo still starts. */
export async function installDemoFeeds({ config, db, storage, log }: JobDeps): Promise<void> {
  try {
    const publishersFile = await buildDemoFeeds(path.join(config.dataDir, 'demo-feeds'), new Date());
    await syncPublishersFile(db, storage, publishersFile, { log, timeoutMs: config.news.feedTimeoutMs });
  } catch (error) {
    log.error({ err: error }, 'demo news feeds not installed');
  }
}
