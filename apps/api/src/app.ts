/** buildApp: the Fastify instance with every plugin and route, no listen (tests use app.inject). */

import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import type { serializerCompiler, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { AccessTokens } from './lib/access-token';
import { fastSerializerCompiler } from './lib/fast-serializer';
import { InvalidationBus } from './lib/invalidation-bus';
import type { Job } from './lib/jobs';
import { logSafeUrl } from './lib/log-safe-url';
import type { Mailer } from './lib/mailer';
import { createFileStorage } from './lib/s3-storage';
import type { FileStorage } from './lib/storage';
import { assembleModules } from './modules';
import { type Clock, type Infrastructure, type RateLimits, systemClock } from './modules/module';
import { ActorCache } from './plugins/actor-cache';
import { registerAuth } from './plugins/auth';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRouteDefiner } from './plugins/route-definer';
import { registerSecurityHeaders } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { textSafeValidatorCompiler } from './plugins/validation';
import { WebPages } from './plugins/web-pages';
import type { App } from './types';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  redis?: Redis | undefined;
  /** Overrides the per-IP limits of sensitive routes (tests lower them, the benchmark lifts them). */
  rateLimits?: Partial<RateLimits>;
  /** Defaults to the S3 bucket when configured, else the local folder `config.filesDir`. */
  storage?: FileStorage;
  /** Tests pass theirs to announce rows they write behind the services' back. */
  bus?: InvalidationBus;
  /** The time services read; tests move it to follow states over days. */
  clock?: Clock;
  /** Sees every route as it is registered, with its declaration (the security suite lists routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Per-IP requests per minute. A whole school often reaches us through one address, so these are
 * sized for a class signing in at once; guessing one account's password is stopped by the
 * per-account failure counter instead.
 */
const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { max: 300, timeWindow: 60_000 },
  renew: { max: 1200, timeWindow: 60_000 },
  otp: { max: 60, timeWindow: 60_000 },
  reset: { max: 60, timeWindow: 60_000 },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's background jobs; server.ts starts them when jobs are enabled. */
    backgroundJobs: Job[];
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, redis } = deps;
  const fastify = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.authorization'],
      serializers: {
        // Fastify's own request fields, with the secrets of emailed links masked in the URL.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: logSafeUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
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

  const webPages = config.webDist ? new WebPages(config.webDist) : undefined;
  registerErrorHandling(fastify, webPages, config.env !== 'production');
  registerRouteDefiner(fastify);
  await registerSecurityHeaders(fastify, config.env === 'production', {
    razorpay: config.payments.gateway.razorpay !== undefined,
  });
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
  const infra: Infrastructure = {
    config,
    db: database.db,
    mailer: deps.mailer,
    storage: deps.storage ?? createFileStorage(config),
    bus,
    clock: deps.clock ?? systemClock,
    log: fastify.log,
    redis,
    tokens,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits },
    ping: () => database.ping(),
  };
  const modules = assembleModules(infra);
  await modules.start();
  fastify.decorate('backgroundJobs', modules.jobs);
  fastify.addHook('onClose', () => modules.close());

  await fastify.register(
    async (api) => {
      if (deps.onRoute) api.addHook('onRoute', deps.onRoute);
      modules.routes(api.withTypeProvider<ZodTypeProvider>() as App);
    },
    { prefix: '/api' },
  );

  if (config.webDist) await registerStaticWeb(fastify, config.webDist);
  await webPages?.enableServerRendering(fastify);
  return fastify;
}
