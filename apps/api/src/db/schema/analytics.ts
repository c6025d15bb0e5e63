/**
 * School analytics (issue 21 §2): daily totals per school, India day, class and metric, recomputed from the raw
 * events by the rollup job (modules/analytics/analytics.job.ts). Requests read these rows only, never the events.
 * No row names a person: a class's figures are sums over its students.
 */
import { bigint, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutes } from './institute';

export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** The day in India time (Asia/Kolkata, UTC+05:30, no daylight saving). */
    day: date('day').notNull(),
    /** What is counted: reads, quiz, mcq, posts, … (modules/analytics/analytics-metrics.ts). */
    metric: text('metric').notNull(),
    /** A class code, or '' for the whole school (staff, people without a class, school-wide metrics). */
    studentClass: text('student_class').notNull().default(''),
    /** A second split where the metric has one (a news category, the whole hours a report waited), else ''. */
    dimension: text('dimension').notNull().default(''),
    /** The metric's sum (reads, right answers, marks …). */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** What the sum is out of, where it has one (players, questions answered, full marks), else 0. */
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.instituteId, table.day, table.metric, table.studentClass, table.dimension] }),
  ],
);

/** Per school: when its year of rollups was first computed (a school without one is backfilled by the next run). */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  backfilledAt: timestamp('backfilled_at', { withTimezone: true }).notNull().defaultNow(),
});
