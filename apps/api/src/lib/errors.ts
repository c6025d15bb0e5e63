/**
 * Typed errors thrown by services; one handler (plugins/errors.ts) turns them into the spec's error shape with
 * the contract's stable `code` beside the message.
 */
import { ERROR_CODES, type ErrorCode, type FieldProblem, genericErrorCode, MESSAGES } from '@noticeboard/shared';

export type { FieldProblem };

export interface AppErrorExtras {
  details?: FieldProblem[] | undefined;
  /** When a refusal for a while ends (sent as `until`). */
  until?: Date | undefined;
  /** Sent as `Retry-After` (seconds) when the refusal is for a while only. */
  retryAfterSeconds?: number | undefined;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly details: FieldProblem[] | undefined;
  readonly until: Date | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    extras: AppErrorExtras = {},
  ) {
    super(message);
    this.statusCode = ERROR_CODES[code];
    this.details = extras.details;
    this.until = extras.until;
    this.retryAfterSeconds = extras.retryAfterSeconds;
  }

  /** An error of a status with nothing more specific to say than its generic code. */
  static ofStatus(statusCode: number, message: string, extras?: AppErrorExtras): AppError {
    return new AppError(genericErrorCode(statusCode), message, extras);
  }
}

export const badRequest = (message: string, details?: FieldProblem[]) =>
  new AppError(details ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, { details });
export const unauthorized = (message: string = MESSAGES.unauthorized) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, details?: FieldProblem[]) => new AppError('CONFLICT', message, { details });
export const gone = (message: string) => new AppError('GONE', message);
export const tooManyRequests = (message: string = MESSAGES.tooManyAttempts, retryAfterSeconds?: number) =>
  new AppError('RATE_LIMITED', message, { retryAfterSeconds });
