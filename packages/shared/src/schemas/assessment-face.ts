/**
 * Face verification for assessments (issue 18 §3), private by design: a student enrols one reference picture, only
 * with consent for this purpose (a parent's for a minor, their own when 18 or over); the server keeps the picture's
 * descriptor and the reference picture for the school's reviewers. Each check's picture is analysed on the device
 * and again on the server; it is kept only when the check did not pass, and deleted a set time after its review.
 * Without consent, a teacher attests the student's identity instead and the attempt is marked ATTESTED.
 */
import { z } from 'zod';
import { FACE_CHECK_STAGES, FACE_OUTCOMES, IDENTITY_CHECKS } from './assessment';
import { pageOf, pageQuerySchema } from './common';

export const ASSESSMENT_FACE_PATHS = {
  /** The student's enrolment and whether they may enrol; GET. Enrol: POST (multipart `picture`). Withdraw: DELETE. */
  enrolment: '/student/face-enrolment',
  /** One check of the caller's attempt (multipart `picture`, fields `stage`, `deviceOutcome`); POST. */
  check: '/student/assignments/:customUrl/face-check',
  /** The school's queue: flagged attempts and attempts waiting for a teacher's word; GET. */
  reviews: '/assignments/face-reviews',
  /** Decide a flagged attempt; POST { decision, reason }. */
  review: '/assignments/face-reviews/:attemptId',
  /** A teacher confirms the student's identity (no consent for face checks); POST. */
  attest: '/assignments/face-reviews/:attemptId/attest',
  /** A kept check picture (staff who may decide); GET, image. */
  checkPicture: '/assignments/face-checks/:checkId/picture',
  /** The student's reference picture beside it; GET, image. */
  referencePicture: '/assignments/face-reviews/:attemptId/reference-picture',
} as const;

/** The spec's three messages (§8) are FACE_MESSAGES in constants.ts. */

/** Largest picture accepted (a phone camera frame, JPEG). */
export const FACE_PICTURE_MAX_BYTES = 3 * 1024 * 1024;
/** Tries at the start before the attempt goes ahead flagged for the school's review. */
export const FACE_START_TRIES = 3;

/**
 * Why a student may (or may not) enrol: PARENT — their parent said yes to face checks; ADULT — 18 or over, they say
 * yes themselves when enrolling; NONE — no consent for this purpose (a teacher attests instead).
 */
export const FACE_CONSENTS = ['PARENT', 'ADULT', 'NONE'] as const;
export type FaceConsent = (typeof FACE_CONSENTS)[number];

export const faceEnrolmentSchema = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  consent: z.enum(FACE_CONSENTS),
});
export type FaceEnrolment = z.infer<typeof faceEnrolmentSchema>;

/** Multipart text fields of an enrolment: an adult student's own yes. */
export const faceEnrolFieldsSchema = z.object({ selfConsent: z.enum(['true', 'false']).optional() });

export const faceCheckFieldsSchema = z.object({
  stage: z.enum(FACE_CHECK_STAGES),
  deviceOutcome: z.enum(FACE_OUTCOMES).optional(),
});

export const faceCheckResultSchema = z.object({
  outcome: z.enum(FACE_OUTCOMES),
  identityCheck: z.enum(IDENTITY_CHECKS),
  /** START checks left before the attempt goes ahead flagged; 0 once it has. */
  triesLeft: z.number().int(),
  /** May the attempt go on (passed, or flagged after the last try, or a check during the attempt). */
  mayContinue: z.boolean(),
  message: z.string(),
});
export type FaceCheckResult = z.infer<typeof faceCheckResultSchema>;

export const FACE_REVIEW_KINDS = ['FLAGGED', 'ATTEST', 'DECIDED'] as const;
export type FaceReviewKind = (typeof FACE_REVIEW_KINDS)[number];

export const faceReviewsQuerySchema = pageQuerySchema.extend({
  kind: z.enum(FACE_REVIEW_KINDS).default('FLAGGED'),
  assignmentCode: z.string().trim().max(20).optional(),
});
export type FaceReviewsQuery = z.infer<typeof faceReviewsQuerySchema>;

export const faceReviewCheckSchema = z.object({
  id: z.string().uuid(),
  stage: z.enum(FACE_CHECK_STAGES),
  outcome: z.enum(FACE_OUTCOMES),
  deviceOutcome: z.enum(FACE_OUTCOMES).nullable(),
  distance: z.number().nullable(),
  takenAt: z.string(),
  hasPicture: z.boolean(),
});

export const faceReviewItemSchema = z.object({
  attemptId: z.string().uuid(),
  assignmentCode: z.string(),
  assignmentTitle: z.string(),
  studentName: z.string(),
  studentClass: z.string().nullable(),
  section: z.string().nullable(),
  identityCheck: z.enum(IDENTITY_CHECKS),
  hasReferencePicture: z.boolean(),
  checks: z.array(faceReviewCheckSchema),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type FaceReviewItem = z.infer<typeof faceReviewItemSchema>;
export const faceReviewPageSchema = pageOf(faceReviewItemSchema);

export const attemptIdParamsSchema = z.object({ attemptId: z.string().uuid() });
export const faceCheckIdParamsSchema = z.object({ checkId: z.string().uuid() });

export const faceReviewDecisionSchema = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT']),
    reason: z.string().trim().max(500).default(''),
  })
  .strict()
  .refine((body) => body.decision === 'APPROVE' || body.reason.length >= 3, {
    message: 'Say why the attempt is rejected',
    path: ['reason'],
  });
export type FaceReviewDecision = z.infer<typeof faceReviewDecisionSchema>;

export const faceAttestSchema = z.object({ note: z.string().trim().max(500).default('') }).strict();
export type FaceCheckFields = z.infer<typeof faceCheckFieldsSchema>;
export type FaceAttest = z.infer<typeof faceAttestSchema>;
