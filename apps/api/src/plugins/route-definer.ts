/**
 * The route definer: every API route declares who may call it (`access`) and the domain error codes it can
 * answer (`errors`) beside its schemas. Fastify's route options are extended so the compiler asks for both on
 * every `app.get/post/...`; this onRoute hook turns the access into the guard that runs before validation,
 * adds the codes the access and schemas imply, and keeps the declaration on the route for the error handler,
 * the OpenAPI document and the security suite. A route under /api without a declaration stops the app.
 */
import { ACCESS, DELETION_MESSAGES, type ErrorCode, MESSAGES, type Role, type RouteAccess } from '@noticeboard/shared';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify';
import { AppError, forbidden, unauthorized } from '../lib/errors';

export interface RouteDeclaration {
  access: RouteAccess;
  /** Every code the route may answer: the declared ones and those its access, schemas and method imply. */
  errors: ReadonlySet<ErrorCode>;
}

declare module 'fastify' {
  // The type parameters must repeat Fastify's own for the interfaces to merge.
  interface RouteShorthandOptions<
    RawServer,
    RawRequest,
    RawReply,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    TypeProvider,
    Logger,
  > {
    /** Who may call the route: `ACCESS.open('why')`, `ACCESS.signedIn`, `ACCESS.roles(ROLE_SETS.x)`. */
    access: RouteAccess;
    /**
     * The codes the route's service can answer (NOT_FOUND, CONFLICT, POSTING_RESTRICTED, ...). Those its access
     * (UNAUTHORIZED, FORBIDDEN) and schemas (VALIDATION_FAILED) imply are added by the definer.
     */
    errors: readonly ErrorCode[];
    /**
     * Answered while the caller's account is scheduled for deletion (issue 20 §2): their details, the deletion's
     * status and cancelling, signing out. Every other route refuses them (open ones treat them as a visitor).
     */
    whileDeletionScheduled?: boolean;
  }
  interface FastifyContextConfig {
    declaration?: RouteDeclaration;
  }
}

export class UndeclaredRouteError extends Error {}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The guard an access compiles to; open routes have none (the actor may be null). */
function guardOf(access: RouteAccess): preValidationHookHandler | null {
  switch (access.kind) {
    case 'open':
      return null;
    case 'login':
      return async (request: FastifyRequest) => {
        if (!request.actor) throw unauthorized();
      };
    case 'roles': {
      const roles: readonly Role[] = access.roles;
      return async (request: FastifyRequest) => {
        if (!request.actor) throw unauthorized();
        if (!roles.includes(request.actor.role)) throw forbidden(MESSAGES.forbidden);
      };
    }
  }
}

/**
 * During an account deletion's countdown the person is refused everywhere but the routes the countdown needs, in
 * one place and with no query of its own (the actor carries it). An open route serves them as it serves a visitor.
 */
function deletionCountdownGuardOf(access: RouteAccess): preValidationHookHandler {
  if (access.kind === 'open') {
    return async (request: FastifyRequest) => {
      if (request.actor?.deletionDueAt !== undefined) request.actor = null;
    };
  }
  return async (request: FastifyRequest) => {
    const dueAt = request.actor?.deletionDueAt;
    if (dueAt === undefined) return;
    throw new AppError('ACCOUNT_SCHEDULED_FOR_DELETION', DELETION_MESSAGES.refused, { until: new Date(dueAt) });
  };
}

function impliedErrors(route: RouteOptions, access: RouteAccess, whileDeletionScheduled: boolean): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (access.kind !== 'open') codes.push('UNAUTHORIZED');
  if (access.kind !== 'open' && !whileDeletionScheduled) codes.push('ACCOUNT_SCHEDULED_FOR_DELETION');
  if (access.kind === 'roles') codes.push('FORBIDDEN');
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  if (schema.body || schema.querystring || schema.params || schema.headers) codes.push('VALIDATION_FAILED');
  const methods = [route.method].flat().map(String);
  if (methods.some((method) => WRITE_METHODS.has(method))) {
    // Malformed or oversized bodies, refused body types and cross-site writes (plugins/csrf.ts).
    codes.push('BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'CROSS_SITE_REFUSED');
  }
  if (route.config && 'rateLimit' in route.config && route.config.rateLimit) codes.push('RATE_LIMITED');
  return codes;
}

/** Routes Fastify's own plugins add (the OpenAPI UI) answer documents, not data: they are open. */
const PLUGIN_ROUTES = /^\/api\/docs(\/|$)/;

/** Registers the definer on the root instance, before any route: an /api route without an access throws. */
export function registerRouteDefiner(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const given = route as RouteOptions & {
      access?: RouteAccess;
      errors?: readonly ErrorCode[];
      whileDeletionScheduled?: boolean;
    };
    const access =
      given.access ?? (PLUGIN_ROUTES.test(route.url) ? ACCESS.open('the OpenAPI document and its UI') : null);
    if (!access) throw new UndeclaredRouteError(`${[route.method].flat().join(',')} ${route.url} declares no access`);
    const whileDeletionScheduled = given.whileDeletionScheduled === true;
    const guards: preValidationHookHandler[] = [];
    if (!whileDeletionScheduled) guards.push(deletionCountdownGuardOf(access));
    const accessGuard = guardOf(access);
    if (accessGuard) guards.push(accessGuard);
    if (guards.length > 0) route.preValidation = [...guards, ...[route.preValidation ?? []].flat()];
    const errors = new Set<ErrorCode>([
      ...(given.errors ?? []),
      ...impliedErrors(route, access, whileDeletionScheduled),
    ]);
    route.config = { ...route.config, declaration: { access, errors } };
  });
}

/** A route's declaration (undefined for routes outside /api, such as the web app's files). */
export function declarationOf(route: Pick<RouteOptions, 'config'>): RouteDeclaration | undefined {
  return (route.config as { declaration?: RouteDeclaration } | undefined)?.declaration;
}
