/** The error body every failure leaves with (spec's shape plus the contract's code and typed extras). */
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

const CODES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(CODES);

/** One problem with the input: a field, and for a spreadsheet the 1-based row it is on. */
export const fieldProblemSchema = z.object({
  field: z.string(),
  message: z.string(),
  row: z.number().int().optional(),
});
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

/** Every error the API sends: spec's `{ statusCode, error, message }` plus the code and typed extras. */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: errorCodeSchema,
  /** The failing fields (VALIDATION_FAILED, IMPORT_ROWS_INVALID and other input refusals). */
  details: z.array(fieldProblemSchema).optional(),
  /** When a refusal for a while ends (POSTING_RESTRICTED), ISO 8601. */
  until: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
