import type { ApiError, ErrorCode } from '@noticeboard/shared';
import { MESSAGES } from '@noticeboard/shared/constants';
import { errorCodeOf, genericErrorCode } from '@noticeboard/shared/error-codes';

export type FieldIssue = NonNullable<ApiError['details']>[number];

/** A failed API call: the server's error envelope, or null data when the server gave nothing usable (spec §7). */
export class ApiRequestError extends Error {
  readonly statusCode: number;
  readonly error: string;
  /** The contract's stable code: decide on it, never on the message's text. */
  readonly code: ErrorCode;
  readonly details: FieldIssue[];
  /** The server's error body; null when its status is 500 or there was no body. */
  readonly data: ApiError | null;

  constructor(statusCode: number, data: ApiError | null, fallbackMessage: string = MESSAGES.internal) {
    super(data?.message ?? fallbackMessage);
    this.name = 'ApiRequestError';
    this.statusCode = statusCode;
    this.data = data;
    this.error = data?.error ?? 'Error';
    this.code = data?.code ?? genericErrorCode(statusCode);
    this.details = data?.details ?? [];
  }
}

export function isApiError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** Whether a thrown value is an API error with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiRequestError {
  return isApiError(error) && codes.includes(error.code);
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'field' in value &&
    typeof value.field === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** Reads the error envelope `{statusCode, error, message, code, details?, until?}` (by hand: no Zod in the first load). */
export function parseErrorBody(payload: unknown): ApiError | null {
  if (typeof payload !== 'object' || payload === null) return null;
  if (!('statusCode' in payload) || typeof payload.statusCode !== 'number') return null;
  if (!('message' in payload) || typeof payload.message !== 'string') return null;
  const error = 'error' in payload && typeof payload.error === 'string' ? payload.error : 'Error';
  const details =
    'details' in payload && Array.isArray(payload.details) ? payload.details.filter(isFieldIssue) : undefined;
  const code = errorCodeOf(payload) ?? genericErrorCode(payload.statusCode);
  const until = 'until' in payload && typeof payload.until === 'string' ? payload.until : undefined;
  return {
    statusCode: payload.statusCode,
    error,
    message: payload.message,
    code,
    ...(details ? { details } : {}),
    ...(until ? { until } : {}),
  };
}

/** Builds the error for a failed response from whatever body came back. */
export function toApiError(httpStatus: number, payload: unknown): ApiRequestError {
  const parsed = parseErrorBody(payload);
  if (!parsed || parsed.statusCode === 500) return new ApiRequestError(httpStatus, null);
  return new ApiRequestError(parsed.statusCode, parsed);
}

export const networkError = (): ApiRequestError =>
  new ApiRequestError(0, null, 'Could not reach the server. Check your connection and try again.');

/** The message to show a person for any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.internal;
}
