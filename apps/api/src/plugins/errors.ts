/**
 * One error vocabulary: every failure leaves as `{ statusCode, error, message, code, details?, until? }` (the
 * contract's `errorSchema`). Outside production, a code a route did not declare is noted (see
 * `undeclaredErrorCodes`), so the tests catch a declaration that has fallen behind its service.
 */

import { STATUS_CODES } from 'node:http';
import { type ApiError, type ErrorCode, genericErrorCode, MESSAGES } from '@noticeboard/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldProblem } from '../lib/errors';
import { declarationOf } from './route-definer';
import { wantsWebPage } from './static-web';
import type { WebPages } from './web-pages';

function errorBody(
  statusCode: number,
  message: string,
  code: ErrorCode = genericErrorCode(statusCode),
  details?: FieldProblem[],
  until?: Date,
): ApiError {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    code,
    ...(details ? { details } : {}),
    ...(until ? { until: until.toISOString() } : {}),
  };
}

const undeclared = new Set<string>();

/** Codes answered by routes that did not declare them, as `METHOD /url: CODE`; reading empties the list. */
export function undeclaredErrorCodes(): string[] {
  const found = [...undeclared];
  undeclared.clear();
  return found;
}

function noteUndeclared(request: FastifyRequest, code: ErrorCode): void {
  const declaration = declarationOf(request.routeOptions);
  if (!declaration || declaration.errors.has(code) || code === 'INTERNAL') return;
  undeclared.add(`${request.method} ${request.routeOptions.url}: ${code}`);
}

/** `/address/line1` from the body context becomes `address.line1`. */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/** `webPages`: when the web app is served, page requests that match no file get a page of it. */
export function registerErrorHandling(app: FastifyInstance, webPages?: WebPages, checkDeclarations = false): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      if (checkDeclarations) noteUndeclared(request, error.code);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.code, error.details, error.until));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      const details = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, context),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(errorBody(400, MESSAGES.validation, 'VALIDATION_FAILED', details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type) keep their status.
      const message = status === 413 ? 'Request body is too large' : error.message;
      const code = status === 429 ? 'RATE_LIMITED' : genericErrorCode(status);
      if (checkDeclarations) noteUndeclared(request, code);
      return reply.status(status).send(errorBody(status, message, code));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, MESSAGES.internal, 'INTERNAL'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (webPages && wantsWebPage(request.method, request.url)) return webPages.send(request, reply);
    return reply.status(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
