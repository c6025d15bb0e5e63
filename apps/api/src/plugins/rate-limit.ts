/** Per-route rate limits (sign-in, OTP, password reset): in memory, or shared in Redis when scaled out. */
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@noticeboard/shared';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'nb:rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: `${MESSAGES.tooManyAttempts} (retry in ${context.after})`,
    }),
  });
}
