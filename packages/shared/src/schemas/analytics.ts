/**
 * Analytics (issue 21 §2; spec §2 `/analytics`, §9 date ranges and K/M/B). A school's staff (the school account,
 * its admins and faculty) read their own school's totals and per-class figures over a range; anyone signed in reads
 * their own reading and quiz history. Never one child's figures for the school: a class's numbers are sums.
 *
 * Every chart has the same shape, so the page, its "Show as table" alternative and the CSV download read one thing:
 * `series` names the lines or bars, `points` the x positions, each with one value per series (null: nothing to
 * average). Ranges are the leaderboards' spec §9 ranges (alternate codes accepted); days are India days.
 */
import { z } from 'zod';
import { QUIZ_DATE_RANGES, quizDateRangeSchema } from './quiz-leaderboard';

export const ANALYTICS_PATHS = {
  /** School staff: GET ?range — the school's headline numbers and charts. */
  school: '/analytics',
  /** Anyone signed in: GET ?range — their own reading, daily quiz and MCQ practice. */
  me: '/analytics/me',
  /** School staff: GET ?range — one chart of the school view as CSV. */
  csv: '/analytics/:chart.csv',
} as const;

export const ANALYTICS_CHARTS = [
  'reading',
  'reading-by-class',
  'top-categories',
  'quiz',
  'quiz-by-class',
  'mcq',
  'community',
  'reports-handled',
  'question-bank',
  'assessments',
] as const;
export type AnalyticsChartKey = (typeof ANALYTICS_CHARTS)[number];

/** How points of a time chart are grouped: days up to 30 days, weeks for 90, months for 365. */
export const ANALYTICS_BUCKETS = ['DAY', 'WEEK', 'MONTH'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

export const ANALYTICS_MESSAGES = {
  schoolOnly: 'School analytics are for the staff of a school',
  empty: 'No activity yet in this range — analytics fill in as students read, take quizzes and post',
  emptyOwn: 'Nothing yet in this range — read an article or play the daily quiz and it shows here',
} as const;

export const analyticsRangeQuerySchema = z.object({
  range: quizDateRangeSchema.default('LAST_30_DAYS'),
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

export const analyticsChartParamsSchema = z.object({ chart: z.enum(ANALYTICS_CHARTS) });

export const analyticsSeriesSchema = z.object({ key: z.string(), label: z.string() });

export const analyticsPointSchema = z.object({
  /** The x position as people read it: "29 Nov", "Nov 2026", "Class 8", "Sports". */
  x: z.string(),
  values: z.array(z.number().nullable()),
});

export const analyticsChartSchema = z.object({
  key: z.enum(ANALYTICS_CHARTS),
  title: z.string(),
  /** One sentence a screen reader (and a busy head teacher) reads instead of the picture. */
  summary: z.string(),
  kind: z.enum(['line', 'bar']),
  /** The x axis's name (the table's first column): "Day", "Week starting", "Month", "Class", "Category". */
  xLabel: z.string(),
  series: z.array(analyticsSeriesSchema),
  points: z.array(analyticsPointSchema),
});
export type AnalyticsChart = z.infer<typeof analyticsChartSchema>;

export const ANALYTICS_HEADLINE_KINDS = ['COUNT', 'PERCENT', 'HOURS', 'SCORE'] as const;

export const analyticsHeadlineSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Null when there is nothing to average (no quiz played, no report handled). */
  value: z.number().nullable(),
  kind: z.enum(ANALYTICS_HEADLINE_KINDS),
});
export type AnalyticsHeadline = z.infer<typeof analyticsHeadlineSchema>;

export const analyticsViewSchema = z.object({
  scope: z.enum(['SCHOOL', 'ME']),
  range: z.enum(QUIZ_DATE_RANGES),
  /** First and last India day counted (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  bucket: z.enum(ANALYTICS_BUCKETS),
  /** True when nothing at all happened in the range (the page shows its empty state). */
  empty: z.boolean(),
  headlines: z.array(analyticsHeadlineSchema),
  charts: z.array(analyticsChartSchema),
});
export type AnalyticsView = z.infer<typeof analyticsViewSchema>;
