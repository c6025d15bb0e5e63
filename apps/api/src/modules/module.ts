/**
 * How a module is put together. Each module folder has one composition root, `<name>.module.ts`, exporting a
 * factory `create<Name>Module(infra, uses)`: it builds the module's services once from the shared
 * infrastructure (and the few services it uses from other modules), and returns its routes, its background
 * jobs and what it offers other modules. `modules/index.ts` calls the factories in order; nothing else builds a
 * service.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AccessTokens } from '../lib/access-token';
import type { InvalidationBus } from '../lib/invalidation-bus';
import type { Job } from '../lib/jobs';
import type { Mailer } from '../lib/mailer';
import type { FileStorage } from '../lib/storage';
import type { App } from '../types';

/** The time, as services should read it: tests and jobs can hold it still. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface RateLimitSetting {
  max: number;
  timeWindow: number;
}

/** Per-IP limits of the sensitive routes (tests lower them, the benchmark lifts them). */
export interface RateLimits {
  signIn: RateLimitSetting;
  renew: RateLimitSetting;
  otp: RateLimitSetting;
  reset: RateLimitSetting;
}

/** What every module may be built from: the process's shared infrastructure, nothing of another module. */
export interface Infrastructure {
  config: Config;
  db: Db;
  /** SMTP, or the dev outbox (`mailer instanceof OutboxMailer`). */
  mailer: Mailer;
  /** Generated and uploaded files. */
  storage: FileStorage;
  /** Tells caches (here and, with Redis, in other processes) that a user's or a school's data changed. */
  bus: InvalidationBus;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Present when scaled out: shared counters and limits. */
  redis: Redis | undefined;
  /** Signs the access cookie; the auth plugin verifies with the same keys. */
  tokens: AccessTokens;
  rateLimits: RateLimits;
  /** Answers when the database does (readiness). */
  ping: () => Promise<void>;
}

/** A built module: its routes (registered under /api), its jobs, and the services it offers others. */
export interface Module<Exports extends object = Record<never, never>> {
  name: string;
  routes(app: App): void;
  /** Background work, started by server.ts when jobs are enabled. */
  jobs?: Job[];
  /** Runs when the app closes, before the database does (e.g. waits for mails queued after a commit). */
  close?: () => Promise<void>;
  /**
   * Start-up work that must be done before the app serves, in tests too (e.g. the catalogue synced from its file);
   * buildApp awaits it, module by module in composition order.
   */
  start?: () => Promise<void>;
  exports: Exports;
}
