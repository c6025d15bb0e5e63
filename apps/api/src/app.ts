/** buildApp: the Fastify instance with every plugin and route, no listen (tests use app.inject). */

import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { serializerCompiler, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { AccessTokens } from './lib/access-token';
import { fastSerializerCompiler } from './lib/fast-serializer';
import { InvalidationBus } from './lib/invalidation-bus';
import { createMailQuota } from './lib/mail-quota';
import { type Mailer, OutboxMailer } from './lib/mailer';
import { createFileStorage } from './lib/s3-storage';
import type { FileStorage } from './lib/storage';
import { type FailureCounter, MemoryFailureCounter, RedisFailureCounter } from './lib/throttle';
import { LoginService } from './modules/auth/login.service';
import { OtpService } from './modules/auth/otp.service';
import { PasswordService } from './modules/auth/password.service';
import { SessionService } from './modules/auth/session.service';
import { SignupService } from './modules/auth/signup.service';
import { LinkPreviewService } from './modules/community/attachments/link-preview.service';
import { InstituteService } from './modules/institute/institute.service';
import type { RouteDeps, Services } from './modules/route-deps';
import { ROUTE_MODULES } from './modules/routes';
import { UserService } from './modules/user/user.service';
import { ActorCache } from './plugins/actor-cache';
import { registerAuth } from './plugins/auth';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { textSafeValidatorCompiler } from './plugins/validation';
import type { App } from './types';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  redis?: Redis | undefined;
  /** Overrides the per-IP limits of sensitive routes (tests lower them, the benchmark lifts them). */
  rateLimits?: Partial<RouteDeps['limits']>;
  /** Defaults to the S3 bucket when configured, else the local folder `config.filesDir`. */
  storage?: FileStorage;
  /** Tests pass theirs to announce rows they write behind the services' back. */
  bus?: InvalidationBus;
}

const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Per-IP requests per minute. A whole school often reaches us through one address, so these are
 * sized for a class signing in at once; guessing one account's password is stopped by the
 * per-account failure counter instead.
 */
const DEFAULT_RATE_LIMITS: RouteDeps['limits'] = {
  signIn: { max: 300, timeWindow: 60_000 },
  renew: { max: 1200, timeWindow: 60_000 },
  otp: { max: 60, timeWindow: 60_000 },
  reset: { max: 60, timeWindow: 60_000 },
};

function buildServices(
  deps: AppDeps,
  tokens: AccessTokens,
  failures: FailureCounter,
  bus: InvalidationBus,
  storage: FileStorage,
): Services {
  const { config, database, mailer } = deps;
  const db = database.db;
  const sessions = new SessionService(db, tokens, config.refreshTokenTtlDays, bus);
  // Password resets and sign-up codes: mail anyone can ask for, limited per address.
  const mailQuota = createMailQuota(deps.redis);
  const otp = new OtpService(db, mailer, mailQuota);
  return {
    sessions,
    otp,
    login: new LoginService(db, sessions, failures),
    signup: new SignupService(db, mailer, otp, config.publicUrl),
    passwords: new PasswordService(db, mailer, sessions, config.publicUrl, mailQuota),
    users: new UserService(db),
    institutes: new InstituteService(db, mailer, sessions, config.publicUrl),
    linkPreviews: new LinkPreviewService({ allowPrivate: config.outboundAllowPrivate, storage }),
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, redis } = deps;
  const fastify = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.authorization'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
  });
  fastify.setValidatorCompiler(textSafeValidatorCompiler);
  fastify.setSerializerCompiler(fastSerializerCompiler as typeof serializerCompiler);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(fastify, config.webDist);
  await registerSecurityHeaders(fastify, config.env === 'production');
  await fastify.register(compress, { threshold: 1024 });
  await fastify.register(cookie);
  // Form-encoded bodies are parsed for the one route the spec gives them; the CSRF hook refuses them elsewhere.
  await fastify.register(formbody);
  fastify.removeContentTypeParser('text/plain');
  registerCsrfProtection(fastify, config.publicUrl);
  await registerRateLimit(fastify, redis);
  await registerOpenApi(fastify);

  const tokens = new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const bus = deps.bus ?? new InvalidationBus();
  if (redis) {
    const disconnect = await bus.connect(redis);
    fastify.addHook('onClose', disconnect);
  }
  registerAuth(fastify, database.db, tokens, new ActorCache(config.actorCacheSeconds * 1000, bus));
  const failures = redis
    ? new RedisFailureCounter(redis, LOGIN_FAILURE_WINDOW_MS)
    : new MemoryFailureCounter(LOGIN_FAILURE_WINDOW_MS);
  const storage = deps.storage ?? createFileStorage(config);
  const routeDeps: RouteDeps = {
    config,
    db: database.db,
    mailer: deps.mailer,
    storage,
    services: buildServices(deps, tokens, failures, bus, storage),
    bus,
    cookie: { secure: config.env === 'production', maxAgeSeconds: config.accessTokenTtlSeconds },
    limits: { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits },
    outbox: deps.mailer instanceof OutboxMailer ? deps.mailer : undefined,
    ping: () => database.ping(),
  };

  await fastify.register(
    async (api) => {
      const app = api.withTypeProvider<ZodTypeProvider>() as App;
      for (const routes of ROUTE_MODULES) routes(app, routeDeps);
    },
    { prefix: '/api' },
  );

  if (config.webDist) await registerStaticWeb(fastify, config.webDist);
  return fastify;
}
