import { type ApiError, errorSchema, MESSAGES } from '@noticeboard/shared';

export type FieldIssue = NonNullable<ApiError['details']>[number];

/** A failed API call: the server's error envelope, or null data when the server gave nothing usable (spec §7). */
export class ApiRequestError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly details: FieldIssue[];
  /** The server's error body; null when its status is 500 or there was no body. */
  readonly data: ApiError | null;

  constructor(statusCode: number, data: ApiError | null, fallbackMessage: string = MESSAGES.internal) {
    super(data?.message ?? fallbackMessage);
    this.name = 'ApiRequestError';
    this.statusCode = statusCode;
    this.data = data;
    this.error = data?.error ?? 'Error';
    this.details = data?.details ?? [];
  }
}

export function isApiError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** Builds the error for a failed response from whatever body came back. */
export function toApiError(httpStatus: number, payload: unknown): ApiRequestError {
  const parsed = errorSchema.safeParse(payload);
  if (!parsed.success || parsed.data.statusCode === 500) return new ApiRequestError(httpStatus, null);
  return new ApiRequestError(parsed.data.statusCode, parsed.data);
}

export const networkError = (): ApiRequestError =>
  new ApiRequestError(0, null, 'Could not reach the server. Check your connection and try again.');

/** The message to show a person for any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.internal;
}
