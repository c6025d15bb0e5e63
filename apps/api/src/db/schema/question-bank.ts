/**
 * The question bank: schools' questions (institute_id null = the open practice set), practice attempts, question
 * paper downloads and adoptions of one school's bank by another.
 */
import { ADOPTION_STATUSES, DIFFICULTIES, QUESTION_STATUSES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
import { chapters, subjects } from './academic';
import { boardEnum, institutes } from './institute';
import { studentClassEnum, users } from './user';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const questionStatusEnum = pgEnum('question_status', QUESTION_STATUSES);
export const difficultyEnum = pgEnum('difficulty', DIFFICULTIES);
export const adoptionStatusEnum = pgEnum('adoption_status', ADOPTION_STATUSES);

export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: the open practice set (visitors, individuals and every student). */
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    stem: text('stem').notNull(),
    options: text('options').array().notNull(),
    answerIndex: integer('answer_index').notNull(),
    explanation: text('explanation').notNull().default(''),
    difficulty: difficultyEnum('difficulty').notNull(),
    board: boardEnum('board').notNull(),
    studentClass: studentClassEnum('student_class').notNull(),
    /** The school's subject; the name is kept beside it so practice can group by name across schools. */
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    subjectName: text('subject_name').notNull(),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    chapterTitle: text('chapter_title'),
    topic: text('topic'),
    status: questionStatusEnum('status').notNull().default('PENDING_REVIEW'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** A quiz question this was taken from (a suggestion), so one school takes each suggestion once. */
    suggestionId: uuid('suggestion_id'),
    /** Removed by its school: kept for papers and practice history, shown nowhere new. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Global search (modules/search), kept by PostgreSQL: the stem A, subject, chapter and topic B, explanation C. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, stem) || to_tsvector('simple'::regconfig, stem), 'A') || setweight(to_tsvector('simple'::regconfig, subject_name || ' ' || coalesce(chapter_title, '') || ' ' || coalesce(topic, '')), 'B') || setweight(to_tsvector('english'::regconfig, explanation), 'C')`,
      ),
  },
  (table) => [
    index('bank_questions_search_idx').using('gin', table.search),
    index('bank_questions_pool_idx').on(table.instituteId, table.status, table.studentClass, table.subjectName),
    index('bank_questions_author_idx').on(table.authorId, table.createdAt.desc().nullsFirst()),
    uniqueIndex('bank_questions_suggestion_key')
      .on(table.instituteId, table.suggestionId)
      .where(sql`${table.suggestionId} is not null`),
    check(
      'bank_questions_answer_in_options',
      sql`${table.answerIndex} >= 0 and ${table.answerIndex} < cardinality(${table.options})`,
    ),
  ],
);

/** A player's practice of one question: the latest answer and how often they tried. */
export const mcqAttempts = pgTable(
  'mcq_attempts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => bankQuestions.id, { onDelete: 'cascade' }),
    selectedIndex: integer('selected_index').notNull(),
    correct: boolean('correct').notNull(),
    attempts: integer('attempts').notNull().default(1),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('mcq_attempts_user_recent_idx').on(table.userId, table.answeredAt.desc().nullsFirst()),
  ],
);

export const questionPaperDownloads = pgTable(
  'question_paper_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    questionIds: uuid('question_ids').array().notNull(),
    includeAnswerKey: boolean('include_answer_key').notNull(),
    /** Storage keys of the PDFs made at request time (a later edit of a question does not change a paper). */
    paperKey: text('paper_key').notNull(),
    answerKeyKey: text('answer_key_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('question_paper_downloads_recent_idx').on(table.instituteId, table.createdAt.desc().nullsFirst())],
);

/** One school (requester) asking to use another's (owner) approved questions. */
export const questionBankAdoptions = pgTable(
  'question_bank_adoptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterInstituteId: uuid('requester_institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    ownerInstituteId: uuid('owner_institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    status: adoptionStatusEnum('status').notNull().default('PENDING'),
    message: text('message').notNull().default(''),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** SHA-256 of the emailed link's token; cleared once the request is answered. */
    linkTokenHash: text('link_token_hash'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('question_bank_adoptions_open_key')
      .on(table.requesterInstituteId, table.ownerInstituteId)
      .where(sql`${table.status} in ('PENDING', 'ACCEPTED')`),
    index('question_bank_adoptions_owner_idx').on(table.ownerInstituteId, table.status),
  ],
);
