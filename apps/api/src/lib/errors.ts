/** Typed errors thrown by services; one handler turns them into the spec's error shape. */
import { MESSAGES } from '@noticeboard/shared';

export interface FieldProblem {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldProblem[],
    /** Sent as `Retry-After` (seconds) when the refusal is for a while only. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: FieldProblem[]) => new AppError(400, message, details);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string, details?: FieldProblem[]) => new AppError(409, message, details);
export const gone = (message: string) => new AppError(410, message);
export const tooManyRequests = (message: string = MESSAGES.tooManyAttempts, retryAfterSeconds?: number) =>
  new AppError(429, message, undefined, retryAfterSeconds);
