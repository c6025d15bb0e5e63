/**
 * The OpenAPI document and its UI at /api/docs, generated from the routes' Zod schemas. Each operation also shows
 * its declaration (plugins/route-definer.ts): who may call it, the session cookie when it needs one, and the
 * error codes it can answer under their statuses.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { describeAccess, ERROR_CODES, type ErrorCode, errorSchema } from '@noticeboard/shared';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_COOKIE } from '../lib/access-token';
import { declarationOf } from './route-definer';

const ERROR_BODY = z.toJSONSchema(errorSchema, { target: 'openapi-3.0' });

/** `{ 404: ['NOT_FOUND'], 403: ['FORBIDDEN', 'CONSENT_REQUIRED'] }` from a set of codes. */
function codesByStatus(codes: Iterable<ErrorCode>): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

type Transform = typeof jsonSchemaTransform;

/** Adds a route's declaration to what the Zod transform made of its schemas. */
const withDeclaration: Transform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const declaration = declarationOf(input.route as RouteOptions);
  if (!declaration) return transformed;
  const schema = transformed.schema as FastifySchema & Record<string, unknown>;
  const access = `**Access:** ${describeAccess(declaration.access)}`;
  schema.description = schema.description ? `${access}\n\n${schema.description}` : access;
  if (declaration.access.kind !== 'open') schema.security = [{ sessionCookie: [] }];
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const [status, codes] of codesByStatus(declaration.errors)) {
    if (!(String(status) in response)) response[status] = { ...ERROR_BODY, description: codes.join(', ') };
  }
  schema.response = response;
  return transformed;
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Noticeboard API', version: '0.1.0', description: 'News, learning and community for schools.' },
      servers: [],
      components: { securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE } } },
    },
    transform: withDeclaration,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
