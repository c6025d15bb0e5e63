/** Parent consent for students under 18: the institute's list and actions, and the parent's public link. */
import { z } from 'zod';
import { SECTION_TYPES, STUDENT_CLASSES } from '../constants';
import { formatMoney } from '../format';
import { emailSchema } from '../validators';
import { pageQuerySchema } from './common';
import { checkoutSchema, ORDER_STATUSES } from './payment';

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
  feeDue: 'The school asks for a consent fee: please grant consent by paying it.',
  noFee: 'This school asks no fee: please grant consent without paying.',
  feeAlreadyPaid: 'The consent fee for this child is already paid.',
} as const;

/** Where parents pay the consent fee, and where the school sets it (spec §7 update_payment, parent-consent variants). */
export const CONSENT_PAYMENT_PATHS = {
  fee: '/institute/parent-consent/fee',
  pay: '/parent-consent/pay',
  order: '/parent-consent/orders/:id',
  payment: '/parent-consent/orders/:id/payment',
  failure: '/parent-consent/orders/:id/failure',
} as const;

/** A school's consent fee, GST included (parents are consumers): ₹1 to ₹10,000 a student, or none. */
export const CONSENT_FEE_LIMITS = { minPaise: 100, maxPaise: 1_000_000 } as const;

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
  /** The parent's paid consent fee (the latest, when paid more than once), or null. */
  payment: z.object({ amountPaise: z.number().int(), paidAt: z.string() }).nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(CONSENT_STATUSES).optional(),
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type ConsentListQuery = z.infer<typeof consentListQuerySchema>;

/** The status filter's counts (issue 17 §4): the list's own rows, with the same search. */
export const consentCountsQuerySchema = consentListQuerySchema.pick({ search: true }).strict();
export const consentCountsSchema = z.object({
  ALL: z.number().int().nonnegative(),
  PENDING: z.number().int().nonnegative(),
  GRANTED: z.number().int().nonnegative(),
  DECLINED: z.number().int().nonnegative(),
});
export type ConsentCounts = z.infer<typeof consentCountsSchema>;

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

export const consentFeePaiseSchema = z
  .number({ error: 'Enter the fee' })
  .int('The fee must be in whole paise')
  .min(CONSENT_FEE_LIMITS.minPaise, `The fee must be at least ${formatMoney(CONSENT_FEE_LIMITS.minPaise)}`)
  .max(CONSENT_FEE_LIMITS.maxPaise, `The fee can be at most ${formatMoney(CONSENT_FEE_LIMITS.maxPaise)}`);

/** The school's consent fee: null when consent is free. */
export const consentFeeSchema = z.object({ feePaise: z.number().int().nullable() });
export type ConsentFee = z.infer<typeof consentFeeSchema>;
export const consentFeeBodySchema = z.strictObject({ feePaise: consentFeePaiseSchema.nullable() });
export type ConsentFeeBody = z.infer<typeof consentFeeBodySchema>;

/** The school's payment hook: whether its parents pay a fee, how much, and the page they pay on. */
export const consentPaymentLinkSchema = z.object({
  paymentRequired: z.boolean(),
  feePaise: z.number().int().nullable(),
  /** The parent's consent page (each parent's emailed link adds their token); null when consent is free. */
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
  /** The fee to pay when granting (GST included), or null: consent is free, or this child's fee is already paid. */
  feePaise: z.number().int().nullable(),
});
export type ConsentPublic = z.infer<typeof consentPublicSchema>;

export const consentDecisionBodySchema = z
  .object({
    token: consentTokenSchema,
    decision: z.enum(['GRANT', 'DECLINE']),
    /** The parent confirms by typing their name as the school wrote it. */
    parentName: parentNameSchema,
    /** A separate yes to face checks in school assessments (issue 18); no unless ticked. */
    faceChecks: z.boolean().default(false),
  })
  .strict();
export type ConsentDecisionBody = z.infer<typeof consentDecisionBodySchema>;

export const consentDecisionResultSchema = z.object({ status: z.enum(['GRANTED', 'DECLINED']) });

/** Grant by paying: the parent confirms their name as for a free grant; the server prices the fee. */
export const consentPayBodySchema = z.strictObject({
  token: consentTokenSchema,
  parentName: parentNameSchema,
  /** As for a free grant: counts once the fee is paid and consent granted. */
  faceChecks: z.boolean().default(false),
});
export type ConsentPayBody = z.infer<typeof consentPayBodySchema>;

/** The consent fee's order and what the page needs to open the gateway's checkout for it. */
export const consentPaySchema = z.object({
  orderId: z.string().uuid(),
  amountPaise: z.number().int(),
  description: z.string(),
  checkout: checkoutSchema,
});
export type ConsentPay = z.infer<typeof consentPaySchema>;

/** All the open order page may tell whoever holds the order id: no surname, no email, no school data. */
export const consentOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  amountPaise: z.number().int(),
  studentFirstName: z.string().nullable(),
});
export type ConsentOrderStatus = z.infer<typeof consentOrderStatusSchema>;
