/**
 * Assignments and assessments (issue 18): the assignment with its settings and schedule, the classes it is set for,
 * its questions, per-student extra time, students' attempts and answers, face enrolments and face checks.
 * An attempt's deadline is fixed by the server when it starts; answers are one row per question, replaced as the
 * student changes their mind (the newest `client_seq` wins), so a retried save never overwrites a later one.
 */
import {
  ASSIGNMENT_QUESTION_KINDS,
  ASSIGNMENT_STATES,
  ASSIGNMENT_TYPES,
  ATTEMPT_STATUSES,
  ATTEMPT_SUBMITTERS,
  FACE_CHECK_STAGES,
  FACE_OUTCOMES,
  FACE_REVIEW_STATES,
  IDENTITY_CHECKS,
  RESULT_RELEASES,
  SCHEDULE_FREQUENCIES,
} from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chapters, subjects } from './academic';
import { institutes } from './institute';
import { bankQuestions } from './question-bank';
import { sectionTypeEnum, studentClassEnum, users } from './user';

export const assignmentTypeEnum = pgEnum('assignment_type', ASSIGNMENT_TYPES);
export const assignmentStateEnum = pgEnum('assignment_state', ASSIGNMENT_STATES);
export const scheduleFrequencyEnum = pgEnum('schedule_frequency', SCHEDULE_FREQUENCIES);
export const resultReleaseEnum = pgEnum('result_release', RESULT_RELEASES);
export const assignmentQuestionKindEnum = pgEnum('assignment_question_kind', ASSIGNMENT_QUESTION_KINDS);
export const attemptStatusEnum = pgEnum('attempt_status', ATTEMPT_STATUSES);
export const attemptSubmitterEnum = pgEnum('attempt_submitter', ATTEMPT_SUBMITTERS);
export const identityCheckEnum = pgEnum('identity_check', IDENTITY_CHECKS);
export const faceOutcomeEnum = pgEnum('face_outcome', FACE_OUTCOMES);
export const faceCheckStageEnum = pgEnum('face_check_stage', FACE_CHECK_STAGES);
export const faceReviewStateEnum = pgEnum('face_review_state', FACE_REVIEW_STATES);

/** One rubric line of a written question: what is looked for and how many marks it is worth. */
export interface RubricCriterion {
  criterion: string;
  marks: number;
}

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** `assignmentCode` of the details page: 8 upper-case letters and digits, unique. */
    code: text('code').notNull(),
    /** `customUrl` of the attempt page: the title's words and the code, lower case. */
    customUrl: text('custom_url').notNull(),
    type: assignmentTypeEnum('type').notNull(),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    /** The class and subject the author writes for (the bank filters); the classes it is set for are targets. */
    studentClass: studentClassEnum('student_class'),
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    state: assignmentStateEnum('state').notNull().default('DRAFT'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** Null: no limit beyond the closing time. */
    timeLimitMinutes: integer('time_limit_minutes'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    resultRelease: resultReleaseEnum('result_release').notNull().default('AFTER_CLOSE'),
    faceCheckRequired: boolean('face_check_required').notNull().default(false),
    /** Null: one check before the attempt only; otherwise a check every N minutes during it too. */
    faceRecheckMinutes: integer('face_recheck_minutes'),
    scheduleFrequency: scheduleFrequencyEnum('schedule_frequency'),
    /** CUSTOM schedules: every N days. */
    scheduleEveryDays: integer('schedule_every_days'),
    /** No occurrence opens after this. */
    scheduleUntil: timestamp('schedule_until', { withTimezone: true }),
    /** The occurrences of one schedule share a series (the first occurrence's id) and count up from 1. */
    seriesId: uuid('series_id'),
    occurrence: integer('occurrence').notNull().default(1),
    copiedFromId: uuid('copied_from_id'),
    /** Created from a newsletter (issue 19); no foreign key until newsletters exist. */
    newsletterId: uuid('newsletter_id'),
    totalMarks: integer('total_marks').notNull().default(0),
    /** Moved by every saved draft change: a save carrying an older revision is refused (two tabs, a stale retry). */
    revision: integer('revision').notNull().default(0),
    gradesReleasedAt: timestamp('grades_released_at', { withTimezone: true }),
    /** Minors' parents get the grade by email when grades are released (the school's choice). */
    emailParents: boolean('email_parents').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('assignments_code_key').on(table.code),
    uniqueIndex('assignments_custom_url_key').on(table.customUrl),
    uniqueIndex('assignments_series_occurrence_key')
      .on(table.seriesId, table.occurrence)
      .where(sql`${table.seriesId} is not null`),
    index('assignments_institute_idx').on(table.instituteId, table.type, table.state, table.closesAt),
    index('assignments_schedule_idx')
      .on(table.closesAt)
      .where(sql`${table.scheduleFrequency} is not null and ${table.state} = 'PUBLISHED'`),
    check(
      'assignments_times_in_order',
      sql`${table.opensAt} is null or ${table.closesAt} is null or ${table.opensAt} < ${table.closesAt}`,
    ),
    check(
      'assignments_published_has_times',
      sql`${table.state} <> 'PUBLISHED' or (${table.opensAt} is not null and ${table.closesAt} is not null)`,
    ),
  ],
);

/** The classes (and optionally one section of each) an assignment is set for. Null section: every section. */
export const assignmentTargets = pgTable(
  'assignment_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentClass: studentClassEnum('student_class').notNull(),
    section: sectionTypeEnum('section'),
  },
  (table) => [
    unique('assignment_targets_key').on(table.assignmentId, table.studentClass, table.section).nullsNotDistinct(),
    index('assignment_targets_class_idx').on(table.studentClass, table.section),
  ],
);

export const assignmentQuestions = pgTable(
  'assignment_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: assignmentQuestionKindEnum('kind').notNull(),
    /** Taken from the school's question bank (copied in: a later edit of the bank does not change a set paper). */
    bankQuestionId: uuid('bank_question_id').references(() => bankQuestions.id, { onDelete: 'set null' }),
    prompt: text('prompt').notNull(),
    /** MCQ only. */
    options: text('options').array(),
    answerIndex: integer('answer_index'),
    explanation: text('explanation').notNull().default(''),
    marks: integer('marks').notNull().default(1),
    /** WRITTEN only: a file may be attached to the answer. */
    allowFile: boolean('allow_file').notNull().default(false),
    rubric: jsonb('rubric').$type<RubricCriterion[]>().notNull().default([]),
  },
  (table) => [
    index('assignment_questions_order_idx').on(table.assignmentId, table.position),
    check(
      'assignment_questions_mcq_shape',
      sql`${table.kind} <> 'MCQ' or (${table.options} is not null and ${table.answerIndex} >= 0 and ${table.answerIndex} < cardinality(${table.options}))`,
    ),
    check('assignment_questions_marks_positive', sql`${table.marks} > 0`),
  ],
);

/** Extra time for one student on one assignment (an accommodation). */
export const assignmentAccommodations = pgTable(
  'assignment_accommodations',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraMinutes: integer('extra_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.candidateId] })],
);

export const assignmentAttempts = pgTable(
  'assignment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student's class and section when they started (analytics per class). */
    studentClass: studentClassEnum('student_class'),
    section: sectionTypeEnum('section'),
    status: attemptStatusEnum('status').notNull().default('IN_PROGRESS'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The earlier of the closing time and start + limit + extra time; answers saved by then count. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: attemptSubmitterEnum('submitted_by'),
    /** The key of the submission that was stored; a retry with any key gets the stored one. */
    submissionKey: text('submission_key'),
    /** The questions in the order this student sees them, and each MCQ's option order (shuffles). */
    questionOrder: uuid('question_order').array().notNull(),
    optionOrders: jsonb('option_orders').$type<Record<string, number[]>>().notNull().default({}),
    /** Moved by every saved answer (the quiz's optimistic submission, quiz-submission.ts). */
    answersVersion: integer('answers_version').notNull().default(0),
    score: integer('score'),
    maxScore: integer('max_score').notNull().default(0),
    timeTakenSeconds: integer('time_taken_seconds'),
    identityCheck: identityCheckEnum('identity_check').notNull().default('NOT_REQUIRED'),
    /** The teacher who attested identity (no consent for face checks) or decided a flagged check. */
    identityDecidedBy: uuid('identity_decided_by').references(() => users.id, { onDelete: 'set null' }),
    identityDecidedAt: timestamp('identity_decided_at', { withTimezone: true }),
    identityNote: text('identity_note'),
    feedback: text('feedback'),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('assignment_attempts_student_key').on(table.assignmentId, table.candidateId),
    index('assignment_attempts_institute_idx').on(table.instituteId, table.assignmentId, table.status),
    index('assignment_attempts_candidate_idx').on(table.candidateId, table.startedAt.desc().nullsFirst()),
    index('assignment_attempts_open_idx').on(table.deadlineAt).where(sql`${table.status} = 'IN_PROGRESS'`),
  ],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => assignmentAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => assignmentQuestions.id, { onDelete: 'cascade' }),
    /** MCQ: the index in the question's stored options (not the shuffled order). Null: cleared. */
    selectedIndex: integer('selected_index'),
    textAnswer: text('text_answer'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    /** The browser's counter for this question: a save older than the stored one is ignored (retries, reorders). */
    clientSeq: integer('client_seq').notNull().default(0),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** MCQ: set when the attempt is scored. */
    correct: boolean('correct'),
    marksAwarded: integer('marks_awarded'),
    feedback: text('feedback'),
    rubricMarks: jsonb('rubric_marks').$type<number[]>(),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

/**
 * A student's face enrolment: the descriptor the checks compare with (128 numbers) and the reference picture the
 * school's reviewers see beside a flagged check. Made only with consent for this purpose; removed with it.
 */
export const faceEnrolments = pgTable('face_enrolments', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  instituteId: uuid('institute_id')
    .notNull()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  descriptor: real('descriptor').array().notNull(),
  pictureKey: text('picture_key'),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One face check of an attempt; the picture is kept only when the check did not pass, until after its review. */
export const faceChecks = pgTable(
  'face_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => assignmentAttempts.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: faceCheckStageEnum('stage').notNull(),
    outcome: faceOutcomeEnum('outcome').notNull(),
    /** What the device found before sending (kept to compare with the server's verdict). */
    deviceOutcome: faceOutcomeEnum('device_outcome'),
    distance: real('distance'),
    pictureKey: text('picture_key'),
    reviewState: faceReviewStateEnum('review_state').notNull().default('NONE'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewReason: text('review_reason'),
    /** Set at review: the kept picture is deleted after this (FACE_PICTURE_RETENTION_DAYS). */
    pictureDeleteAfter: timestamp('picture_delete_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('face_checks_attempt_idx').on(table.attemptId, table.createdAt),
    index('face_checks_review_idx').on(table.instituteId, table.reviewState, table.createdAt),
    index('face_checks_retention_idx').on(table.pictureDeleteAfter).where(sql`${table.pictureKey} is not null`),
  ],
);
