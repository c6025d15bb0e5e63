/**
 * Authoring and publishing assignments (issue 18 §1; spec §7 "Assignments": create, update, list, details, question
 * lists, draft, copy, counts). Staff of a school write a draft that saves as they type (each save carries the
 * revision it was based on: a stale one is refused, so two tabs never overwrite each other), add hand-written
 * questions or copies of their bank's questions, and publish it to classes (optionally one section each) with an
 * open and a close time. Everything here is for staff: the questions carry their answers. Students read through
 * the attempt's routes (assessment-attempt.ts).
 */
import { z } from 'zod';
import { SECTION_TYPES, STUDENT_CLASSES } from '../constants';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_STATES,
  assignmentCodeSchema,
  assignmentQuestionKindSchema,
  assignmentStatusSchema,
  assignmentTypeSchema,
  resultReleaseSchema,
  scheduleFrequencySchema,
} from './assessment';
import { pageOf, pageQuerySchema } from './common';
import { DIFFICULTIES } from './question-bank';

export const ASSESSMENT_AUTHORING_PATHS = {
  /** The school's assignments of one type (GET: status, search, class, paging); a new draft (POST { type, title }). */
  assignments: '/assignments',
  /** How many of the same list are in each status (the tabs); GET with the list's filters but status. */
  counts: '/assignments/counts',
  /** The classes and sections an assignment can be set for (class_sections and classes with students); GET. */
  targetOptions: '/assignments/target-options',
  /** One assignment for staff (GET, with answers); autosave of its settings (PATCH, with `revision`); DELETE a draft. */
  assignment: '/assignments/:assignmentCode',
  /** Add a hand-written question; POST. */
  questions: '/assignments/:assignmentCode/questions',
  /** Edit (PUT) or remove (DELETE) one question. */
  question: '/assignments/:assignmentCode/questions/:questionId',
  /** The questions' new order; PUT { questionIds }. */
  questionOrder: '/assignments/:assignmentCode/question-order',
  /** The school's usable bank questions for the picker (class, subject, chapter, difficulty, search, paging); GET. */
  bankQuestions: '/assignments/:assignmentCode/bank-questions',
  /** Copy chosen bank questions in; POST { bankQuestionIds }. */
  fromBank: '/assignments/:assignmentCode/questions/from-bank',
  /** Save the given settings and targets and publish, all or nothing; POST. */
  publish: '/assignments/:assignmentCode/publish',
  /** Cancel a published assignment nobody has started; POST. */
  cancel: '/assignments/:assignmentCode/cancel',
  /** A new draft with the same settings and questions; POST. */
  copy: '/assignments/:assignmentCode/copy',
  /** Students with extra time (GET). */
  accommodations: '/assignments/:assignmentCode/accommodations',
  /** Set (PUT { extraMinutes }) or remove (DELETE) one student's extra time. */
  accommodation: '/assignments/:assignmentCode/accommodations/:candidateId',
  /** Students of the targeted classes, for the extra-time picker (search, paging); GET. */
  students: '/assignments/:assignmentCode/students',
} as const;

export const ASSESSMENT_AUTHORING_MESSAGES = {
  notFound: 'Assignment not found',
  questionNotFound: 'Question not found',
  notYours: 'Only the teacher who wrote this assignment, an admin or the school can change it',
  draftChanged: 'This assignment was changed in another tab or window. Reload it to see the latest version.',
  questionsFrozen: 'Students have started this assignment, so its questions can no longer change',
  publishedSetting: 'This setting cannot change once the assignment is published',
  closeOnlyLater: 'A published assignment’s closing time can only move later',
  notDraft: 'Only a draft can be deleted',
  notPublished: 'Only a published assignment can be cancelled',
  alreadyStarted: 'Students have started this assignment, so it cannot be cancelled',
  mcqOnly: 'An assessment has multiple-choice questions only',
  tooManyQuestions: `An assignment has at most ${ASSIGNMENT_LIMITS.questionsMax} questions`,
  bankNotUsable: 'Some chosen questions are not in your question bank',
  orderMismatch: 'Send every question of the assignment once',
  notTargeted: 'This student is not in a class the assignment is set for',
  publishInvalid: 'Some details need attention before publishing',
  cancelled: 'A cancelled assignment cannot change',
} as const;

const isoDateTime = z.iso.datetime({ offset: true });

/** A class the assignment is set for; no section means every section of it. */
export const assignmentTargetSchema = z
  .object({
    studentClass: z.enum(STUDENT_CLASSES),
    section: z.enum(SECTION_TYPES).nullable().default(null),
  })
  .strict();
export type AssignmentTarget = z.infer<typeof assignmentTargetSchema>;

export const rubricCriterionSchema = z
  .object({
    criterion: z.string().trim().min(1).max(300),
    marks: z.number().int().min(1).max(ASSIGNMENT_LIMITS.marksMax),
  })
  .strict();
export type RubricCriterionInput = z.infer<typeof rubricCriterionSchema>;

const promptSchema = z.string().trim().min(1).max(ASSIGNMENT_LIMITS.promptMax);
const marksSchema = z.number().int().min(1).max(ASSIGNMENT_LIMITS.marksMax);

const mcqInputSchema = z
  .object({
    kind: z.literal('MCQ'),
    prompt: promptSchema,
    options: z
      .array(z.string().trim().min(1).max(ASSIGNMENT_LIMITS.optionMax))
      .min(ASSIGNMENT_LIMITS.optionsMin)
      .max(ASSIGNMENT_LIMITS.optionsMax),
    answerIndex: z.number().int().min(0),
    explanation: z.string().trim().max(ASSIGNMENT_LIMITS.promptMax).default(''),
    marks: marksSchema.default(1),
  })
  .strict();
const writtenInputSchema = z
  .object({
    kind: z.literal('WRITTEN'),
    prompt: promptSchema,
    marks: marksSchema,
    allowFile: z.boolean().default(false),
    rubric: z.array(rubricCriterionSchema).max(ASSIGNMENT_LIMITS.rubricCriteriaMax).default([]),
    /** What a good answer says (shown to graders, and to students with the result). */
    explanation: z.string().trim().max(ASSIGNMENT_LIMITS.promptMax).default(''),
  })
  .strict();

/** A hand-written question: multiple choice with its answer, or written with marks and an optional rubric. */
export const assignmentQuestionInputSchema = z
  .discriminatedUnion('kind', [mcqInputSchema, writtenInputSchema])
  .superRefine((value, ctx) => {
    if (value.kind === 'MCQ') {
      const lowered = value.options.map((option) => option.toLowerCase());
      if (new Set(lowered).size !== lowered.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Options must all be different' });
      }
      if (value.answerIndex >= value.options.length) {
        ctx.addIssue({ code: 'custom', path: ['answerIndex'], message: 'The answer must be one of the options' });
      }
    } else if (value.rubric.length > 0) {
      const sum = value.rubric.reduce((total, line) => total + line.marks, 0);
      if (sum !== value.marks) {
        ctx.addIssue({
          code: 'custom',
          path: ['rubric'],
          message: `The rubric's marks add up to ${sum}; the question is worth ${value.marks}`,
        });
      }
    }
  });
export type AssignmentQuestionInput = z.input<typeof assignmentQuestionInputSchema>;

/** A question as staff see it (with the answer). */
export const staffQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: assignmentQuestionKindSchema,
  /** The bank question it was copied from (null: hand-written, or the bank question was removed). */
  bankQuestionId: z.string().nullable(),
  prompt: z.string(),
  options: z.array(z.string()).nullable(),
  answerIndex: z.number().int().nullable(),
  explanation: z.string(),
  marks: z.number().int(),
  allowFile: z.boolean(),
  rubric: z.array(z.object({ criterion: z.string(), marks: z.number().int() })),
});
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;

/**
 * The settings a draft autosave may carry (any subset). Null clears a value. Times are instants (the web sends
 * India's time as an ISO string with its offset).
 */
export const assignmentSettingsSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(ASSIGNMENT_LIMITS.titleMax),
    instructions: z.string().trim().max(ASSIGNMENT_LIMITS.instructionsMax),
    studentClass: z.enum(STUDENT_CLASSES).nullable(),
    subjectId: z.string().uuid().nullable(),
    chapterId: z.string().uuid().nullable(),
    opensAt: isoDateTime.nullable(),
    closesAt: isoDateTime.nullable(),
    timeLimitMinutes: z.number().int().min(1).max(ASSIGNMENT_LIMITS.timeLimitMinutesMax).nullable(),
    shuffleQuestions: z.boolean(),
    shuffleOptions: z.boolean(),
    resultRelease: resultReleaseSchema,
    faceCheckRequired: z.boolean(),
    faceRecheckMinutes: z
      .number()
      .int()
      .min(ASSIGNMENT_LIMITS.faceRecheckMinutesMin)
      .max(ASSIGNMENT_LIMITS.faceRecheckMinutesMax)
      .nullable(),
    scheduleFrequency: scheduleFrequencySchema.nullable(),
    scheduleEveryDays: z.number().int().min(1).max(ASSIGNMENT_LIMITS.customEveryDaysMax).nullable(),
    scheduleUntil: isoDateTime.nullable(),
    emailParents: z.boolean(),
    /** The classes (and sections) it is set for; saved with the draft, checked at publishing. */
    targets: z.array(assignmentTargetSchema).max(STUDENT_CLASSES.length * SECTION_TYPES.length),
  })
  .partial()
  .strict();
export type AssignmentSettings = z.infer<typeof assignmentSettingsSchema>;

/** An autosave: the revision the editor last saw, and what changed. */
export const assignmentPatchSchema = assignmentSettingsSchema.extend({ revision: z.number().int().min(0) }).strict();
export type AssignmentPatch = z.infer<typeof assignmentPatchSchema>;
/** Publishing: the dialog's settings saved and published at once (nothing changes if any check fails). */
export const publishAssignmentSchema = assignmentPatchSchema;
export type PublishAssignmentBody = z.infer<typeof publishAssignmentSchema>;

export const createAssignmentSchema = z
  .object({
    type: assignmentTypeSchema,
    title: z.string().trim().min(1).max(ASSIGNMENT_LIMITS.titleMax).optional(),
  })
  .strict();
export type CreateAssignmentBody = z.infer<typeof createAssignmentSchema>;

const attemptCountsSchema = z.object({
  started: z.number().int(),
  submitted: z.number().int(),
  graded: z.number().int(),
});

/** A row of the staff list. */
export const assignmentSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  customUrl: z.string(),
  type: assignmentTypeSchema,
  title: z.string(),
  status: assignmentStatusSchema,
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  timeLimitMinutes: z.number().int().nullable(),
  targets: z.array(z.object({ studentClass: z.enum(STUDENT_CLASSES), section: z.enum(SECTION_TYPES).nullable() })),
  questionCount: z.number().int(),
  totalMarks: z.number().int(),
  attempts: attemptCountsSchema,
  scheduleFrequency: scheduleFrequencySchema.nullable(),
  occurrence: z.number().int(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** This caller may change it (the school and admins any; a teacher their own). */
  canManage: z.boolean(),
  updatedAt: z.string(),
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;
export const assignmentSummaryPageSchema = pageOf(assignmentSummarySchema);

/** One assignment for staff: every setting, its targets, its questions with answers and how many attempted it. */
export const staffAssignmentSchema = assignmentSummarySchema.extend({
  state: z.enum(ASSIGNMENT_STATES),
  instructions: z.string(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  subject: z.object({ id: z.string(), name: z.string() }).nullable(),
  chapter: z.object({ id: z.string(), title: z.string() }).nullable(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  resultRelease: resultReleaseSchema,
  faceCheckRequired: z.boolean(),
  faceRecheckMinutes: z.number().int().nullable(),
  scheduleEveryDays: z.number().int().nullable(),
  scheduleUntil: z.string().nullable(),
  seriesId: z.string().nullable(),
  copiedFromId: z.string().nullable(),
  emailParents: z.boolean(),
  gradesReleasedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  revision: z.number().int(),
  questions: z.array(staffQuestionSchema),
  /** Somebody has started it: the questions are frozen. */
  questionsLocked: z.boolean(),
});
export type StaffAssignment = z.infer<typeof staffAssignmentSchema>;

export const assignmentListQuerySchema = pageQuerySchema.extend({
  type: assignmentTypeSchema,
  status: assignmentStatusSchema.optional(),
  search: z.string().trim().max(100).optional(),
  studentClass: z.enum(STUDENT_CLASSES).optional(),
});
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;
export const assignmentCountsQuerySchema = assignmentListQuerySchema.omit({ page: true, size: true, status: true });
export type AssignmentCountsQuery = z.infer<typeof assignmentCountsQuerySchema>;
export const assignmentStatusCountsSchema = z.object({
  ALL: z.number().int().nonnegative(),
  DRAFT: z.number().int().nonnegative(),
  SCHEDULED: z.number().int().nonnegative(),
  OPEN: z.number().int().nonnegative(),
  CLOSED: z.number().int().nonnegative(),
  GRADED: z.number().int().nonnegative(),
  CANCELLED: z.number().int().nonnegative(),
});
export type AssignmentStatusCounts = z.infer<typeof assignmentStatusCountsSchema>;

/** The classes of the school with their sections (from class_sections and the students' own classes). */
export const targetOptionsSchema = z.array(
  z.object({
    studentClass: z.enum(STUDENT_CLASSES),
    sections: z.array(z.object({ section: z.enum(SECTION_TYPES), students: z.number().int() })),
    students: z.number().int(),
  }),
);
export type TargetOptions = z.infer<typeof targetOptionsSchema>;

export const assignmentQuestionParamsSchema = z.object({
  assignmentCode: assignmentCodeSchema,
  questionId: z.string().uuid(),
});
export const accommodationParamsSchema = z.object({
  assignmentCode: assignmentCodeSchema,
  candidateId: z.string().uuid(),
});

export const questionOrderSchema = z
  .object({ questionIds: z.array(z.string().uuid()).min(1).max(ASSIGNMENT_LIMITS.questionsMax) })
  .strict();
export const fromBankSchema = z
  .object({
    bankQuestionIds: z.array(z.string().uuid()).min(1).max(ASSIGNMENT_LIMITS.questionsMax),
    /** Marks for each copied question. */
    marks: marksSchema.default(1),
  })
  .strict();

/** The bank picker's filters: the school's usable pool (own, adopted, open; approved only). */
export const bankPickerQuerySchema = pageQuerySchema.extend({
  studentClass: z.enum(STUDENT_CLASSES).optional(),
  subjectId: z.string().uuid().optional(),
  /** By name across own, adopted and open questions (the open set has no subject ids). */
  subject: z.string().trim().max(80).optional(),
  chapterId: z.string().uuid().optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type BankPickerQuery = z.infer<typeof bankPickerQuerySchema>;
export const bankPickerQuestionSchema = z.object({
  id: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
  answerIndex: z.number().int(),
  explanation: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  studentClass: z.enum(STUDENT_CLASSES),
  subjectName: z.string(),
  chapterTitle: z.string().nullable(),
  /** Already in this assignment. */
  added: z.boolean(),
});
export type BankPickerQuestion = z.infer<typeof bankPickerQuestionSchema>;
export const bankPickerPageSchema = pageOf(bankPickerQuestionSchema);

export const accommodationSchema = z.object({
  candidateId: z.string(),
  name: z.string(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  extraMinutes: z.number().int(),
});
export type Accommodation = z.infer<typeof accommodationSchema>;
export const accommodationListSchema = z.array(accommodationSchema);
export const accommodationBodySchema = z
  .object({ extraMinutes: z.number().int().min(1).max(ASSIGNMENT_LIMITS.extraMinutesMax) })
  .strict();

export const targetedStudentSchema = z.object({
  candidateId: z.string(),
  name: z.string(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  rollNumber: z.string().nullable(),
  extraMinutes: z.number().int().nullable(),
});
export const targetedStudentPageSchema = pageOf(targetedStudentSchema);
export const targetedStudentQuerySchema = pageQuerySchema.extend({ search: z.string().trim().max(100).optional() });
