/** Validation rules of spec §5: one source for forms and API alike. */
import { z } from 'zod';

export const VALIDATION_MESSAGES = {
  email: 'Invalid email address',
  url: 'Invalid URL',
  passwordLength: 'Password must be at least 9 characters',
  passwordUppercase: 'Password must contain an uppercase letter',
  passwordDigit: 'Password must contain a digit',
  passwordSpecial: 'Password must contain a special character',
  licenceCode: 'Licence code must be 10 letters and digits, with at least one of each',
  gstin: 'Invalid GSTIN',
  gstinCheck: 'Invalid GSTIN check character',
  phone: 'Invalid mobile number',
  customUrl: 'Use 3-40 lower-case letters, digits or hyphens',
  nulCharacter: 'must not contain a NUL character',
  loneSurrogate: 'must be valid Unicode text',
  calendarDate: 'Use a date from 1900 onwards',
} as const;

export const PASSWORD_MIN_LENGTH = 9;

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const URL_PATTERN = /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?(\/[^\s]*)?$/;
const LICENCE_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/;
const GSTIN_PATTERN = /^\d{2}[A-Z]{3}[ABCEFGHJLPTK][A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PHONE_PATTERN = /^\+?\d{10,15}$/;
const CUSTOM_URL_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** In Unicode mode a surrogate class matches only halves that are not part of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Null when PostgreSQL can store the text, else the message: it refuses NUL in text and jsonb, and a
 * lone UTF-16 surrogate breaks jsonb (the pg driver would silently turn it into U+FFFD in text).
 */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return VALIDATION_MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(value)) return VALIDATION_MESSAGES.loneSurrogate;
  return null;
}

export interface TextProblemAt {
  /** Keys and indexes down to the offending string (the key itself when the key is at fault). */
  path: Array<string | number>;
  message: string;
}

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathTo(visit: Visit): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Parsed input: JSON objects, and Fastify's query and params objects (whose prototype is a bare object). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/** The first string anywhere in parsed input (values and object keys) that `textProblem` refuses; any depth. */
export function findTextProblem(input: unknown): TextProblemAt | null {
  const pending: Visit[] = [{ value: input }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) return { path: pathTo(visit), message };
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        pending.push({ value: value[index], key: index, parent: visit });
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        const message = textProblem(key);
        if (message) return { path: pathTo({ value: child, key, parent: visit }), message };
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);
export const isUrl = (value: string): boolean => URL_PATTERN.test(value) && textProblem(value) === null;
export const isLicenceCode = (value: string): boolean => LICENCE_PATTERN.test(value);

/** The failing rules of a password, in the order a person fixes them; empty when strong. */
export function passwordProblems(value: string): string[] {
  const problems: string[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) problems.push(VALIDATION_MESSAGES.passwordLength);
  if (!/[A-Z]/.test(value)) problems.push(VALIDATION_MESSAGES.passwordUppercase);
  if (!/\d/.test(value)) problems.push(VALIDATION_MESSAGES.passwordDigit);
  if (!/[^A-Za-z0-9]/.test(value)) problems.push(VALIDATION_MESSAGES.passwordSpecial);
  return problems;
}

/** GSTIN check character: a Luhn mod-36 over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Null when the GSTIN is valid, else the message to show. */
export function gstinProblem(value: string): string | null {
  if (!GSTIN_PATTERN.test(value)) return VALIDATION_MESSAGES.gstin;
  if (gstinCheckCharacter(value.slice(0, 14)) !== value.charAt(14)) return VALIDATION_MESSAGES.gstinCheck;
  return null;
}

export const emailSchema = z.string().trim().toLowerCase().refine(isEmail, { message: VALIDATION_MESSAGES.email });

export const passwordSchema = z
  .string()
  .max(128)
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

export const urlSchema = z.string().trim().refine(isUrl, { message: VALIDATION_MESSAGES.url });
export const licenceCodeSchema = z.string().trim().refine(isLicenceCode, { message: VALIDATION_MESSAGES.licenceCode });
export const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, { message: VALIDATION_MESSAGES.phone });
export const customUrlSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(CUSTOM_URL_PATTERN, { message: VALIDATION_MESSAGES.customUrl });

/** A YYYY-MM-DD date of school life; the floor also keeps out year 0, which PostgreSQL cannot store. */
export const calendarDateSchema = z.iso
  .date('Use the date format YYYY-MM-DD')
  .refine((value) => value >= '1900-01-01', { message: VALIDATION_MESSAGES.calendarDate });
