/** Every background job, started by server.ts when `config.jobsEnabled` (tests run jobs directly). Add a module's jobs here. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Job } from './lib/jobs';
import type { FileStorage } from './lib/storage';
import { attachmentCleanupJobs } from './modules/community/attachments/cleanup.job';
import { newsAudioJobs } from './modules/news/audio/audio.job';
import { ingestJobs } from './modules/news/ingest/ingest.jobs';
import { trendingJobs } from './modules/news/trending.job';
import { quizJobs } from './modules/quiz/quiz.jobs';

export interface JobDeps {
  config: Config;
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export function backgroundJobs(deps: JobDeps): Job[] {
  return [
    ...newsAudioJobs(deps),
    ...ingestJobs(deps),
    ...trendingJobs(deps),
    ...attachmentCleanupJobs(deps),
    ...quizJobs(deps),
  ];
}
