/** The API built on the seeded bench database, with a session service to mint readers' cookies. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { AccessTokens } from '../apps/api/src/lib/access-token';
import { OutboxMailer } from '../apps/api/src/lib/mailer';
import { SessionService } from '../apps/api/src/modules/auth/session.service';
import { uniformLimits } from '../apps/api/src/test/build-test-app';

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const TOKEN_TTL_SECONDS = 3600;

export interface BenchApp {
  app: FastifyInstance;
  sessions: SessionService;
  /** Closes the app and removes its temporary data folder. */
  close(): Promise<void>;
}

export async function openBenchApp(databaseUrl: string): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-bench-news-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    { jwtSecret: JWT_SECRET, webDist: undefined, accessTokenTtlSeconds: TOKEN_TTL_SECONDS },
  );
  const database = createDatabase({ databaseUrl });
  const app = await buildApp({
    config,
    database,
    mailer: new OutboxMailer(path.join(dataDir, 'outbox')),
    rateLimits: uniformLimits(10_000_000),
  });
  const sessions = new SessionService(database.db, new AccessTokens(JWT_SECRET, TOKEN_TTL_SECONDS), 30);
  return {
    app,
    sessions,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
