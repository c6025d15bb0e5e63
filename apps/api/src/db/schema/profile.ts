/**
 * Profiles (issue 20 §1): the about part and pictures (one row per person, made on the first save), the dated
 * entries of experience, education, certifications and achievements, skills and teachers' endorsements of them.
 * Everything here is the person's own data: erasing the person deletes the rows (cascade) and the files under
 * `profile/<user id>/`.
 */
import { PROFILE_ENTRY_KINDS } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import {
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
import { users } from './user';

export const profileEntryKindEnum = pgEnum('profile_entry_kind', PROFILE_ENTRY_KINDS);

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline'),
  about: text('about'),
  location: text('location'),
  /** Storage keys under `profile/<user id>/`: WebP made by the uploads' photo pipeline. */
  pictureKey: text('picture_key'),
  backgroundKey: text('background_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profileEntries = pgTable(
  'profile_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: profileEntryKindEnum('kind').notNull(),
    title: text('title').notNull(),
    organisation: text('organisation'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    description: text('description'),
    link: text('link'),
    /** A certificate's picture or PDF, an achievement's picture: `profile/<user id>/<uuid>.webp|pdf`. */
    fileKey: text('file_key'),
    /** Lower first; the owner reorders. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_entries_user_idx').on(table.userId, table.kind, table.position)],
);

export const profileSkills = pgTable(
  'profile_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('profile_skills_user_name_key').on(table.userId, sql`lower(${table.name})`)],
);

/** A teacher of the student's school vouching for one skill; gone with the skill or the teacher's account. */
export const skillEndorsements = pgTable(
  'skill_endorsements',
  {
    skillId: uuid('skill_id')
      .notNull()
      .references(() => profileSkills.id, { onDelete: 'cascade' }),
    endorserId: uuid('endorser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.skillId, table.endorserId] }),
    index('skill_endorsements_endorser_idx').on(table.endorserId),
  ],
);
