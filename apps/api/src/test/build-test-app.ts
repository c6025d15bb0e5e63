/** A whole app on a fresh database for one test file, with mail going to a temporary outbox. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/client';
import { InvalidationBus } from '../lib/invalidation-bus';
import { OutboxMailer } from '../lib/mailer';
import { createTestDatabase, type TestDatabase } from './test-database';

export function uniformLimits(max: number) {
  const limit = { max, timeWindow: 60_000 };
  return { signIn: limit, renew: limit, otp: limit, reset: limit };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  outbox: OutboxMailer;
  /** The app's invalidation bus: a test that writes rows directly announces them here, as a service would. */
  bus: InvalidationBus;
  /** The settings the app runs with (e.g. the dev payment gateway's secrets, to sign as the gateway would). */
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  redis?: Redis;
  /** Per-IP requests per minute on every sensitive route; high by default so tests are not throttled by accident. */
  authRateLimitPerMinute?: number;
  env?: Record<string, string>;
  /** The time the services read (a movable clock for tests of states over days). */
  clock?: AppDeps['clock'];
  /** Sees every route under /api as it is registered (tests that walk the routes). */
  onRoute?: AppDeps['onRoute'];
  /** Starts with the demo data (seeded once per run and copied: the seed tests read it, none of them seeds it). */
  seeded?: boolean;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: options.seeded ?? false });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-test-'));
  const outbox = new OutboxMailer(path.join(dataDir, 'outbox'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...options.env },
    { jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing', webDist: undefined },
  );
  const bus = new InvalidationBus();
  const app = await buildApp({
    bus,
    config,
    database,
    mailer: outbox,
    redis: options.redis,
    rateLimits: uniformLimits(options.authRateLimitPerMinute ?? 10_000),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    outbox,
    bus,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest mail sent to an address. */
export async function latestMailTo(outbox: OutboxMailer, email: string) {
  const mail = (await outbox.list()).find((entry) => entry.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export const codeIn = (text: string): string => text.match(/\b(\d{6})\b/)?.[1] ?? '';
export const tokenIn = (link: string): string => new URL(link).searchParams.get('token') ?? '';
