/** Stories people send the Noticeboard team about using Noticeboard (issue 21 §4), approved or declined by an operator. */
import { USER_STORY_STATUSES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './user';

export const userStoryStatusEnum = pgEnum('user_story_status', USER_STORY_STATUSES);

export const userStories = pgTable(
  'user_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The author; their stories go with their account. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    story: text('story').notNull(),
    /** Storage key of the re-encoded picture (WebP, no metadata), if one was sent. */
    pictureKey: text('picture_key'),
    status: userStoryStatusEnum('status').notNull().default('PENDING'),
    /** The operator who decided, as the operator command names them. */
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why a story was declined (for the team's own record). */
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One waiting story per person: a second send meets this index (409), even when two race.
    uniqueIndex('user_stories_one_pending_key').on(table.userId).where(sql`${table.status} = 'PENDING'`),
    index('user_stories_user_idx').on(table.userId, table.createdAt),
    index('user_stories_pending_idx').on(table.createdAt).where(sql`${table.status} = 'PENDING'`),
    check('user_stories_story_length', sql`char_length(${table.story}) between 50 and 2000`),
  ],
);
