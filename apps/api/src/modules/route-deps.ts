/** TRANSITION (issue 14): the bag legacy route modules are given; see legacy-modules.ts. */
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { InvalidationBus } from '../lib/invalidation-bus';
import type { Mailer } from '../lib/mailer';
import type { FileStorage } from '../lib/storage';
import type { RateLimits } from './module';

export interface RouteDeps {
  config: Config;
  /** For modules that build their own service from the database and mailer. */
  db: Db;
  mailer: Mailer;
  /** Generated and uploaded files. */
  storage: FileStorage;
  /** Tells caches (here and, with Redis, in other processes) that a user's or a school's data changed. */
  bus: InvalidationBus;
  /** Per-IP limits of the sensitive routes. */
  limits: RateLimits;
}
