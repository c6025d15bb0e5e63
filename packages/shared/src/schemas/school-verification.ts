/**
 * School verification by the platform (issue 17 §6): a school sends its evidence (UDISE code or board affiliation
 * number), an operator checks it and marks the school verified. Confirming the school's email is a different thing
 * (it lets the account sign in) and never makes a school "verified".
 */
import { z } from 'zod';

/** NONE: nothing sent; PENDING: evidence waits for an operator; VERIFIED: an operator checked it; REJECTED: refused or withdrawn. */
export const SCHOOL_VERIFICATION_STATES = ['NONE', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type SchoolVerificationState = (typeof SCHOOL_VERIFICATION_STATES)[number];

/** What the operator checked the school against. */
export const VERIFICATION_EVIDENCE = ['UDISE', 'AFFILIATION'] as const;
export type VerificationEvidence = (typeof VERIFICATION_EVIDENCE)[number];

export const VERIFICATION_EVIDENCE_LABELS: Record<VerificationEvidence, string> = {
  UDISE: 'UDISE code',
  AFFILIATION: 'board affiliation number',
};

export const UDISE_MESSAGES = {
  digits: 'A UDISE code is 11 digits',
  state: 'A UDISE code starts with a state code from 01 to 38',
  evidence: 'Give your UDISE code or your board affiliation number',
  affiliation: 'An affiliation number is 3 to 30 letters, digits, / or -',
} as const;

/**
 * UDISE+ school codes are 11 digits: state (2), district (2), block (2), village or ward (3), school (2). The state
 * part follows the Census codes, 01 (Jammu and Kashmir) to 38 (Dadra and Nagar Haveli and Daman and Diu).
 * Spaces and hyphens people type between the groups are dropped before checking.
 */
export function normaliseUdiseCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Null when the (normalised) value is a well-formed UDISE code, else the message to show. */
export function udiseCodeProblem(value: string): string | null {
  const code = normaliseUdiseCode(value);
  if (!/^\d{11}$/.test(code)) return UDISE_MESSAGES.digits;
  const state = Number(code.slice(0, 2));
  if (state < 1 || state > 38) return UDISE_MESSAGES.state;
  return null;
}

export function isUdiseCode(value: string): boolean {
  return udiseCodeProblem(value) === null;
}

export const udiseCodeSchema = z
  .string()
  .trim()
  .transform(normaliseUdiseCode)
  .superRefine((value, ctx) => {
    const problem = udiseCodeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Boards number their schools differently (CBSE 7 digits, CISCE letters and digits, state boards their own). */
export const AFFILIATION_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9/-]{2,29}$/;

export const affiliationNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(AFFILIATION_NUMBER_PATTERN, { message: UDISE_MESSAGES.affiliation });

/** `POST /institute/verification`: the school's own evidence; at least one of the two numbers. */
export const verificationRequestBodySchema = z
  .object({
    udiseCode: udiseCodeSchema.optional(),
    affiliationNumber: affiliationNumberSchema.optional(),
    note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
  })
  .strict()
  .refine((body) => body.udiseCode !== undefined || body.affiliationNumber !== undefined, {
    message: UDISE_MESSAGES.evidence,
    path: ['udiseCode'],
  });
export type VerificationRequestBody = z.input<typeof verificationRequestBodySchema>;

/** The school's own view of its verification (never public: the numbers and notes are the school's). */
export const schoolVerificationSchema = z.object({
  status: z.enum(SCHOOL_VERIFICATION_STATES),
  udiseCode: z.string().nullable(),
  affiliationNumber: z.string().nullable(),
  /** What the school wrote with its request. */
  note: z.string().nullable(),
  requestedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  verifiedWith: z.enum(VERIFICATION_EVIDENCE).nullable(),
  /** The operator's word to the school: why it was refused or withdrawn, or what was checked. */
  decisionNote: z.string().nullable(),
});
export type SchoolVerification = z.infer<typeof schoolVerificationSchema>;
