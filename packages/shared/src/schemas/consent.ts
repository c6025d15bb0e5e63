/** Parent consent for students under 18: the institute's list and actions, and the parent's public link. */
import { z } from 'zod';
import { SECTION_TYPES, STUDENT_CLASSES } from '../constants';
import { emailSchema } from '../validators';
import { pageQuerySchema } from './common';

export const CONSENT_STATUSES = ['PENDING', 'GRANTED', 'DECLINED'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const CONSENT_RULES = {
  linkTtlDays: 7,
  resendCooldownSeconds: 60,
  maxSends: 5,
} as const;

export const CONSENT_MESSAGES = {
  cooldown: 'A link was sent a moment ago. Please wait a minute before sending another.',
  maxSends: 'The consent link has been sent too many times. Please contact the parent directly.',
  decided: 'The parent has already answered this request',
  nameMismatch: 'Please type the name this request was sent to',
} as const;

export const consentSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  parentName: z.string(),
  /** Partly masked (`pa•••@family.test`): the list is seen by staff who need not read it whole. */
  parentEmail: z.string(),
  status: z.enum(CONSENT_STATUSES),
  sends: z.number().int(),
  lastSentAt: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(CONSENT_STATUSES).optional(),
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type ConsentListQuery = z.infer<typeof consentListQuerySchema>;

const parentNameSchema = z.string().trim().min(2, 'Name must be at least 2 characters').max(120);

export const requestConsentBodySchema = z
  .object({ studentId: z.string().uuid(), parentName: parentNameSchema, parentEmail: emailSchema })
  .strict();
export type RequestConsentBody = z.infer<typeof requestConsentBodySchema>;

export const consentStudentParamsSchema = z.object({ studentId: z.string().uuid() });

export const updateConsentStatusBodySchema = z
  .object({
    status: z.enum(CONSENT_STATUSES),
    /** Why the school changed it by hand, e.g. "signed paper form received". */
    note: z.string().trim().max(300).optional(),
  })
  .strict();
export type UpdateConsentStatusBody = z.infer<typeof updateConsentStatusBodySchema>;

export const sendPendingResultSchema = z.object({ sent: z.number().int() });

/** Payments arrive in a later issue; until then no plan asks parents to pay. */
export const consentPaymentLinkSchema = z.object({
  paymentRequired: z.boolean(),
  url: z.string().nullable(),
  subscriptionState: z.string(),
});
export type ConsentPaymentLink = z.infer<typeof consentPaymentLinkSchema>;

export const consentTokenSchema = z.string().trim().min(20).max(200);

export const consentTokenQuerySchema = z.object({ token: consentTokenSchema }).strict();

/** All the parent's page may show: no surname, no email, no class. */
export const consentPublicSchema = z.object({
  studentFirstName: z.string(),
  schoolName: z.string(),
  expiresAt: z.string(),
});
export type ConsentPublic = z.infer<typeof consentPublicSchema>;

export const consentDecisionBodySchema = z
  .object({
    token: consentTokenSchema,
    decision: z.enum(['GRANT', 'DECLINE']),
    /** The parent confirms by typing their name as the school wrote it. */
    parentName: parentNameSchema,
  })
  .strict();
export type ConsentDecisionBody = z.infer<typeof consentDecisionBodySchema>;

export const consentDecisionResultSchema = z.object({ status: z.enum(['GRANTED', 'DECLINED']) });
