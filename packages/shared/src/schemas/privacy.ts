/**
 * Children's data rights (issue 20): the consent ledger's purposes, who may grant them, and the deletion reasons of
 * spec §9. The ledger, the deletion countdown, policy acceptance and the data export build on these words.
 */
import { z } from 'zod';
import { emailSchema } from '../validators';

/**
 * What a person (or, for a child, their parent or school) consents to, one purpose at a time:
 * - ACCOUNT: the account itself (withdrawing it withdraws every other purpose);
 * - COMMUNITY: posting, commenting and being listed or named outside the school (leaderboards, credits, birthdays);
 * - PUBLIC_PHOTOS: pictures the person posted shown outside their school;
 * - FACE_CHECKS: face verification in school assessments;
 * - AUDIO: the person's name read aloud in audio (the assembly bulletin's MP3);
 * - PERSONALISED_FEEDS: reading history used to choose news ("For You");
 * - MARKETING_EMAILS: emails from Noticeboard about the product (never the school's own newsletters).
 */
export const CONSENT_PURPOSES = [
  'ACCOUNT',
  'COMMUNITY',
  'PUBLIC_PHOTOS',
  'FACE_CHECKS',
  'AUDIO',
  'PERSONALISED_FEEDS',
  'MARKETING_EMAILS',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const consentPurposeSchema = z.enum(CONSENT_PURPOSES);

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, { label: string; description: string }> = {
  ACCOUNT: { label: 'The account', description: 'Keeping the account and what is needed to run it.' },
  COMMUNITY: {
    label: 'Community and public listing',
    description: 'Posting and commenting, and being named outside the school (leaderboards, credits, birthdays).',
  },
  PUBLIC_PHOTOS: {
    label: 'Photos in public posts',
    description: 'Pictures in posts shown to people outside the school.',
  },
  FACE_CHECKS: { label: 'Face checks', description: 'Face verification before and during school assessments.' },
  AUDIO: { label: 'Name in audio', description: 'The first name read aloud in the morning assembly audio.' },
  PERSONALISED_FEEDS: {
    label: 'Personalised news',
    description: 'Using what was read to choose news in For You.',
  },
  MARKETING_EMAILS: { label: 'Emails from Noticeboard', description: 'News about Noticeboard itself, now and then.' },
};

/** Who recorded a decision: a parent (a child's), the school (on a parent's word, e.g. a signed form), or the person. */
export const CONSENT_GRANTORS = ['PARENT', 'SCHOOL', 'SELF'] as const;
export type ConsentGrantor = (typeof CONSENT_GRANTORS)[number];
export const consentGrantorSchema = z.enum(CONSENT_GRANTORS);

/** Spec §9: why an account is being deleted. */
export const DELETION_REASONS = [
  'NO_LONGER_NEEDED',
  'NOT_SATISFIED',
  'PRIVACY_CONCERNS',
  'SWITCHING_PLATFORM',
  'OTHER',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];
export const deletionReasonSchema = z.enum(DELETION_REASONS);

export const DELETION_REASON_LABELS: Record<DeletionReason, string> = {
  NO_LONGER_NEEDED: 'No longer needed',
  NOT_SATISFIED: 'Not satisfied with features',
  PRIVACY_CONCERNS: 'Privacy or safety concerns',
  SWITCHING_PLATFORM: 'Switching platform',
  OTHER: 'Other',
};

/** A deletion's life: waiting out its countdown, called off, being erased (resumable), done. */
export const ACCOUNT_DELETION_STATES = ['SCHEDULED', 'CANCELLED', 'ERASING', 'ERASED'] as const;
export type AccountDeletionState = (typeof ACCOUNT_DELETION_STATES)[number];

/** ACCOUNT: one person; TENANT: a school account with everyone and everything of its school. */
export const ACCOUNT_DELETION_SCOPES = ['ACCOUNT', 'TENANT'] as const;
export type AccountDeletionScope = (typeof ACCOUNT_DELETION_SCOPES)[number];

/**
 * The versions of the texts a person accepts (issue 20 §3): a new version is a new date here and a new text; everyone
 * accepts it again before continuing. The consent ledger records the privacy policy version of each decision.
 */
export const POLICY_DOCUMENTS = ['PRIVACY_POLICY', 'SAFETY_ADVISORY'] as const;
export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];
export const CURRENT_POLICY_VERSIONS: Record<PolicyDocument, string> = {
  PRIVACY_POLICY: '2026-11-29',
  SAFETY_ADVISORY: '2026-11-29',
};

/** Where consent choices are read and changed (issue 20 §3). */
export const CONSENT_CHOICE_PATHS = {
  mine: '/consents/me',
  minePurpose: '/consents/me/:purpose',
  /** A parent asks for a link to change the choices they made for their child (no account needed). */
  parentLink: '/parent-consent/manage-link',
  parentManage: '/parent-consent/manage',
} as const;

/** The purposes a parent changes one by one (ACCOUNT is the whole consent; marketing is never asked of a child). */
export const PARENT_MANAGED_PURPOSES = [
  'COMMUNITY',
  'PUBLIC_PHOTOS',
  'FACE_CHECKS',
  'AUDIO',
  'PERSONALISED_FEEDS',
] as const satisfies readonly ConsentPurpose[];

/** The purposes a person decides for themselves (ending the account is deleting it, not a consent). */
export const SELF_MANAGED_PURPOSES = [
  'COMMUNITY',
  'PUBLIC_PHOTOS',
  'FACE_CHECKS',
  'AUDIO',
  'PERSONALISED_FEEDS',
  'MARKETING_EMAILS',
] as const satisfies readonly ConsentPurpose[];

export const consentChoiceSchema = z.object({
  purpose: consentPurposeSchema,
  allowed: z.boolean(),
  /** Who recorded the decision in force; null when none was recorded (the default applies). */
  decidedBy: consentGrantorSchema.nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

export const myConsentChoicesSchema = z.object({
  /** SELF: the person decides; PARENT: a child, whose parent decides (with the school on their word). */
  decidedBy: z.enum(['SELF', 'PARENT']),
  choices: z.array(consentChoiceSchema),
});
export type MyConsentChoices = z.infer<typeof myConsentChoicesSchema>;

export const consentChoiceBodySchema = z.object({ granted: z.boolean() }).strict();
export type ConsentChoiceBody = z.infer<typeof consentChoiceBodySchema>;

export const consentPurposeParamsSchema = z.object({ purpose: consentPurposeSchema });

export const parentManageLinkBodySchema = z.object({ email: emailSchema }).strict();
export type ParentManageLinkBody = z.infer<typeof parentManageLinkBodySchema>;

export const parentManageQuerySchema = z.object({ token: z.string().min(20).max(1000) });

export const parentManageViewSchema = z.object({
  studentFirstName: z.string(),
  schoolName: z.string(),
  /** Whether the consent as a whole (ACCOUNT) is given: without it the other purposes cannot be granted. */
  consentGiven: z.boolean(),
  expiresAt: z.iso.datetime(),
  choices: z.array(consentChoiceSchema),
});
export type ParentManageView = z.infer<typeof parentManageViewSchema>;

export const parentManageBodySchema = z
  .object({ token: z.string().min(20).max(1000), purpose: consentPurposeSchema, granted: z.boolean() })
  .strict();
export type ParentManageBody = z.infer<typeof parentManageBodySchema>;
