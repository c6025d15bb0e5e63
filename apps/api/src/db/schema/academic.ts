/** An institute's academic structure: sessions, class sections, subjects, chapters and curriculum. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutes } from './institute';
import { sectionTypeEnum, studentClassEnum, users } from './user';

export const academicSessions = pgTable(
  'academic_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** The session runs from this year into the next: label `2026-27`. */
    startYear: integer('start_year').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('academic_sessions_institute_year_key').on(table.instituteId, table.startYear),
    uniqueIndex('academic_sessions_one_current_key').on(table.instituteId).where(sql`${table.isCurrent}`),
  ],
);

/** A class and section the institute runs (e.g. Class 8, section B). */
export const classSections = pgTable(
  'class_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    studentClass: studentClassEnum('student_class').notNull(),
    section: sectionTypeEnum('section').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('class_sections_key').on(table.instituteId, table.studentClass, table.section)],
);

export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('subjects_institute_name_key').on(table.instituteId, sql`lower(${table.name})`)],
);

/** A subject taught in a class section (`classSectionSubjectList`), with the faculty member assigned. */
export const classSectionSubjects = pgTable(
  'class_section_subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    classSectionId: uuid('class_section_id')
      .notNull()
      .references(() => classSections.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    facultyId: uuid('faculty_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('class_section_subjects_key').on(table.classSectionId, table.subjectId),
    index('class_section_subjects_faculty_idx').on(table.facultyId),
  ],
);

/** Chapters of a subject for one class (the same subject differs by class). */
export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    studentClass: studentClassEnum('student_class').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chapters_subject_class_idx').on(table.instituteId, table.subjectId, table.studentClass, table.position),
  ],
);

export const curriculumStatusEnum = pgEnum('curriculum_status', ['PLANNED', 'IN_PROGRESS', 'DONE']);

/** The plan of a session: when each chapter of a class is taught. */
export const curriculumEntries = pgTable(
  'curriculum_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    plannedStart: date('planned_start'),
    plannedEnd: date('planned_end'),
    status: curriculumStatusEnum('status').notNull().default('PLANNED'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('curriculum_entries_key').on(table.sessionId, table.chapterId)],
);
