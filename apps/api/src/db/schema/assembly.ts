/**
 * The morning assembly (issue 19 §1, §2): each school's settings, one bulletin per school and school day, the wishes
 * sent on a birthday, and which staff members share their birthday. A bulletin keeps who had a birthday and who
 * topped the quiz as user ids only: names are read (and filtered for the viewer) when it is shown.
 */
import { THOUGHT_SOURCES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutes } from './institute';
import { users } from './user';

export const thoughtSourceEnum = pgEnum('assembly_thought_source', THOUGHT_SOURCES);
export const bulletinAudioStatusEnum = pgEnum('assembly_audio_status', ['PENDING', 'READY', 'FAILED', 'UNAVAILABLE']);

export interface StoredAnnouncement {
  text: string;
  endsOn: string;
}

export const assemblySettings = pgTable('assembly_settings', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  /** ISO weekdays, Monday 1 … Sunday 7. */
  schoolDays: integer('school_days').array().notNull(),
  /** HH:MM in `time_zone`. */
  assemblyTime: text('assembly_time').notNull(),
  timeZone: text('time_zone').notNull(),
  headlineCount: integer('headline_count').notNull(),
  /** Class group → news categories that suit it. */
  classGroupCategories: jsonb('class_group_categories').$type<Record<string, string[]>>().notNull(),
  thoughtSource: thoughtSourceEnum('thought_source').notNull(),
  ownThoughts: jsonb('own_thoughts').$type<string[]>().notNull(),
  announcements: jsonb('announcements').$type<StoredAnnouncement[]>().notNull(),
  holidays: jsonb('holidays').$type<string[]>().notNull(),
  birthdaysEnabled: boolean('birthdays_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export interface StoredHeadline {
  articleId: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  classGroups: string[];
}

export interface StoredTopper {
  userId: string;
  score: number;
  position: number;
}

export const assemblyBulletins = pgTable(
  'assembly_bulletins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** The school day, in the school's calendar. */
    day: date('day').notNull(),
    /** When it goes out (and is locked). */
    assemblyAt: timestamp('assembly_at', { withTimezone: true }).notNull(),
    /** Moves with every edit: a stale edit is refused, and the audio is made per revision. */
    revision: integer('revision').notNull().default(1),
    headlines: jsonb('headlines').$type<StoredHeadline[]>().notNull(),
    announcements: jsonb('announcements').$type<string[]>().notNull(),
    thoughtText: text('thought_text'),
    thoughtAuthor: text('thought_author'),
    birthdayUserIds: jsonb('birthday_user_ids').$type<string[]>().notNull(),
    toppers: jsonb('toppers').$type<StoredTopper[]>().notNull(),
    correctionNote: text('correction_note'),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    audioStatus: bulletinAudioStatusEnum('audio_status').notNull().default('PENDING'),
    /** The revision the stored audio reads; audio is current when it equals `revision`. */
    audioRevision: integer('audio_revision'),
    audioKey: text('audio_key'),
    audioDurationSeconds: integer('audio_duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('assembly_bulletins_institute_day_key').on(table.instituteId, table.day),
    index('assembly_bulletins_audio_idx')
      .on(table.assemblyAt)
      .where(sql`${table.audioRevision} is distinct from ${table.revision}`),
  ],
);

export const birthdayWishes = pgTable(
  'birthday_wishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The birthday (school calendar day) the wish is for: one wish per sender per birthday. */
    day: date('day').notNull(),
    message: text('message'),
    sticker: text('sticker'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Removed by the birthday person, its sender or the school's moderators: hidden everywhere, and kept (without
     * who removed it) so the once-per-birthday key still stops the same wish being sent again.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('birthday_wishes_once_key').on(table.recipientId, table.senderId, table.day),
    index('birthday_wishes_recipient_idx').on(table.recipientId, table.day),
    check('birthday_wishes_has_content', sql`${table.message} is not null or ${table.sticker} is not null`),
  ],
);

/** Staff who chose to have their birthday shown (off by default: no row). */
export const staffBirthdaySharing = pgTable('staff_birthday_sharing', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
