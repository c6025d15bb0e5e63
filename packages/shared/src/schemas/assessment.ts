/**
 * Assignments and assessments (issue 18; spec §1, §2 assessment routes, §3 `recommendAssesment`, §6, §7
 * "Assignments", §8 face messages, §9 schedule frequencies). The words the parts share: kinds, stored states,
 * the statuses people see, schedules, result release, identity checks. Each part's wire shapes live beside it:
 * assessment-authoring.ts (staff writing and publishing), assessment-attempt.ts (the student's attempt),
 * assessment-grading.ts (attempts, marks, analytics), assessment-face.ts (enrolment, checks, review).
 *
 * The answer key never reaches a student before their attempt ends and the teacher's release rule allows it.
 */
import { z } from 'zod';

/** `assignmentType`: a timed multiple-choice assessment scored by the server, or written Q&A graded by a teacher. */
export const ASSIGNMENT_TYPES = ['ASSESSMENT', 'QNA'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];
export const assignmentTypeSchema = z.enum(ASSIGNMENT_TYPES);
export const ASSIGNMENT_TYPE_LABELS: Record<AssignmentType, string> = {
  ASSESSMENT: 'Assessment',
  QNA: 'Q&A assignment',
};
/** The `{assignmentType}` segment of `/assessment/{assignmentType}` for each kind. */
export const ASSIGNMENT_TYPE_SLUGS: Record<AssignmentType, string> = { ASSESSMENT: 'assessment', QNA: 'qna' };
export function assignmentTypeOfSlug(slug: string): AssignmentType | null {
  const found = ASSIGNMENT_TYPES.find((type) => ASSIGNMENT_TYPE_SLUGS[type] === slug.toLowerCase());
  return found ?? null;
}

/** What is stored: a draft, published (its times decide scheduled/open/closed), or cancelled by staff. */
export const ASSIGNMENT_STATES = ['DRAFT', 'PUBLISHED', 'CANCELLED'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** What people see and filter by (counts and lists per status), derived by `assignmentStatusOf`. */
export const ASSIGNMENT_STATUSES = ['DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED', 'GRADED', 'CANCELLED'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const assignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES);
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  OPEN: 'Open',
  CLOSED: 'Closed',
  GRADED: 'Graded',
  CANCELLED: 'Cancelled',
};

/** The status of an assignment at `now`; the SQL twin is in the authoring repository (same order of rules). */
export function assignmentStatusOf(
  assignment: { state: AssignmentState; opensAt: Date | null; closesAt: Date | null; gradesReleasedAt: Date | null },
  now: Date,
): AssignmentStatus {
  if (assignment.state === 'DRAFT') return 'DRAFT';
  if (assignment.state === 'CANCELLED') return 'CANCELLED';
  if (assignment.gradesReleasedAt) return 'GRADED';
  if (assignment.opensAt && assignment.opensAt > now) return 'SCHEDULED';
  if (assignment.closesAt && assignment.closesAt <= now) return 'CLOSED';
  return 'OPEN';
}

/** Spec §9 schedule frequencies: a published assignment with a schedule makes its next occurrence by itself. */
export const SCHEDULE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'CUSTOM'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const scheduleFrequencySchema = z.enum(SCHEDULE_FREQUENCIES);
export const SCHEDULE_FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  CUSTOM: 'Custom',
};

/** When a student may see their marks and the answers. */
export const RESULT_RELEASES = ['IMMEDIATELY', 'AFTER_CLOSE', 'AFTER_GRADING'] as const;
export type ResultRelease = (typeof RESULT_RELEASES)[number];
export const resultReleaseSchema = z.enum(RESULT_RELEASES);
export const RESULT_RELEASE_LABELS: Record<ResultRelease, string> = {
  IMMEDIATELY: 'As soon as they submit',
  AFTER_CLOSE: 'After the closing time',
  AFTER_GRADING: 'When grades are released',
};

/** A question of an assignment: multiple choice (scored by the server) or a written answer (marked by a teacher). */
export const ASSIGNMENT_QUESTION_KINDS = ['MCQ', 'WRITTEN'] as const;
export type AssignmentQuestionKind = (typeof ASSIGNMENT_QUESTION_KINDS)[number];
export const assignmentQuestionKindSchema = z.enum(ASSIGNMENT_QUESTION_KINDS);

/** A student's attempt: started (the server's timer runs), submitted (by them or by the timer), graded. */
export const ATTEMPT_STATUSES = ['IN_PROGRESS', 'SUBMITTED', 'GRADED'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export const attemptStatusSchema = z.enum(ATTEMPT_STATUSES);
export const ATTEMPT_SUBMITTERS = ['STUDENT', 'TIMER'] as const;
export type AttemptSubmitter = (typeof ATTEMPT_SUBMITTERS)[number];

/**
 * Who the attempt is known to be from. NOT_REQUIRED: no face check asked. PENDING: asked, not yet passed.
 * VERIFIED: the face check passed. ATTESTED: no consent for face checks, the teacher attests identity instead.
 * FLAGGED: a check failed and waits for the school's review. APPROVED / REJECTED: the school's decision on a flag
 * (a rejected attempt is not scored).
 */
export const IDENTITY_CHECKS = [
  'NOT_REQUIRED',
  'PENDING',
  'VERIFIED',
  'ATTESTED',
  'FLAGGED',
  'APPROVED',
  'REJECTED',
] as const;
export type IdentityCheck = (typeof IDENTITY_CHECKS)[number];
export const identityCheckSchema = z.enum(IDENTITY_CHECKS);

/** The server's verdict on one picture (spec: a threshold in configuration decides). */
export const FACE_OUTCOMES = ['PASS', 'FAIL', 'NO_FACE', 'MULTIPLE_FACES'] as const;
export type FaceOutcome = (typeof FACE_OUTCOMES)[number];
export const faceOutcomeSchema = z.enum(FACE_OUTCOMES);
export const FACE_CHECK_STAGES = ['START', 'DURING'] as const;
export type FaceCheckStage = (typeof FACE_CHECK_STAGES)[number];
export const FACE_REVIEW_STATES = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type FaceReviewState = (typeof FACE_REVIEW_STATES)[number];

/** Limits shared by the form and the server. */
export const ASSIGNMENT_LIMITS = {
  titleMax: 160,
  instructionsMax: 4000,
  questionsMax: 100,
  promptMax: 4000,
  optionMax: 500,
  optionsMin: 2,
  optionsMax: 6,
  marksMax: 100,
  timeLimitMinutesMax: 600,
  extraMinutesMax: 600,
  writtenAnswerMax: 20_000,
  feedbackMax: 4000,
  rubricCriteriaMax: 10,
  faceRecheckMinutesMin: 2,
  faceRecheckMinutesMax: 60,
  customEveryDaysMax: 365,
} as const;

/** `assignmentCode` (details page) and `customUrl` (attempt page) as they appear in addresses. */
export const assignmentCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{8}$/, 'Enter a valid assignment code');
export const assignmentCodeParamsSchema = z.object({ assignmentCode: assignmentCodeSchema });
export const assignmentCustomUrlSchema = z
  .string()
  .trim()
  .min(3)
  .max(200)
  .regex(/^[a-z0-9-]+$/, 'Enter a valid address');
export const assignmentCustomUrlParamsSchema = z.object({ customUrl: assignmentCustomUrlSchema });

/**
 * May the student see their marks and the correct answers now? Never while the attempt runs; a rejected identity
 * check withholds the result; otherwise the teacher's release rule decides.
 */
export function resultReleased(
  rule: ResultRelease,
  attempt: { status: AttemptStatus; identityCheck: IdentityCheck },
  assignment: { closesAt: Date | null; gradesReleasedAt: Date | null },
  now: Date,
): boolean {
  if (attempt.status === 'IN_PROGRESS' || attempt.identityCheck === 'REJECTED') return false;
  if (assignment.gradesReleasedAt) return true;
  if (rule === 'IMMEDIATELY') return true;
  if (rule === 'AFTER_CLOSE') return assignment.closesAt !== null && assignment.closesAt <= now;
  return false;
}
