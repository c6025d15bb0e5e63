/**
 * Every error code the API answers with, beside its HTTP status. The `message` is for people and may change
 * with the wording; the `code` is for programs and never changes: the web decides on codes, never on text.
 * A route declares the domain codes it can answer (the generic ones follow from its access and schemas).
 */
export const ERROR_CODES = {
  // Generic: one per status, used when nothing more specific applies.
  BAD_REQUEST: 400,
  /** The request failed its schema: `details` names the fields. */
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  UNPROCESSABLE: 422,
  /** Too many requests or attempts: the response has `Retry-After`. */
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,

  // Accounts and sessions.
  /** A correct password on an email that was never verified. */
  EMAIL_NOT_VERIFIED: 403,
  /** A one-time link (reset, consent, verification, adoption) that is used, replaced or expired. */
  LINK_EXPIRED: 410,
  /** A cross-site write, or a body type the route does not take. */
  CROSS_SITE_REFUSED: 403,

  // Community: the three dialogs of spec §8 a write can be refused with.
  /** A moderator restricted the member's posting: `until` says when it lifts. */
  POSTING_RESTRICTED: 403,
  SUBSCRIPTION_REQUIRED: 403,
  /** A minor whose parent has not granted consent. */
  CONSENT_REQUIRED: 403,

  // Students' import: `details` carries each bad cell with its row.
  IMPORT_ROWS_INVALID: 422,
  /** Adding or restoring students would pass the school's paid seats: `details` carries the numbers (`seatLimitOf`). */
  SEAT_LIMIT: 409,

  // Quiz: the session's outcome is already settled on the server.
  QUIZ_ALREADY_SUBMITTED: 409,
  QUIZ_TIME_UP: 409,

  // Promotions: why a code cannot be applied (the message says which case).
  /** Unknown, withdrawn, expired, not yet valid, or not for this product. */
  PROMOTION_INVALID: 400,
  /** Every use of the code is taken (paid, or held by unpaid orders). */
  PROMOTION_USED_UP: 409,
  /** The buyer already used the code as often as it allows (or their unpaid order holds it). */
  PROMOTION_ALREADY_USED: 409,

  // Payments.
  /** A checkout signature or webhook that does not verify, or does not match the stored order. */
  PAYMENT_NOT_VERIFIED: 400,
  /** The order is already paid, refunded, or belongs to a plan no longer on sale. */
  ORDER_NOT_PAYABLE: 409,
  /** The payment gateway refused the order or could not be reached: nothing was charged. */
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  /** A parent granting consent without paying the fee the school asks: grant by paying it instead. */
  CONSENT_FEE_DUE: 409,

  // Assignments.
  /** An autosave based on an older revision (another tab saved first): `details` carries the current revision. */
  ASSIGNMENT_CHANGED: 409,

  // Newsletters.
  /** A newsletter autosave based on an older revision (another tab saved first). */
  NEWSLETTER_CHANGED: 409,

  // Wallet.
  /** A spend larger than the wallet's balance: nothing was taken. */
  INSUFFICIENT_BALANCE: 409,
  /** A top-up that would take the wallet past its most (TOP_UP_LIMITS.maxBalancePaise). */
  WALLET_LIMIT_REACHED: 409,

  // Assignments and assessments (issue 18).
  /** The assignment is not open to this student now: before its opening time, after its closing, or cancelled. */
  ASSIGNMENT_NOT_OPEN: 409,
  /** The attempt's deadline has passed: answers saved before it count, nothing after. */
  ASSIGNMENT_TIME_UP: 409,
  /** The attempt is already submitted: the stored submission stands. */
  ASSIGNMENT_ALREADY_SUBMITTED: 409,
  /** Questions cannot change once a student has started (or the assignment is closed). */
  ASSIGNMENT_LOCKED: 409,
  /** The assessment asks for a face check first (spec §8: 'Please complete your face verification…'). */
  FACE_VERIFICATION_REQUIRED: 409,
  /** Face checks need consent for this purpose (a parent's for a minor): a teacher attests identity instead. */
  FACE_CONSENT_REQUIRED: 403,

  // Account deletion (issue 20).
  /**
   * The account (or its whole school) is scheduled for deletion: during the countdown only the person's details, the
   * deletion's status and its cancelling, and signing out are answered.
   */
  ACCOUNT_SCHEDULED_FOR_DELETION: 403,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The generic code of a status, for errors nothing more specific describes. */
export function genericErrorCode(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 410:
      return 'GONE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 416:
      return 'RANGE_NOT_SATISFIABLE';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/** The error's code when it is one the API sends, else null (an old server, or no body). */
export function errorCodeOf(value: unknown): ErrorCode | null {
  if (typeof value !== 'object' || value === null || !('code' in value)) return null;
  const code = (value as { code: unknown }).code;
  return typeof code === 'string' && code in ERROR_CODES ? (code as ErrorCode) : null;
}
