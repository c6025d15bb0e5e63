/**
 * Attempts, grading, appeared lists and analytics (issue 18 §2, §4; spec §2 `/appeared-assessment(/student)`,
 * `/appeared-qna(/student)`, §7 "Assignments" analytics). Staff of the school read one assignment's attempts (every
 * targeted student, started or not), grade written answers with marks, feedback and rubric marks, release the grades,
 * and read the analytics and its CSV. The school account reads every attempt of a type across assignments; a student
 * reads their own attempts, with results only when the teacher's release rule allows.
 *
 * Discrimination is the upper–lower 27% index: the share correct among the best 27% of scored attempts minus the
 * share among the lowest 27% (written questions: the mean share of marks), −1…1; null with fewer than 2 attempts.
 */
import { z } from 'zod';
import { SECTION_TYPES, STUDENT_CLASSES } from '../constants';
import {
  ASSIGNMENT_LIMITS,
  assignmentCodeSchema,
  assignmentQuestionKindSchema,
  assignmentStatusSchema,
  assignmentTypeSchema,
  type IdentityCheck,
  identityCheckSchema,
} from './assessment';
import { pageOf, pageQuerySchema } from './common';
import { quizDateRangeSchema } from './quiz-leaderboard';

export const ASSESSMENT_GRADING_PATHS = {
  /** Staff: every targeted student with their attempt (or none yet); GET ?progress&studentClass&section&search&paging. */
  attempts: '/assignments/:assignmentCode/attempts',
  /** Staff: one attempt with every answer beside the key and rubric; GET. */
  attempt: '/assignments/:assignmentCode/attempts/:attemptId',
  /** Staff: the file a student attached to a written answer; GET (PDFs as downloads, pictures inline). */
  answerFile: '/assignments/:assignmentCode/attempts/:attemptId/answers/:questionId/file',
  /** Staff: save marks, feedback and rubric marks of some answers (others keep theirs); PUT. */
  grades: '/assignments/:assignmentCode/attempts/:attemptId/grades',
  /** Staff: the submitted attempts in grading order ("next student"); GET. */
  gradingOrder: '/assignments/:assignmentCode/grading-order',
  /** Staff: one question's answers across students, in grading order; GET ?paging. */
  questionAnswers: '/assignments/:assignmentCode/questions/:questionId/answers',
  /** Staff who may change the assignment: release the grades to students (and parents); POST. */
  releaseGrades: '/assignments/:assignmentCode/release-grades',
  /** Staff: everything; a student whose result is out: totals and per-class figures only; GET ?studentClass&section. */
  analytics: '/assignments/:assignmentCode/analytics',
  /** Staff: the attempts as a CSV file; GET ?studentClass&section. */
  analyticsExport: '/assignments/:assignmentCode/analytics/export',
  /** The school account: every attempt of its assessments (MCQ) across assignments; GET with filters. */
  appearedAssessment: '/appeared-assessment',
  /** The school account: every attempt of its Q&A assignments; GET with filters. */
  appearedQna: '/appeared-qna',
  /** A student's own assessment attempts (or, for the school, one student's: ?userId); GET. */
  appearedAssessmentStudent: '/appeared-assessment/student',
  /** A student's own Q&A attempts (or, for the school, one student's: ?userId); GET. */
  appearedQnaStudent: '/appeared-qna/student',
} as const;

export const ASSESSMENT_GRADING_MESSAGES = {
  notFound: 'Assignment not found',
  attemptNotFound: 'Attempt not found',
  questionNotFound: 'Question not found',
  studentNotFound: 'That student is not in your school',
  notSubmitted: 'This attempt has not been submitted yet',
  rejected: 'This attempt was rejected after its face check, so it is not graded',
  notWritten: 'Multiple-choice answers are marked automatically',
  marksTooHigh: (max: number) => `Give at most ${max} marks`,
  rubricLength: (count: number) => `Give marks for each of the ${count} rubric lines`,
  rubricLineTooHigh: (max: number) => `At most ${max} marks for this line`,
  rubricSum: (sum: number, marks: number) => `The rubric marks add up to ${sum}, not ${marks}`,
  noRubric: 'This question has no rubric',
  duplicateQuestion: 'Each question once',
  notYours: 'Only the teacher who wrote this assignment, an admin or the school can release its grades',
  releaseNotClosed: 'Grades can be released after the assignment closes',
  releaseUngraded: (count: number) =>
    `${count} submitted ${count === 1 ? 'attempt still needs' : 'attempts still need'} marks`,
  releaseFlagged: (count: number) =>
    `${count} face ${count === 1 ? 'check waits' : 'checks wait'} for review; decide ${count === 1 ? 'it' : 'them'} first`,
  releaseInProgress: (count: number) =>
    `${count} ${count === 1 ? 'attempt is' : 'attempts are'} still being finished; try again in a minute`,
  notStaffSummary: 'The class figures show once your result is out',
} as const;

const isoDateTime = z.iso.datetime({ offset: true });
const classSchema = z.enum(STUDENT_CLASSES);
const sectionSchema = z.enum(SECTION_TYPES);

/** Where a targeted student is with one assignment. */
export const ATTEMPT_PROGRESSES = ['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'GRADED'] as const;
export type AttemptProgress = (typeof ATTEMPT_PROGRESSES)[number];
export const attemptProgressSchema = z.enum(ATTEMPT_PROGRESSES);
export const ATTEMPT_PROGRESS_LABELS: Record<AttemptProgress, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  SUBMITTED: 'Submitted',
  GRADED: 'Graded',
};

/** The identity check as staff read it in lists and the export. */
export const IDENTITY_CHECK_LABELS: Record<IdentityCheck, string> = {
  NOT_REQUIRED: 'Not asked',
  PENDING: 'Not yet checked',
  VERIFIED: 'Face verified',
  ATTESTED: 'Attested by a teacher',
  FLAGGED: 'Flagged for review',
  APPROVED: 'Approved after review',
  REJECTED: 'Rejected',
};

export const attemptParamsSchema = z.object({
  assignmentCode: assignmentCodeSchema,
  attemptId: z.string().uuid(),
});
export const answerFileParamsSchema = attemptParamsSchema.extend({ questionId: z.string().uuid() });

/** Where the browser opens a student's attached file for a grader. */
export function answerFileUrl(assignmentCode: string, attemptId: string, questionId: string): string {
  return `/api${ASSESSMENT_GRADING_PATHS.answerFile
    .replace(':assignmentCode', encodeURIComponent(assignmentCode))
    .replace(':attemptId', encodeURIComponent(attemptId))
    .replace(':questionId', encodeURIComponent(questionId))}`;
}

export const questionParamsSchema = z.object({
  assignmentCode: assignmentCodeSchema,
  questionId: z.string().uuid(),
});

/** The assignment a grading view is about. */
export const gradingAssignmentSchema = z.object({
  id: z.string(),
  code: z.string(),
  customUrl: z.string(),
  title: z.string(),
  type: assignmentTypeSchema,
  status: assignmentStatusSchema,
  totalMarks: z.number().int(),
  questionCount: z.number().int(),
  closesAt: isoDateTime.nullable(),
  gradesReleasedAt: isoDateTime.nullable(),
  emailParents: z.boolean(),
  /** Whether the caller may release the grades (school, admins, the author). */
  mayRelease: z.boolean(),
});
export type GradingAssignment = z.infer<typeof gradingAssignmentSchema>;

export const attemptListQuerySchema = pageQuerySchema.extend({
  progress: attemptProgressSchema.optional(),
  studentClass: classSchema.optional(),
  section: sectionSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type AttemptListQuery = z.infer<typeof attemptListQuerySchema>;

/** One targeted student and their attempt (all attempt fields null when not started). */
export const attemptRowSchema = z.object({
  candidateId: z.string(),
  /** As the school knows them (in full). */
  name: z.string(),
  studentClass: classSchema.nullable(),
  section: sectionSchema.nullable(),
  attemptId: z.string().nullable(),
  progress: attemptProgressSchema,
  startedAt: isoDateTime.nullable(),
  submittedAt: isoDateTime.nullable(),
  /** TIMER: the time ran out and the answers saved by then were submitted. */
  submittedBy: z.enum(['STUDENT', 'TIMER']).nullable(),
  timeTakenSeconds: z.number().int().nullable(),
  /** Null until every answer has marks (and always for a rejected attempt). */
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  identityCheck: identityCheckSchema.nullable(),
  /** Written answers still waiting for marks. */
  toGrade: z.number().int(),
});
export type AttemptRow = z.infer<typeof attemptRowSchema>;

export const attemptCountsSchema = z.object({
  NOT_STARTED: z.number().int(),
  IN_PROGRESS: z.number().int(),
  SUBMITTED: z.number().int(),
  GRADED: z.number().int(),
});
export type AttemptCounts = z.infer<typeof attemptCountsSchema>;

export const attemptListSchema = pageOf(attemptRowSchema).extend({
  assignment: gradingAssignmentSchema,
  /** Per progress, with the class, section and search filters but not the progress filter. */
  counts: attemptCountsSchema,
});
export type AttemptList = z.infer<typeof attemptListSchema>;

export const rubricLineSchema = z.object({ criterion: z.string(), marks: z.number().int() });

/** A question with its key and rubric, as graders see it. */
export const gradingQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: assignmentQuestionKindSchema,
  prompt: z.string(),
  options: z.array(z.string()).nullable(),
  answerIndex: z.number().int().nullable(),
  explanation: z.string(),
  marks: z.number().int(),
  allowFile: z.boolean(),
  rubric: z.array(rubricLineSchema),
});
export type GradingQuestion = z.infer<typeof gradingQuestionSchema>;

/** What the student gave for one question and what it earned. */
export const gradedAnswerSchema = z.object({
  questionId: z.string(),
  /** MCQ: the index in the question's options (not the student's shuffled order); null: not answered. */
  selectedIndex: z.number().int().nullable(),
  textAnswer: z.string().nullable(),
  fileName: z.string().nullable(),
  /** Nothing was given (marked 0 without a grader). */
  blank: z.boolean(),
  /** MCQ only. */
  correct: z.boolean().nullable(),
  /** Null: waiting for a grader. MCQ and blank answers are marked automatically. */
  marksAwarded: z.number().int().nullable(),
  feedback: z.string().nullable(),
  rubricMarks: z.array(z.number().int()).nullable(),
  gradedAt: isoDateTime.nullable(),
});
export type GradedAnswer = z.infer<typeof gradedAnswerSchema>;

export const attemptDetailSchema = z.object({
  assignment: gradingAssignmentSchema,
  attempt: attemptRowSchema.extend({ attemptId: z.string(), feedback: z.string().nullable() }),
  /** In the paper's order, each question beside the student's answer. */
  items: z.array(z.object({ question: gradingQuestionSchema, answer: gradedAnswerSchema })),
});
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;

const feedbackSchema = z.string().trim().max(ASSIGNMENT_LIMITS.feedbackMax);

/** One written answer's grade; a rubric's marks, when given, add up to `marks`. */
export const answerGradeSchema = z
  .object({
    questionId: z.string().uuid(),
    marks: z.number().int().min(0).max(ASSIGNMENT_LIMITS.marksMax),
    feedback: feedbackSchema.nullable().optional(),
    rubricMarks: z
      .array(z.number().int().min(0).max(ASSIGNMENT_LIMITS.marksMax))
      .max(ASSIGNMENT_LIMITS.rubricCriteriaMax)
      .nullable()
      .optional(),
  })
  .strict();
export type AnswerGrade = z.infer<typeof answerGradeSchema>;

/** Saving is idempotent: the answers listed take these grades, the others keep theirs. */
export const gradesBodySchema = z
  .object({
    answers: z.array(answerGradeSchema).max(ASSIGNMENT_LIMITS.questionsMax).default([]),
    /** Overall feedback; absent keeps it, null clears it. */
    feedback: feedbackSchema.nullable().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const ids = value.answers.map((answer) => answer.questionId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: ASSESSMENT_GRADING_MESSAGES.duplicateQuestion });
    }
    value.answers.forEach((answer, index) => {
      if (!answer.rubricMarks) return;
      const sum = answer.rubricMarks.reduce((total, marks) => total + marks, 0);
      if (sum !== answer.marks) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', index, 'rubricMarks'],
          message: ASSESSMENT_GRADING_MESSAGES.rubricSum(sum, answer.marks),
        });
      }
    });
  });
export type GradesBody = z.input<typeof gradesBodySchema>;

export const gradingOrderSchema = z.object({
  assignment: gradingAssignmentSchema,
  /** Submitted attempts (not rejected), by class, section and name. */
  attempts: z.array(
    z.object({
      attemptId: z.string(),
      candidateId: z.string(),
      name: z.string(),
      studentClass: classSchema.nullable(),
      section: sectionSchema.nullable(),
      progress: attemptProgressSchema,
      toGrade: z.number().int(),
    }),
  ),
  questions: z.array(gradingQuestionSchema),
});
export type GradingOrder = z.infer<typeof gradingOrderSchema>;

export const questionAnswersSchema = pageOf(
  z.object({
    attemptId: z.string(),
    candidateId: z.string(),
    name: z.string(),
    studentClass: classSchema.nullable(),
    section: sectionSchema.nullable(),
    answer: gradedAnswerSchema,
  }),
).extend({ question: gradingQuestionSchema });
export type QuestionAnswers = z.infer<typeof questionAnswersSchema>;

export const releaseResultSchema = z.object({
  releasedAt: isoDateTime,
  /** Students told under their bell by this call (0 when it had been released before). */
  notified: z.number().int(),
  /** Parents emailed (the school chose so; minors with a parent on record). */
  parentsEmailed: z.number().int(),
  alreadyReleased: z.boolean(),
});
export type ReleaseResult = z.infer<typeof releaseResultSchema>;

export const analyticsQuerySchema = z.object({
  studentClass: classSchema.optional(),
  section: sectionSchema.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Score distribution: ten buckets of the percentage, [0, 10) … [90, 100] (100 is in the last). */
export const SCORE_BUCKETS = 10;
/** People outside staff see a class's average only when at least this many attempts are scored (no single child's mark). */
export const SUMMARY_MIN_GROUP = 5;
export const DISCRIMINATION_METHOD = 'UPPER_LOWER_27' as const;

const nullableNumber = z.number().nullable();

export const analyticsSchema = z.object({
  /** STAFF: everything; SUMMARY: totals and per-class figures only (no questions). */
  scope: z.enum(['STAFF', 'SUMMARY']),
  assignment: gradingAssignmentSchema,
  filter: z.object({ studentClass: classSchema.nullable(), section: sectionSchema.nullable() }),
  completion: z.object({
    targeted: z.number().int(),
    started: z.number().int(),
    submitted: z.number().int(),
    /** Submitted attempts with every answer marked (these are in the score figures). */
    scored: z.number().int(),
    /** Rejected after a face check: not scored. */
    rejected: z.number().int(),
  }),
  score: z.object({
    average: nullableNumber,
    median: nullableNumber,
    averagePercent: nullableNumber,
    medianPercent: nullableNumber,
    highest: nullableNumber,
    lowest: nullableNumber,
    maxScore: z.number().int(),
  }),
  distribution: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
  time: z.object({
    averageSeconds: nullableNumber,
    medianSeconds: nullableNumber,
    fastestSeconds: nullableNumber,
    slowestSeconds: nullableNumber,
    byTimer: z.number().int(),
  }),
  discriminationMethod: z.literal(DISCRIMINATION_METHOD),
  questions: z.array(
    z.object({
      questionId: z.string(),
      position: z.number().int(),
      kind: assignmentQuestionKindSchema,
      prompt: z.string(),
      marks: z.number().int(),
      answered: z.number().int(),
      skipped: z.number().int(),
      /** Share correct (written: mean share of marks), 0…1, over scored attempts; null with none. */
      difficulty: nullableNumber,
      discrimination: nullableNumber,
      options: z.array(
        z.object({ index: z.number().int(), text: z.string(), count: z.number().int(), correct: z.boolean() }),
      ),
    }),
  ),
  classes: z.array(
    z.object({
      studentClass: classSchema.nullable(),
      section: sectionSchema.nullable(),
      targeted: z.number().int(),
      started: z.number().int(),
      submitted: z.number().int(),
      scored: z.number().int(),
      averagePercent: nullableNumber,
      medianPercent: nullableNumber,
    }),
  ),
});
export type AssignmentAnalytics = z.infer<typeof analyticsSchema>;

/** Filters of the school's appeared lists; the date range applies to the submission (or the start, if none yet). */
export const appearedQuerySchema = pageQuerySchema.extend({
  studentClass: classSchema.optional(),
  section: sectionSchema.optional(),
  assignmentId: z.string().uuid().optional(),
  range: quizDateRangeSchema.optional(),
  progress: z.enum(['IN_PROGRESS', 'SUBMITTED', 'GRADED']).optional(),
  search: z.string().trim().max(100).optional(),
});
export type AppearedQuery = z.infer<typeof appearedQuerySchema>;

export const appearedRowSchema = z.object({
  attemptId: z.string(),
  candidateId: z.string(),
  name: z.string(),
  studentClass: classSchema.nullable(),
  section: sectionSchema.nullable(),
  assignmentId: z.string(),
  assignmentCode: z.string(),
  assignmentTitle: z.string(),
  startedAt: isoDateTime,
  submittedAt: isoDateTime.nullable(),
  progress: attemptProgressSchema,
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  identityCheck: identityCheckSchema,
});
export type AppearedRow = z.infer<typeof appearedRowSchema>;

export const appearedListSchema = pageOf(appearedRowSchema).extend({
  /** The school's assignments of this type that have attempts (the assignment filter's choices), newest first. */
  assignments: z.array(z.object({ id: z.string(), code: z.string(), title: z.string() })),
});
export type AppearedList = z.infer<typeof appearedListSchema>;

export const appearedStudentQuerySchema = pageQuerySchema.extend({
  /** The school account: which of its students. A student reads their own and leaves it out. */
  userId: z.string().uuid().optional(),
});
export type AppearedStudentQuery = z.infer<typeof appearedStudentQuerySchema>;

export const appearedStudentRowSchema = z.object({
  attemptId: z.string(),
  assignmentId: z.string(),
  assignmentCode: z.string(),
  customUrl: z.string(),
  title: z.string(),
  startedAt: isoDateTime,
  submittedAt: isoDateTime.nullable(),
  closesAt: isoDateTime.nullable(),
  progress: attemptProgressSchema,
  /** Whether the student may see the result now (the teacher's rule); the school always sees it. */
  released: z.boolean(),
  /** Null while not released to the caller, or not yet marked. */
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  feedback: z.string().nullable(),
  identityCheck: identityCheckSchema,
});
export type AppearedStudentRow = z.infer<typeof appearedStudentRowSchema>;

export const appearedStudentListSchema = pageOf(appearedStudentRowSchema).extend({
  student: z.object({
    id: z.string(),
    name: z.string(),
    studentClass: classSchema.nullable(),
    section: sectionSchema.nullable(),
  }),
});
export type AppearedStudentList = z.infer<typeof appearedStudentListSchema>;
