/**
 * Before any test: one migrated database every test file copies (migrated-template.ts), the run's name for its seeded
 * copies (seeded-template.ts, removed after the run), and in CI the real PostgreSQL and Redis must answer (a failure, never a skip);
 * elsewhere a missing server just means those variants do not run, and we say so.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { preparePgliteDump, preparePostgresTemplate } from './migrated-template';
import { removeSeeded } from './seeded-template';

export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex');
  project.provide('testRun', run);
  await preparePgliteDump();
  const ci = process.env.CI === 'true';
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (ci && (!DATABASE_URL || !REDIS_URL)) {
    throw new Error('CI=true needs DATABASE_URL and REDIS_URL: the PostgreSQL and Redis variants must run');
  }
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      throw new Error(`PostgreSQL at DATABASE_URL is not reachable: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
    await preparePostgresTemplate(DATABASE_URL);
  } else {
    console.log('DATABASE_URL not set: API tests run on PGlite only.');
  }
  if (REDIS_URL) {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      throw new Error(`Redis at REDIS_URL is not reachable: ${(error as Error).message}`);
    } finally {
      redis.disconnect();
    }
  } else {
    console.log('REDIS_URL not set: the Redis-backed throttling test is skipped.');
  }
  return () => removeSeeded(run, DATABASE_URL);
}
