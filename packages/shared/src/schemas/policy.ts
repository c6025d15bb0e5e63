/**
 * The privacy policy and the safety advisory (issue 20 §3): their versioned texts, read by anyone, and each person's
 * acceptance of the current versions (at sign-up, and again before continuing when a version changes).
 */
import { z } from 'zod';
import { CURRENT_POLICY_VERSIONS, POLICY_DOCUMENTS, type PolicyDocument } from './privacy';

export const policyDocumentSchema = z.enum(POLICY_DOCUMENTS);

export const POLICY_DOCUMENT_TITLES: Record<PolicyDocument, string> = {
  PRIVACY_POLICY: 'Privacy policy',
  SAFETY_ADVISORY: 'Safety advisory',
};

/** The public pages that show each text (not spec routes: open pages, linked from sign-up and the footer). */
export const POLICY_PAGE_PATHS: Record<PolicyDocument, string> = {
  PRIVACY_POLICY: '/privacy-policy',
  SAFETY_ADVISORY: '/safety-advisory',
};

/** The document as the API's paths spell it. */
export const POLICY_DOCUMENT_SLUGS = {
  PRIVACY_POLICY: 'privacy-policy',
  SAFETY_ADVISORY: 'safety-advisory',
} as const satisfies Record<PolicyDocument, string>;
export type PolicyDocumentSlug = (typeof POLICY_DOCUMENT_SLUGS)[PolicyDocument];

export function policyDocumentOfSlug(slug: PolicyDocumentSlug): PolicyDocument {
  return slug === POLICY_DOCUMENT_SLUGS.PRIVACY_POLICY ? 'PRIVACY_POLICY' : 'SAFETY_ADVISORY';
}

export const POLICY_PATHS = {
  acceptance: '/policy/acceptance',
  accept: '/policy/accept',
  text: (document: PolicyDocument) => `/policies/${POLICY_DOCUMENT_SLUGS[document]}`,
  version: (document: PolicyDocument, version: string) => `/policies/${POLICY_DOCUMENT_SLUGS[document]}/${version}`,
} as const;

/** A version is the date its text took effect. */
export const policyVersionSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A version is a date (YYYY-MM-DD)');

/** A text is headings, paragraphs and lists of plain words: nothing in it is ever read as HTML. */
export const policyBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
]);
export type PolicyBlock = z.infer<typeof policyBlockSchema>;

export const policySectionSchema = z.object({ heading: z.string(), blocks: z.array(policyBlockSchema) });
export type PolicySection = z.infer<typeof policySectionSchema>;

export const policyTextSchema = z.object({
  document: policyDocumentSchema,
  version: z.string(),
  title: z.string(),
  /** This is the version people accept today. */
  current: z.boolean(),
  /** Every published version, newest first, so an older one can still be read. */
  versions: z.array(z.string()),
  /** The short child-friendly summary at the top. */
  summary: policySectionSchema,
  /** What this version changed from the one before. */
  changes: z.array(z.string()),
  sections: z.array(policySectionSchema),
});
export type PolicyText = z.infer<typeof policyTextSchema>;

export const policyTextParamsSchema = z.object({
  document: z.enum([POLICY_DOCUMENT_SLUGS.PRIVACY_POLICY, POLICY_DOCUMENT_SLUGS.SAFETY_ADVISORY]),
});
export const policyVersionParamsSchema = policyTextParamsSchema.extend({ version: policyVersionSchema });

export const policyVersionRefSchema = z.object({ document: policyDocumentSchema, version: policyVersionSchema });
export type PolicyVersionRef = z.infer<typeof policyVersionRefSchema>;

/** A current version the person has not accepted yet, with what the gate shows about it. */
export const pendingPolicySchema = z.object({
  document: policyDocumentSchema,
  version: z.string(),
  title: z.string(),
  changes: z.array(z.string()),
  summary: policySectionSchema,
});
export type PendingPolicy = z.infer<typeof pendingPolicySchema>;

export const policyAcceptanceSchema = z.object({
  document: policyDocumentSchema,
  version: z.string(),
  acceptedAt: z.string(),
});

/** GET /policy/acceptance: the current versions, what is still to accept, and what the person accepted when. */
export const policyAcceptanceStatusSchema = z.object({
  current: z.array(policyVersionRefSchema.extend({ title: z.string() })),
  pending: z.array(pendingPolicySchema),
  accepted: z.array(policyAcceptanceSchema),
});
export type PolicyAcceptanceStatus = z.infer<typeof policyAcceptanceStatusSchema>;

/** POST /policy/accept: the versions the person read; each must be the current one (else 409). */
export const policyAcceptBodySchema = z
  .object({
    accept: z
      .array(policyVersionRefSchema)
      .min(1, 'Choose what you accept')
      .max(POLICY_DOCUMENTS.length)
      .refine((refs) => new Set(refs.map((ref) => ref.document)).size === refs.length, 'Name each document once'),
  })
  .strict();
export type PolicyAcceptBody = z.infer<typeof policyAcceptBodySchema>;

/** The acceptance a sign-up form sends: the box ticked; the server records the versions current at that moment. */
export const POLICY_SIGNUP_MESSAGE = 'Tick the box to accept the privacy policy and the safety advisory';
export const policiesAcceptedSchema = z.literal(true, { error: POLICY_SIGNUP_MESSAGE });

/** The current versions as references, e.g. to accept all of them. */
export function currentPolicyVersions(): PolicyVersionRef[] {
  return POLICY_DOCUMENTS.map((document) => ({ document, version: CURRENT_POLICY_VERSIONS[document] }));
}
