/** One error vocabulary: every failure leaves as `{ statusCode, error, message, details? }`. */

import { STATUS_CODES } from 'node:http';
import { MESSAGES } from '@noticeboard/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldProblem } from '../lib/errors';
import { wantsWebPage } from './static-web';

function errorBody(statusCode: number, message: string, details?: FieldProblem[]) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(details ? { details } : {}) };
}

/** `/address/line1` from the body context becomes `address.line1`. */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/** `webDist`: when the web app is served, page requests that match no file get its index.html. */
export function registerErrorHandling(app: FastifyInstance, webDist?: string): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      const details = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, context),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(errorBody(400, MESSAGES.validation, details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type) keep their status.
      const message = status === 413 ? 'Request body is too large' : error.message;
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, MESSAGES.internal));
  });

  app.setNotFoundHandler((request, reply) => {
    if (webDist && wantsWebPage(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
