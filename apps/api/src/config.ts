/** Environment, parsed and validated once at start. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_DELETION_DEFAULT_DELAY_SECONDS, SUBSCRIPTION_DEFAULTS } from '@noticeboard/shared';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { isLoopback } from './lib/loopback';
import { type PaymentConfig, paymentConfigOf } from './modules/payment/payment.config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Noticeboard <no-reply@noticeboard.local>'),
  SALES_EMAIL: z.string().email().default('sales@noticeboard.test'),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SEED_DEMO: booleanFlag,
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  ALLOW_DEV_ON_NETWORK: booleanFlag,
  FILES_DIR: z.string().optional(),
  DAILY_READING_MINIMUM: z.coerce.number().int().min(1).max(50).default(3),
  TRIAL_DAYS: z.coerce.number().int().min(1).max(90).default(SUBSCRIPTION_DEFAULTS.trialDays),
  SUBSCRIPTION_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(SUBSCRIPTION_DEFAULTS.graceDays),
  INGEST_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  NEWS_FEEDS_FILE: z.string().optional(),
  BILLING_CATALOGUE_FILE: z.string().optional(),
  AUDIO_MAX_AGE_HOURS: z.coerce.number().int().min(1).optional(),
  JOBS_ENABLED: booleanFlag,
  /** Unset: the newsletter sender's 10-minute claim lease (fault tests set a few seconds). */
  NEWSLETTER_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  OUTBOUND_ALLOW_PRIVATE: booleanFlag,
  ACTOR_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  ACCOUNT_DELETION_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90 * 24 * 60 * 60)
    .default(ACCOUNT_DELETION_DEFAULT_DELAY_SECONDS),
  // Issue 18's face check: a face matches the enrolled one when their descriptors lie closer than this. face-api's
  // usual 0.6 is lenient: on its sample photographs different people came as close as 0.47 (0.50 cropped as the
  // server sees them), while one face cut, scaled, lit and compressed differently stayed within 0.06–0.28.
  FACE_MATCH_THRESHOLD: z.coerce.number().min(0.2).max(0.8).default(0.45),
  FACE_PICTURE_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** Another build of the web app to serve (a copy that a rebuild in apps/web/dist does not change under a running server). */
  WEB_DIST: z.string().optional(),
});

/** An S3-compatible bucket for uploaded and generated files (instead of the local folder). */
export interface S3Config {
  bucket: string;
  /** MinIO, Ceph, R2…; unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's default credential chain applies. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` addresses (MinIO) rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where enquiries (call backs, contact, custom plans) are mailed. */
  salesEmail: string;
  publicUrl: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** How long a resolved signed-in user is reused before their row is read again (0: every request). */
  actorCacheSeconds: number;
  refreshTokenTtlDays: number;
  /** The countdown between an account deletion's request and its erasure (tests and e2e set it short). */
  accountDeletionDelaySeconds: number;
  seedDemo: boolean;
  bodyLimitBytes: number;
  logLevel: string;
  trustProxy: boolean;
  /** Uploaded and generated files (local storage); default `DATA_DIR/files`. */
  filesDir: string;
  /** Set when S3_BUCKET is: files go to the bucket, not to `filesDir`. */
  s3: S3Config | undefined;
  /** Trial length, and the grace a paid period gets after its end (fixed on the period when it is bought). */
  subscription: { trialDays: number; graceDays: number };
  /** The payment gateway (Razorpay or the dev gateway) and the supplier named on invoices. */
  payments: PaymentConfig;
  news: {
    dailyReadingMinimum: number;
    ingestIntervalMinutes: number;
    feedTimeoutMs: number;
    /** Publishers and feeds to keep in the database (JSON); the demo corpus's file when seeding demo data. */
    feedsFile: string | undefined;
    /** Only articles published this recently get server audio; unset: every article. */
    audioMaxAgeHours: number | undefined;
  };
  /** The products and plans on sale (JSON, synced at start); unset: the catalogue shipped in modules/catalogue. */
  catalogueFile: string | undefined;
  face: {
    /** Descriptor distance below which a face check passes (modules/assessment/face/face-outcome.ts). */
    matchThreshold: number;
    /** How long a kept face-check picture stays after its review. */
    pictureRetentionDays: number;
  };
  /** Background jobs (ingest, audio, trending); off in tests, which run them directly. */
  jobsEnabled: boolean;
  newsletter: {
    /**
     * How long a claimed delivery may stay SENDING before the sender takes it for a stopped process's and marks it
     * UNCONFIRMED (never resent); unset: the sender's CLAIM_LEASE_MS (10 minutes). Shorter only for fault tests.
     */
    claimLeaseMs: number | undefined;
  };
  /**
   * Outbound fetches of addresses others give us (feeds, article pages, images) may reach loopback and
   * private addresses: for tests and feeds served on this machine only, never in production.
   */
  outboundAllowPrivate: boolean;
  /** The built web app to serve; absent in API-only tests. */
  webDist: string | undefined;
}

export { ConfigError } from './config-error';

/**
 * Outside production a secret is generated once and kept in the data folder, so sessions survive
 * restarts without any set-up; production must be given one.
 */
function resolveSecret(given: string | undefined, env: string, dataDir: string): string {
  if (given) return given;
  if (env === 'production') throw new ConfigError('JWT_SECRET is required in production (32+ characters)');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A development server (demo data, dev outbox, generated secret) is for this machine: listening on the
 * network needs production, or saying so.
 */
function assertListenable(env: z.infer<typeof envSchema>): void {
  if (isLoopback(env.HOST) || env.NODE_ENV === 'production' || env.ALLOW_DEV_ON_NETWORK) return;
  throw new ConfigError(
    `HOST=${env.HOST} would serve the network with NODE_ENV=${env.NODE_ENV} (demo data, dev tools): ` +
      'set NODE_ENV=production, or ALLOW_DEV_ON_NETWORK=true to serve a development build to your network on purpose, ' +
      'or leave HOST at 127.0.0.1',
  );
}

/** Seconds suit a test of the countdown; in production a slip (a missing unit) must not shorten a person's 72 hours. */
const PRODUCTION_MIN_DELETION_DELAY_SECONDS = 60 * 60;
function assertDeletionDelay(env: z.infer<typeof envSchema>): void {
  if (env.NODE_ENV !== 'production' || env.ACCOUNT_DELETION_DELAY_SECONDS >= PRODUCTION_MIN_DELETION_DELAY_SECONDS)
    return;
  throw new ConfigError(
    `ACCOUNT_DELETION_DELAY_SECONDS=${env.ACCOUNT_DELETION_DELAY_SECONDS} is under an hour: in production the countdown ` +
      'to an account deletion is at least 3600 seconds (default 72 hours)',
  );
}

function s3ConfigOf(env: z.infer<typeof envSchema>): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset)');
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable means "not set" (e.g. `DATABASE_URL= npm start` to use the embedded database).
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  assertListenable(env);
  assertDeletionDelay(env);
  // npm workspaces change the working folder; INIT_CWD is where the person ran the command.
  const baseDir = source.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  const webDist = env.WEB_DIST
    ? path.resolve(baseDir, env.WEB_DIST)
    : path.resolve(import.meta.dirname, '../../web/dist');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    salesEmail: env.SALES_EMAIL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: overrides.jwtSecret ?? resolveSecret(env.JWT_SECRET, env.NODE_ENV, dataDir),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    actorCacheSeconds: env.ACTOR_CACHE_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    accountDeletionDelaySeconds: env.ACCOUNT_DELETION_DELAY_SECONDS,
    seedDemo: env.NODE_ENV !== 'production' && (env.SEED_DEMO ?? true),
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    filesDir: env.FILES_DIR ? path.resolve(baseDir, env.FILES_DIR) : path.join(dataDir, 'files'),
    s3: s3ConfigOf(env),
    subscription: { trialDays: env.TRIAL_DAYS, graceDays: env.SUBSCRIPTION_GRACE_DAYS },
    payments: overrides.payments ?? paymentConfigOf(given, env.NODE_ENV, dataDir),
    news: {
      dailyReadingMinimum: env.DAILY_READING_MINIMUM,
      ingestIntervalMinutes: env.INGEST_INTERVAL_MINUTES,
      feedTimeoutMs: env.FEED_TIMEOUT_MS,
      feedsFile: env.NEWS_FEEDS_FILE ? path.resolve(baseDir, env.NEWS_FEEDS_FILE) : undefined,
      audioMaxAgeHours: env.AUDIO_MAX_AGE_HOURS,
    },
    catalogueFile: env.BILLING_CATALOGUE_FILE ? path.resolve(baseDir, env.BILLING_CATALOGUE_FILE) : undefined,
    face: { matchThreshold: env.FACE_MATCH_THRESHOLD, pictureRetentionDays: env.FACE_PICTURE_RETENTION_DAYS },
    jobsEnabled: env.JOBS_ENABLED ?? env.NODE_ENV !== 'test',
    newsletter: {
      claimLeaseMs:
        env.NEWSLETTER_CLAIM_LEASE_SECONDS === undefined ? undefined : env.NEWSLETTER_CLAIM_LEASE_SECONDS * 1000,
    },
    outboundAllowPrivate: env.OUTBOUND_ALLOW_PRIVATE ?? false,
    webDist: existsSync(webDist) ? webDist : undefined,
    ...overrides,
  };
}
