/**
 * Quizzes: the daily quiz generated from the day's articles and faculty quizzes, their questions, players'
 * sessions and answers, and each player's daily totals that leaderboards and summaries read.
 */
import { QUIZ_GENERATION_STATUSES, QUIZ_KINDS, QUIZ_SESSION_STATUSES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutes } from './institute';
import { articles, topicCategoryEnum } from './news';
import { bankQuestions } from './question-bank';
import { sectionTypeEnum, studentClassEnum, users } from './user';

export const quizKindEnum = pgEnum('quiz_kind', QUIZ_KINDS);
export const quizSessionStatusEnum = pgEnum('quiz_session_status', QUIZ_SESSION_STATUSES);
export const quizGenerationStatusEnum = pgEnum('quiz_generation_status', QUIZ_GENERATION_STATUSES);

/** One row per day the daily quiz was (or is being) generated. */
export const quizGenerationRuns = pgTable('quiz_generation_runs', {
  quizDate: date('quiz_date').primaryKey(),
  status: quizGenerationStatusEnum('status').notNull().default('PENDING'),
  articleCount: integer('article_count').notNull().default(0),
  questionCount: integer('question_count').notNull().default(0),
  error: text('error'),
  /** A running generation's claim holds until then (a crashed worker's claim expires). */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customUrl: text('custom_url').notNull(),
    kind: quizKindEnum('kind').notNull(),
    title: text('title').notNull(),
    /** The daily quiz's day; a faculty quiz's first day. */
    quizDate: date('quiz_date').notNull(),
    opensOn: date('opens_on').notNull(),
    closesOn: date('closes_on').notNull(),
    /** FACULTY quizzes: the school and class they are for. */
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    studentClass: studentClassEnum('student_class'),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    /** Questions each session gets (the daily pool is larger). */
    sessionQuestionCount: integer('session_question_count').notNull(),
    closed: boolean('closed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quizzes_custom_url_key').on(table.customUrl),
    uniqueIndex('quizzes_daily_key').on(table.quizDate).where(sql`${table.kind} = 'DAILY'`),
    index('quizzes_institute_idx').on(table.instituteId, table.opensOn),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    stem: text('stem').notNull(),
    options: text('options').array().notNull(),
    answerIndex: integer('answer_index').notNull(),
    explanation: text('explanation').notNull().default(''),
    category: topicCategoryEnum('category'),
    /** NUMBER or NAME for generated questions, BANK for faculty quizzes. */
    kind: text('kind').notNull(),
    sourceArticleId: uuid('source_article_id').references(() => articles.id, { onDelete: 'set null' }),
    bankQuestionId: uuid('bank_question_id').references(() => bankQuestions.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('quiz_questions_position_key').on(table.quizId, table.position),
    index('quiz_questions_article_idx').on(table.sourceArticleId),
  ],
);

/** A player's quiz settings (`/quiz-settings`); no row = all categories, audio on. */
export const quizSettings = pgTable('quiz_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  categories: topicCategoryEnum('categories').array().notNull().default(sql`'{}'`),
  audioEnabled: boolean('audio_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quizSessions = pgTable(
  'quiz_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The player's school, class and section when they started (leaderboards group by these). */
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    studentClass: studentClassEnum('student_class'),
    section: sectionTypeEnum('section'),
    /** The day the result counts for (reading zone). */
    scoreDay: date('score_day').notNull(),
    /** The session's questions in the order shown. */
    questionIds: uuid('question_ids').array().notNull(),
    status: quizSessionStatusEnum('status').notNull().default('IN_PROGRESS'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The key of the submission that was stored; a retry with any key gets the stored result. */
    submissionKey: text('submission_key'),
    score: integer('score'),
    totalAttempted: integer('total_attempted'),
    totalRight: integer('total_right'),
    totalWrong: integer('total_wrong'),
    skipped: integer('skipped'),
    timeTakenSeconds: integer('time_taken_seconds'),
    /**
     * Moved by every saved answer: a submission scored from answers read without a lock is written only if this is
     * still what it read (quiz-submission.ts), so an answer saved meanwhile is never left out of the score.
     */
    answersVersion: integer('answers_version').notNull().default(0),
  },
  (table) => [
    uniqueIndex('quiz_sessions_player_key').on(table.quizId, table.userId),
    index('quiz_sessions_user_idx').on(table.userId, table.startedAt.desc().nullsFirst()),
    index('quiz_sessions_open_idx').on(table.deadlineAt).where(sql`${table.status} = 'IN_PROGRESS'`),
  ],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => quizSessions.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** Null: skipped. */
    selectedIndex: integer('selected_index'),
    correct: boolean('correct'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.questionId] })],
);

/** Each player's totals per day, written in the submission's transaction; leaderboards and summaries read these. */
export const quizDailyScores = pgTable(
  'quiz_daily_scores',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    studentClass: studentClassEnum('student_class'),
    section: sectionTypeEnum('section'),
    quizzesPlayed: integer('quizzes_played').notNull().default(0),
    score: integer('score').notNull().default(0),
    attempted: integer('attempted').notNull().default(0),
    right: integer('right_answers').notNull().default(0),
    wrong: integer('wrong_answers').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    timeTakenSeconds: integer('time_taken_seconds').notNull().default(0),
    lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    index('quiz_daily_scores_day_idx').on(table.day),
    index('quiz_daily_scores_institute_day_idx').on(table.instituteId, table.day),
  ],
);
