/** Two API processes in one test: apps that share a test app's database and one Redis. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { OutboxMailer } from '../lib/mailer';
import type { TestDatabase } from './test-database';

/** Redis at REDIS_URL (or the local default). In CI it must answer; elsewhere a machine without it skips, saying why. */
export async function reachableRedis(purpose: string): Promise<string | null> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch (error) {
    if (process.env.CI) throw error;
    console.warn(`Skipping ${purpose}: Redis at ${url} is unreachable (${String(error)})`);
    return null;
  } finally {
    probe.disconnect();
  }
}

export interface ApiProcess {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** An app on the given database with its own Redis connection, as another API process would have. */
export async function apiProcess(
  database: TestDatabase,
  redisUrl: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-test-'));
  const redis = new Redis(redisUrl);
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...env },
    { jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing', webDist: undefined },
  );
  const mailer = new OutboxMailer(path.join(dataDir, 'outbox'));
  const limit = { max: 10_000, timeWindow: 60_000 };
  const app = await buildApp({
    config,
    database,
    mailer,
    redis,
    rateLimits: { signIn: limit, renew: limit, otp: limit, reset: limit },
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      redis.disconnect();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
