/**
 * Enquiry forms (spec §2 open routes, §7 "callback request"): a call back from the pricing pages, the general
 * contact form, and the custom plans for a large school (develop) and a group of schools (evolve). One body per
 * kind, told apart by `kind`; the web validates with the same schemas.
 */
import { z } from 'zod';
import { formatNumber } from '../format';
import { emailSchema, phoneSchema } from '../validators';

export const ENQUIRY_KINDS = ['CALLBACK', 'CONTACT', 'DEVELOP_PLAN', 'EVOLVE_PLAN'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_STATUSES = ['NEW', 'CONTACTED', 'CLOSED'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_MESSAGE_MAX = 2000;

/** Something that opens or closes a tag (`<b`, `</`, `<!`, `<?`): enquiries are plain text, mailed as such. */
const MARKUP = /<[a-z/!?]/i;
const NO_MARKUP = 'Please use plain text, without HTML';
/** Line breaks and other control characters, allowed only in the message (they would end up in mail headers). */
const CONTROL = /\p{Cc}/u;

function plainText(label: string, min: number, max: number, multiline = false) {
  return z
    .string()
    .trim()
    .min(Math.min(min, 1), `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !MARKUP.test(value), NO_MARKUP)
    .refine((value) => multiline || !CONTROL.test(value), `${label} must be on one line`);
}

/** Blank is allowed and stored as nothing. */
const optionalText = (label: string, max: number) => plainText(label, 0, max).optional();
const message = (min: number) => plainText('Message', min, ENQUIRY_MESSAGE_MAX, true);

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${formatNumber(max)}`);

const sender = {
  name: plainText('Name', 2, 100),
  email: emailSchema,
  phone: phoneSchema,
  role: optionalText('Role', 80),
  /** The plan or pricing page the enquiry came from (e.g. `NEWS`). */
  productType: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Unknown product')
    .optional(),
};

export const callbackEnquirySchema = z
  .object({
    kind: z.literal('CALLBACK'),
    ...sender,
    organisation: optionalText('School or organisation', 150),
    preferredTime: optionalText('Preferred time', 80),
    message: message(0).optional(),
  })
  .strict();

export const contactEnquirySchema = z
  .object({
    kind: z.literal('CONTACT'),
    ...sender,
    organisation: optionalText('School or organisation', 150),
    message: message(10),
  })
  .strict();

/** A custom plan for one large school. */
export const developPlanEnquirySchema = z
  .object({
    kind: z.literal('DEVELOP_PLAN'),
    ...sender,
    organisation: plainText('School name', 2, 150),
    studentCount: count('Number of students', 1, 1_000_000),
    message: message(0).optional(),
  })
  .strict();

/** A custom plan for a group (chain, trust or board) of schools. */
export const evolvePlanEnquirySchema = z
  .object({
    kind: z.literal('EVOLVE_PLAN'),
    ...sender,
    organisation: plainText('Group name', 2, 150),
    schoolCount: count('Number of schools', 2, 10_000),
    studentCount: count('Number of students', 1, 10_000_000).optional(),
    message: message(0).optional(),
  })
  .strict();

export const enquiryBodySchema = z.discriminatedUnion('kind', [
  callbackEnquirySchema,
  contactEnquirySchema,
  developPlanEnquirySchema,
  evolvePlanEnquirySchema,
]);
export type EnquiryBody = z.infer<typeof enquiryBodySchema>;
export type EnquiryInput = z.input<typeof enquiryBodySchema>;

export const enquiryCreatedSchema = z.object({ id: z.string(), kind: z.enum(ENQUIRY_KINDS) });
export type EnquiryCreated = z.infer<typeof enquiryCreatedSchema>;
