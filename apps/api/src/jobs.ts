/** Every background job, started by server.ts when `config.jobsEnabled` (tests run jobs directly). Add a module's jobs here. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Job } from './lib/jobs';
import type { FileStorage } from './lib/storage';

export interface JobDeps {
  config: Config;
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export function backgroundJobs(_deps: JobDeps): Job[] {
  return [];
}
