/**
 * The API at the network boundary: an msw server answering `fetch` with bodies checked by the shared
 * schemas, so a fixture that drifts from the contract fails where it is written.
 */
import { ERROR_CODES, type ErrorCode, envelope, errorSchema, type FieldProblem } from '@noticeboard/shared';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

export const server = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `/api` plus the client's path; msw resolves it against jsdom's location like the browser would. */
const url = (path: string) => `/api${path}`;

/** A success envelope whose body `schema` accepts (the same check the client makes). */
export function okBody<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200) {
  return envelope(schema).parse({ statusCode: status, message: 'Success', body });
}

/** The error body every failure leaves with, checked by the shared `errorSchema`. */
export function errorBody(
  code: ErrorCode,
  message: string,
  extra: { details?: FieldProblem[]; until?: string; statusCode?: number } = {},
) {
  const statusCode = extra.statusCode ?? ERROR_CODES[code];
  return errorSchema.parse({ statusCode, error: 'Error', message, code, details: extra.details, until: extra.until });
}

/** The status (default 200) and headers of a success. */
export interface AnswerInit {
  status?: number;
  headers?: Record<string, string>;
}

/** Answers `method path` with a success whose body `schema` accepts. */
export function answer<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body: z.input<S>,
  init: AnswerInit = {},
) {
  const status = init.status ?? 200;
  server.use(
    http[method](url(path), () => HttpResponse.json(okBody(schema, body, status), { status, headers: init.headers })),
  );
}

/** Answers `method path` with the contract's error body for `code`. */
export function refuse(
  method: Method,
  path: string,
  code: ErrorCode,
  message: string,
  extra: { details?: FieldProblem[]; until?: string; statusCode?: number } = {},
) {
  const body = errorBody(code, message, extra);
  server.use(http[method](url(path), () => HttpResponse.json(body, { status: body.statusCode })));
}

/** Never answers `method path` during the test: the page stays in its loading state. */
export function hang(method: Method, path: string) {
  server.use(http[method](url(path), () => delay('infinite')));
}

/** Answers `method path` with a success and records each request for assertions. */
export function answerAndRecord<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body: z.input<S>,
  init: AnswerInit = {},
) {
  const received: unknown[] = [];
  const status = init.status ?? 200;
  server.use(
    http[method](url(path), async ({ request }) => {
      received.push(await request.json().catch(() => null));
      return HttpResponse.json(okBody(schema, body, status), { status, headers: init.headers });
    }),
  );
  return received;
}
