/**
 * The route definer every API route is declared with. A route says, in one place: its method and path, who may
 * call it (`access`), the error codes its service can answer, its request schemas and its response schema from
 * `packages/shared`, the success message, and one call into its service. The definer wraps the result in the
 * success envelope, sets the status, and hands the handler the signed-in actor (never null unless the route is
 * open). Routes whose answer is not the envelope (files, streams) set `raw` and answer through `reply`.
 *
 *   const route = routeDefiner(app, { tags: ['category'] });
 *   route('POST /category', {
 *     access: ACCESS.roles(ROLE_SETS.instituteOnly), errors: ['CONFLICT'], summary: 'Add a category',
 *     body: categoryBodySchema, response: categorySchema, status: 201, message: 'Category added',
 *     handler: ({ actor, body }) => categories.create(actor, body.name),
 *   });
 */
import type { ErrorCode, LoginAccess, OpenAccess, RolesAccess, RouteAccess } from '@noticeboard/shared';
import { emptyResultSchema, envelope } from '@noticeboard/shared';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  preValidationHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../plugins/auth';
import type { App } from '../types';
import { ok } from './reply';

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;
type ActorOf<A extends RouteAccess> = A extends OpenAccess ? Actor | null : Actor;
/** What the handler returns: the response schema's input, or anything when the route answers `body: null`. */
type Answer<R> = R extends Schema ? z.input<R> : unknown;
type SuccessStatus = 200 | 201 | 202;
const SUCCESS_STATUSES: SuccessStatus[] = [200, 201, 202];

/** What a handler is given: the actor and the parsed input, with the request and reply for what is left. */
export interface RouteInput<A extends RouteAccess, B, Q, P, H> {
  actor: ActorOf<A>;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  headers: Parsed<H>;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface Declared<A extends RouteAccess, B, Q, P, H> {
  access: A;
  /** The domain codes the service can answer; those of the access and schemas are implied. */
  errors: readonly ErrorCode[];
  summary: string;
  description?: string;
  body?: B;
  query?: Q;
  params?: P;
  headers?: H;
  /** OpenAPI content types the body comes as (multipart uploads, the form-encoded renewal). */
  consumes?: string[];
  /** Route settings such as `rateLimit`. */
  config?: FastifyContextConfig & { rateLimit?: unknown };
  /** Answered while the caller's account is scheduled for deletion (see `plugins/route-definer.ts`). */
  whileDeletionScheduled?: true;
  /** Runs before validation, after the access guard. */
  preValidation?: preValidationHookHandler;
  bodyLimit?: number;
}

/** A body with the message its outcome calls for (a quiz submitted after its time), when `message` cannot tell. */
export class Answered<T> {
  constructor(
    readonly body: T,
    readonly message: string,
  ) {}
}

/**
 * A route answering the success envelope `{ statusCode, message, body }` with `response` as the body; without a
 * `response` the body is null (a removal, a mail sent) whatever the handler returns.
 */
export interface EnvelopeRoute<A extends RouteAccess, B, Q, P, H, R extends Schema | undefined>
  extends Declared<A, B, Q, P, H> {
  response?: R;
  status?: SuccessStatus | ((result: Answer<R>) => SuccessStatus);
  message: string | ((result: Answer<R>) => string);
  handler: (
    input: RouteInput<A, B, Q, P, H>,
  ) => Promise<Answer<R> | Answered<Answer<R>>> | Answer<R> | Answered<Answer<R>>;
}

/** A route answering something else (a file, a stream, a page): its response schemas by status, if any. */
export interface RawRoute<A extends RouteAccess, B, Q, P, H> extends Declared<A, B, Q, P, H> {
  raw: Partial<Record<number, Schema>>;
  handler: (input: RouteInput<A, B, Q, P, H>) => Promise<unknown>;
}

export type RouteDefiner = <
  A extends OpenAccess | LoginAccess | RolesAccess,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  H extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(
  /** `'GET /path'`: the method and the path under /api, as the spec spells it. */
  endpoint: `${Uppercase<HTTPMethods>} ${string}`,
  route: EnvelopeRoute<A, B, Q, P, H, R> | RawRoute<A, B, Q, P, H>,
) => void;

function inputOf(request: FastifyRequest, reply: FastifyReply) {
  return {
    // The access guard has refused anonymous callers of every route that is not open.
    actor: request.actor as Actor,
    body: request.body,
    query: request.query,
    params: request.params,
    headers: request.headers,
    request,
    reply,
  };
}

/** A definer for one module's routes: `tags` group them in the OpenAPI document. */
export function routeDefiner(app: App, defaults: { tags: string[] }): RouteDefiner {
  return (endpoint, route) => {
    const at = endpoint.indexOf(' ');
    const method = endpoint.slice(0, at) as HTTPMethods;
    const url = endpoint.slice(at + 1);
    const isRaw = 'raw' in route;
    const successStatuses = isRaw || typeof route.status === 'function' ? SUCCESS_STATUSES : [route.status ?? 200];
    const response = isRaw
      ? route.raw
      : Object.fromEntries(successStatuses.map((status) => [status, envelope(route.response ?? emptyResultSchema)]));
    const handler = route.handler as (input: unknown) => Promise<unknown>;
    app.route({
      method,
      url,
      access: route.access,
      errors: route.errors,
      ...(route.whileDeletionScheduled ? { whileDeletionScheduled: true } : {}),
      ...(route.config ? { config: route.config } : {}),
      ...(route.preValidation ? { preValidation: route.preValidation } : {}),
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      schema: {
        tags: defaults.tags,
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        ...(route.consumes ? { consumes: route.consumes } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.params ? { params: route.params } : {}),
        ...(route.headers ? { headers: route.headers } : {}),
        response,
      },
      handler: async (request, reply) => {
        const input = inputOf(request, reply);
        if (isRaw) return handler(input);
        // The handler's result is the response schema's input type; the serializer checks it against the schema.
        const outcome = await handler(input);
        const result = outcome instanceof Answered ? outcome.body : outcome;
        const status = typeof route.status === 'function' ? route.status(result as never) : (route.status ?? 200);
        const message =
          outcome instanceof Answered
            ? outcome.message
            : typeof route.message === 'function'
              ? route.message(result as never)
              : route.message;
        reply.status(status);
        return ok(message, route.response ? result : null, status);
      },
    });
  };
}
