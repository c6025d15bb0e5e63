/** The scheduled ingest: every INGEST_INTERVAL_MINUTES, and at start (after syncing NEWS_FEEDS_FILE once). */
import type { Job } from '../../../lib/jobs';
import type { Infrastructure } from '../../module';
import { IngestService } from './ingest.service';
import { syncPublishersFile } from './publishers-file';

export function ingestJobs({
  config,
  db,
  storage,
  log,
}: Pick<Infrastructure, 'config' | 'db' | 'storage' | 'log'>): Job[] {
  const ingest = IngestService.fromConfig(config, db, storage, log);
  let feedsFileSynced = false;
  return [
    {
      name: 'news-ingest',
      everyMs: config.news.ingestIntervalMinutes * 60_000,
      runAtStart: true,
      run: async () => {
        if (!feedsFileSynced && config.news.feedsFile) {
          feedsFileSynced = true;
          try {
            await syncPublishersFile(db, storage, config.news.feedsFile, {
              log,
              timeoutMs: config.news.feedTimeoutMs,
              allowPrivateAddresses: config.outboundAllowPrivate,
            });
          } catch (error) {
            log.error({ err: error, file: config.news.feedsFile }, 'publishers file not synced');
          }
        }
        const started = Date.now();
        const summary = await ingest.ingestDueFeeds();
        if (summary.feeds > 0) log.info({ ...summary, ms: Date.now() - started }, 'news ingest finished');
      },
    },
  ];
}
