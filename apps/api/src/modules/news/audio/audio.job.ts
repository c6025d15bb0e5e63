/** The audio worker as a background job: soon after start, then every 20 seconds (a run never overlaps itself). */
import type { Job } from '../../../lib/jobs';
import type { Infrastructure } from '../../module';
import { NewsAudioWorker } from './audio-worker';
import { EspeakLameEncoder } from './speech-encoder';

export function newsAudioJobs({
  config,
  db,
  storage,
  log,
}: Pick<Infrastructure, 'config' | 'db' | 'storage' | 'log'>): Job[] {
  const worker = new NewsAudioWorker(
    { db, storage, log, encoder: new EspeakLameEncoder() },
    { maxArticleAgeHours: config.news.audioMaxAgeHours },
  );
  return [
    {
      name: 'news-audio',
      everyMs: 20_000,
      runAtStart: true,
      run: async () => {
        const summary = await worker.runOnce();
        const { ready, failed, bulletinsGenerated, bulletinsFailed } = summary;
        if (ready + failed + bulletinsGenerated + bulletinsFailed > 0) log.info(summary, 'news audio generated');
      },
    },
  ];
}
