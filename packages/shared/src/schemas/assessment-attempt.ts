/**
 * The student's attempt of an assignment (issue 18 §2; spec §7 "submit initiate, save, recommended"): their list
 * with a status each, the attempt page's view, starting (the server's timer), saving one answer at a time (the
 * newest `clientSeq` wins), submitting exactly once, and the result with review when the teacher's rule allows.
 *
 * Options are sent in the order this student sees them (shuffled per student when the assignment asks) and are
 * named by that displayed position (`id`); saves send the displayed id and the server maps it back. No answer key
 * (`answerIndex`), no explanation and no correctness reaches the student before `resultReleased` says so.
 *
 * An attempt whose assignment asks for a face check is created by the first initiate without its clock running
 * (`clockStarted: false`, `needsFaceCheck: true`); once the identity check is settled (VERIFIED, ATTESTED,
 * APPROVED) the next initiate starts the clock. In the table that state is `deadline_at = started_at`
 * (`attemptClockStarted`).
 */
import { z } from 'zod';
import {
  ASSIGNMENT_LIMITS,
  type AttemptStatus,
  assignmentCodeSchema,
  assignmentCustomUrlSchema,
  assignmentQuestionKindSchema,
  assignmentTypeSchema,
  attemptStatusSchema,
  type IdentityCheck,
  identityCheckSchema,
  resultReleaseSchema,
} from './assessment';

export const ASSESSMENT_ATTEMPT_PATHS = {
  /** The student's assignments with their status for them, what is due first first; GET ?type. */
  list: '/student/assignments',
  /** Open assignments not started yet, due soonest (home page, `recommendAssesment`); GET. */
  recommended: '/student/assignments/recommended',
  /** The attempt page: the assignment's rules and the student's attempt (questions while it runs); GET. */
  view: '/student/assignments/:customUrl',
  /** "Submit initiate": starts the attempt (once) or resumes it; POST. */
  initiate: '/student/assignments/:customUrl/submit-initiate',
  /** Save one answer; PUT { selectedOptionId | text, clientSeq }. */
  answer: '/student/assignments/:customUrl/answers/:questionId',
  /** The file attached to one written answer: POST (multipart, one PDF or picture), GET (own file), DELETE. */
  answerFile: '/student/assignments/:customUrl/answers/:questionId/file',
  /** Hand in (stored exactly once; a repeat gets the stored submission); POST { submissionKey }. */
  submit: '/student/assignments/:customUrl/submit',
  /** The student's result and review (or when it will be shown); GET ?customUrl or ?assignmentCode. */
  result: '/student/assignment-result',
} as const;

/** A path with its parameters filled in (`attemptPath('answer', { customUrl, questionId })`). */
export function attemptPath(
  name: keyof typeof ASSESSMENT_ATTEMPT_PATHS,
  params: { customUrl?: string; questionId?: string } = {},
): string {
  return ASSESSMENT_ATTEMPT_PATHS[name]
    .replace(':customUrl', encodeURIComponent(params.customUrl ?? ''))
    .replace(':questionId', encodeURIComponent(params.questionId ?? ''));
}

/** An attempt row's clock runs once it started: `deadline_at = started_at` marks one waiting for its face check. */
export function attemptClockStarted(attempt: { startedAt: Date; deadlineAt: Date }): boolean {
  return attempt.deadlineAt.getTime() > attempt.startedAt.getTime();
}

/** The identity checks that let a face-checked attempt begin. */
export const IDENTITY_SETTLED: readonly IdentityCheck[] = ['NOT_REQUIRED', 'VERIFIED', 'ATTESTED', 'APPROVED'];

/** What an assignment is for one student, in their list. */
export const STUDENT_ASSIGNMENT_STATUSES = [
  'UPCOMING',
  'TO_DO',
  'IN_PROGRESS',
  'SUBMITTED',
  'RESULT_OUT',
  'MISSED',
] as const;
export type StudentAssignmentStatus = (typeof STUDENT_ASSIGNMENT_STATUSES)[number];
export const studentAssignmentStatusSchema = z.enum(STUDENT_ASSIGNMENT_STATUSES);
export const STUDENT_ASSIGNMENT_STATUS_LABELS: Record<StudentAssignmentStatus, string> = {
  UPCOMING: 'Opens soon',
  TO_DO: 'To do',
  IN_PROGRESS: 'In progress',
  SUBMITTED: 'Submitted',
  RESULT_OUT: 'Result out',
  MISSED: 'Missed',
};

/** The same status of an assignment for one student (the list's SQL and the attempt page agree through this). */
export function studentAssignmentStatusOf(
  input: {
    opensAt: Date;
    closesAt: Date;
    attempt: {
      status: AttemptStatus;
      startedAt: Date;
      deadlineAt: Date;
    } | null;
    released: boolean;
  },
  now: Date,
): StudentAssignmentStatus {
  const { attempt } = input;
  if (!attempt || (attempt.status === 'IN_PROGRESS' && !attemptClockStarted(attempt))) {
    if (now < input.opensAt) return 'UPCOMING';
    return now >= input.closesAt ? 'MISSED' : 'TO_DO';
  }
  if (attempt.status === 'IN_PROGRESS') return now < attempt.deadlineAt ? 'IN_PROGRESS' : 'SUBMITTED';
  return input.released ? 'RESULT_OUT' : 'SUBMITTED';
}

export const studentAssignmentListQuerySchema = z
  .object({
    type: assignmentTypeSchema.optional(),
  })
  .strict();

export const studentAssignmentItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  customUrl: z.string(),
  type: assignmentTypeSchema,
  title: z.string(),
  subjectName: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  /** When the student must be done: their running attempt's deadline, else the closing time. */
  dueAt: z.string(),
  timeLimitMinutes: z.number().int().nullable(),
  questionCount: z.number().int(),
  totalMarks: z.number().int(),
  faceCheckRequired: z.boolean(),
  status: studentAssignmentStatusSchema,
  /** Marks when the result is out (null for written answers not graded yet). */
  score: z.number().nullable(),
  maxScore: z.number().int().nullable(),
});
export type StudentAssignmentItem = z.infer<typeof studentAssignmentItemSchema>;
export const studentAssignmentListSchema = z.object({
  items: z.array(studentAssignmentItemSchema),
  serverNow: z.string(),
});
export type StudentAssignmentList = z.infer<typeof studentAssignmentListSchema>;

/** An option as this student sees it: `id` is its displayed position (what a save sends back). */
export const attemptOptionSchema = z.object({ id: z.number().int(), text: z.string() });

/** A question while the attempt runs: no answer key, no explanation, no rubric. */
export const attemptQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: assignmentQuestionKindSchema,
  prompt: z.string(),
  options: z.array(attemptOptionSchema).nullable(),
  marks: z.number().int(),
  allowFile: z.boolean(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

/** An answer as stored (the option by its displayed id). */
export const savedAnswerSchema = z.object({
  questionId: z.string(),
  selectedOptionId: z.number().int().nullable(),
  text: z.string().nullable(),
  fileName: z.string().nullable(),
  clientSeq: z.number().int(),
  savedAt: z.string(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const attemptStateSchema = z.object({
  id: z.string(),
  status: attemptStatusSchema,
  identityCheck: identityCheckSchema,
  /** False while a face-checked attempt waits for its check: no deadline yet. */
  clockStarted: z.boolean(),
  startedAt: z.string().nullable(),
  deadlineAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  submittedBy: z.enum(['STUDENT', 'TIMER']).nullable(),
  answersVersion: z.number().int(),
});
export type AttemptState = z.infer<typeof attemptStateSchema>;

export const attemptAssignmentSchema = z.object({
  id: z.string(),
  code: z.string(),
  customUrl: z.string(),
  type: assignmentTypeSchema,
  title: z.string(),
  instructions: z.string(),
  subjectName: z.string().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  timeLimitMinutes: z.number().int().nullable(),
  /** The student's own extra time (an accommodation), added to the limit. */
  extraMinutes: z.number().int(),
  questionCount: z.number().int(),
  totalMarks: z.number().int(),
  resultRelease: resultReleaseSchema,
  faceCheckRequired: z.boolean(),
  faceRecheckMinutes: z.number().int().nullable(),
  status: studentAssignmentStatusSchema,
});
export type AttemptAssignment = z.infer<typeof attemptAssignmentSchema>;

export const attemptViewSchema = z.object({
  assignment: attemptAssignmentSchema,
  /** Null until the student starts. */
  attempt: attemptStateSchema.nullable(),
  /** The face check must be settled before the clock starts (initiate again once it is). */
  needsFaceCheck: z.boolean(),
  /** In the student's order, while their attempt runs; empty otherwise. */
  questions: z.array(attemptQuestionSchema),
  answers: z.array(savedAnswerSchema),
  /** True when the result may be read (`GET result`). */
  resultReleased: z.boolean(),
  /** The server's time: the page counts down from it, not from the device's clock. */
  serverNow: z.string(),
});
export type AttemptView = z.infer<typeof attemptViewSchema>;

export const attemptAnswerParamsSchema = z.object({
  customUrl: assignmentCustomUrlSchema,
  questionId: z.string().uuid(),
});

export const saveAnswerBodySchema = z
  .object({
    /** MCQ: the displayed option's id; null clears the answer. */
    selectedOptionId: z.number().int().min(0).max(ASSIGNMENT_LIMITS.optionsMax).nullable().optional(),
    /** Written answers. */
    text: z.string().max(ASSIGNMENT_LIMITS.writtenAnswerMax).optional(),
    /** The page's counter for this question, growing with each change: an older save than the stored one is ignored. */
    clientSeq: z.number().int().min(1).max(2_000_000_000),
  })
  .strict()
  .refine((body) => (body.selectedOptionId !== undefined) !== (body.text !== undefined), {
    message: 'Send either selectedOptionId or text',
    path: ['selectedOptionId'],
  });
export type SaveAnswerBody = z.infer<typeof saveAnswerBodySchema>;

export const saveAnswerResponseSchema = z.object({
  answer: savedAnswerSchema,
  /** False when a newer save was already stored (this one was older): `answer` is the stored one. */
  applied: z.boolean(),
  deadlineAt: z.string(),
});
export type SaveAnswerResponse = z.infer<typeof saveAnswerResponseSchema>;

export const submitAttemptBodySchema = z
  .object({
    /** Made once per hand-in action; a retry sends the same one. */
    submissionKey: z.string().min(8).max(64),
  })
  .strict();

export const submitAttemptResponseSchema = z.object({
  attempt: attemptStateSchema,
  /** False when this call found the attempt already submitted (a second click, a retry, the timer). */
  firstSubmission: z.boolean(),
  /** Handed in after the deadline: the answers saved in time were taken. */
  late: z.boolean(),
  resultReleased: z.boolean(),
});
export type SubmitAttemptResponse = z.infer<typeof submitAttemptResponseSchema>;

export const attemptResultQuerySchema = z
  .object({
    customUrl: assignmentCustomUrlSchema.optional(),
    assignmentCode: assignmentCodeSchema.optional(),
  })
  .strict()
  .refine((query) => (query.customUrl === undefined) !== (query.assignmentCode === undefined), {
    message: 'Send customUrl or assignmentCode',
    path: ['customUrl'],
  });

export const reviewedQuestionSchema = attemptQuestionSchema.extend({
  selectedOptionId: z.number().int().nullable(),
  correctOptionId: z.number().int().nullable(),
  /** MCQ: right or wrong; null when skipped or written. */
  correct: z.boolean().nullable(),
  marksAwarded: z.number().nullable(),
  text: z.string().nullable(),
  fileName: z.string().nullable(),
  explanation: z.string(),
  feedback: z.string().nullable(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestionSchema>;

export const attemptResultSchema = z.object({
  assignment: attemptAssignmentSchema,
  attempt: attemptStateSchema.nullable(),
  released: z.boolean(),
  /** When the result will be shown if it is not yet: the closing time, or null when it waits for grading. */
  releaseAt: z.string().nullable(),
  score: z.number().nullable(),
  maxScore: z.number().int(),
  timeTakenSeconds: z.number().int().nullable(),
  feedback: z.string().nullable(),
  /** Only when released: each question with the student's answer, the correct one and the explanation. */
  questions: z.array(reviewedQuestionSchema),
  serverNow: z.string(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const ATTEMPT_MESSAGES = {
  notFound: 'Assignment not found',
  notForYourClass: 'This assignment is not set for your class',
  notOpenYet: 'This assignment is not open yet',
  closed: 'This assignment is closed',
  cancelled: 'This assignment was cancelled',
  notStarted: 'Start the assignment first',
  faceCheck: 'Please complete your face verification before attempting the assessment.',
  identityRejected: 'Your attempt was not accepted after the identity check',
  timeUp: 'Time is up: answers saved before the deadline count',
  alreadySubmitted: 'You have already handed this in',
  questionNotInAttempt: 'That question is not part of this assignment',
  optionOutOfRange: 'That option does not exist',
  wrongAnswerKind: 'This question takes a different kind of answer',
  fileNotAllowed: 'This question does not take a file',
  fileKind: 'Attach a PDF or a picture',
  noFile: 'Choose a file to attach',
  noSuchFile: 'No file is attached to this answer',
} as const;
