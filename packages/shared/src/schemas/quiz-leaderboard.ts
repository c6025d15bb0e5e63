/**
 * Leaderboards and quiz summaries (issue 6 §2; spec §7 /users/leaderboard, /quiz/summary/list, class-wise and
 * student lists; §9 date ranges and result metrics). Everything is counted from each player's daily totals.
 *
 * Tie rule (LEADERBOARD_TIE_RULE): higher score first; on equal score, less total time taken; then the player who
 * reached the score first (earlier last submission); then the user id, so a rank never changes between two reads of
 * the same data. Ranks are positions 1, 2, 3, … (no shared ranks).
 */
import { z } from 'zod';
import { SECTION_TYPES, STUDENT_CLASSES } from '../constants';
import { pageOf, pageQuerySchema } from './common';
import { quizResultSchema } from './quiz';

export const LEADERBOARD_PATHS = {
  /** GET ?range&scope[&studentClass&section&size]: the top players and the caller's own row. */
  leaderboard: '/users/leaderboard',
  /** Institute/faculty/admin: one row per class and section of the school; GET ?range. */
  summaryList: '/quiz/summary/list',
  /** Institute/faculty/admin: the students of one class (and section); GET ?range&studentClass[&section]. */
  classWise: '/quiz/summary/class',
  /** One student's days: staff of the school for any student, a student for themself; GET ?range[&userId]. */
  studentWise: '/quiz/summary/user',
  /** The caller's place among everyone who finished one quiz (the result page); GET ?sessionId. */
  quizRank: '/users/quiz-rank',
} as const;

/** Spec §9 date ranges; days start at midnight in the reading zone and TODAY includes now. */
export const QUIZ_DATE_RANGES = [
  'TODAY',
  'YESTERDAY',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'LAST_90_DAYS',
  'LAST_365_DAYS',
] as const;
export type QuizDateRange = (typeof QUIZ_DATE_RANGES)[number];

export const QUIZ_DATE_RANGE_LABELS: Record<QuizDateRange, string> = {
  TODAY: 'Today',
  YESTERDAY: 'Yesterday',
  LAST_7_DAYS: 'Last 7 days',
  LAST_30_DAYS: 'Last 30 days',
  LAST_90_DAYS: 'Last 90 days',
  LAST_365_DAYS: 'Last 365 days',
};

/** Spec §9 alternate codes, accepted on input and read as the range beside them. */
export const QUIZ_DATE_RANGE_ALIASES: Record<string, QuizDateRange> = {
  LAST_DAY: 'YESTERDAY',
  LAST_1_WEEK: 'LAST_7_DAYS',
  LAST_1_MONTH: 'LAST_30_DAYS',
  LAST_3_MONTHS: 'LAST_90_DAYS',
  LAST_1_YEAR: 'LAST_365_DAYS',
  'LAST 7 DAYS': 'LAST_7_DAYS',
  'LAST 30 DAYS': 'LAST_30_DAYS',
  'LAST 90 DAYS': 'LAST_90_DAYS',
  'LAST 365 DAYS': 'LAST_365_DAYS',
};

export const quizDateRangeSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? (QUIZ_DATE_RANGE_ALIASES[value.toUpperCase()] ?? value.toUpperCase()) : value,
  z.enum(QUIZ_DATE_RANGES),
);

/** Days of each range: the first day is `today - (days - 1) - offset`, the last `today - offset`. */
export const QUIZ_DATE_RANGE_DAYS: Record<QuizDateRange, { days: number; offset: number }> = {
  TODAY: { days: 1, offset: 0 },
  YESTERDAY: { days: 1, offset: 1 },
  LAST_7_DAYS: { days: 7, offset: 0 },
  LAST_30_DAYS: { days: 30, offset: 0 },
  LAST_90_DAYS: { days: 90, offset: 0 },
  LAST_365_DAYS: { days: 365, offset: 0 },
};

export const LEADERBOARD_SCOPES = ['PLATFORM', 'INSTITUTE', 'CLASS', 'SECTION'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
export const LEADERBOARD_SCOPE_LABELS: Record<LeaderboardScope, string> = {
  PLATFORM: 'All schools',
  INSTITUTE: 'My school',
  CLASS: 'My class',
  SECTION: 'My section',
};

export const LEADERBOARD_TIE_RULE =
  'Equal scores are ranked by less total time taken, then by who reached the score first.';

export const LEADERBOARD_DEFAULT_SIZE = 20;
export const LEADERBOARD_MAX_SIZE = 100;

export const LEADERBOARD_MESSAGES = {
  scopeNeedsSchool: 'School, class and section leaderboards are for members of a school',
  classNeeded: 'Choose a class',
  notYourSchool: 'That student is not in your school',
} as const;

export const leaderboardQuerySchema = z.object({
  range: quizDateRangeSchema.default('TODAY'),
  scope: z.enum(LEADERBOARD_SCOPES).default('PLATFORM'),
  /** Staff choose the class (and section) of CLASS/SECTION boards; students get their own. */
  studentClass: z.enum(STUDENT_CLASSES).optional(),
  section: z.enum(SECTION_TYPES).optional(),
  size: z.coerce.number().int().min(1).max(LEADERBOARD_MAX_SIZE).default(LEADERBOARD_DEFAULT_SIZE),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  /** In full, or "First L." for a child listed outside their school (with their parent's consent). */
  name: z.string(),
  /** Null for a child listed outside their school, as are the class and section. */
  customUrl: z.string().nullable(),
  /** Shown on platform boards; null for players without a school. */
  instituteName: z.string().nullable(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  score: z.number().int(),
  totalRightAnswers: z.number().int(),
  totalQuestionAttempted: z.number().int(),
  quizzesPlayed: z.number().int(),
  timeTakenSeconds: z.number().int(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  range: z.enum(QUIZ_DATE_RANGES),
  scope: z.enum(LEADERBOARD_SCOPES),
  /** First and last day counted (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  entries: z.array(leaderboardEntrySchema),
  /** The caller's row even when outside the top entries; null if they have not played in the range. */
  me: leaderboardEntrySchema.nullable(),
  totalPlayers: z.number().int(),
  tieRule: z.string(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** Totals of a group over a range (spec §9 result metrics). */
export const quizTotalsSchema = z.object({
  players: z.number().int(),
  quizzesPlayed: z.number().int(),
  averageScore: z.number(),
  score: z.number().int(),
  totalQuestionAttempted: z.number().int(),
  totalRightAnswers: z.number().int(),
  totalWrongAnswers: z.number().int(),
  skippedAnswers: z.number().int(),
});
export type QuizTotals = z.infer<typeof quizTotalsSchema>;

export const summaryRangeQuerySchema = z.object({ range: quizDateRangeSchema.default('LAST_30_DAYS') });

export const classSummaryRowSchema = quizTotalsSchema.extend({
  studentClass: z.enum(STUDENT_CLASSES),
  section: z.enum(SECTION_TYPES),
  students: z.number().int(),
  /** Share of the section's students who played at least once in the range, 0–100. */
  participationPercent: z.number(),
});
export const quizSummaryListSchema = z.object({
  range: z.enum(QUIZ_DATE_RANGES),
  from: z.string(),
  to: z.string(),
  totals: quizTotalsSchema,
  rows: z.array(classSummaryRowSchema),
});

export const classWiseQuerySchema = pageQuerySchema.extend({
  range: quizDateRangeSchema.default('LAST_30_DAYS'),
  studentClass: z.enum(STUDENT_CLASSES),
  section: z.enum(SECTION_TYPES).optional(),
});
export const studentSummaryRowSchema = quizTotalsSchema.omit({ players: true }).extend({
  userId: z.string(),
  name: z.string(),
  customUrl: z.string(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  lastPlayedOn: z.string().nullable(),
});
export const classWisePageSchema = pageOf(studentSummaryRowSchema);

export const studentWiseQuerySchema = z.object({
  range: quizDateRangeSchema.default('LAST_30_DAYS'),
  userId: z.string().uuid().optional(),
});
export const studentDaySchema = z.object({
  day: z.string(),
  quizzesPlayed: z.number().int(),
  result: quizResultSchema.omit({ submittedAt: true, totalQuestions: true }),
});
export const studentWiseSchema = z.object({
  student: studentSummaryRowSchema,
  days: z.array(studentDaySchema),
});

/**
 * The caller's place in one quiz they finished (the result page): ranked by LEADERBOARD_TIE_RULE among every active
 * player who finished the same quiz, a child hidden from others keeping their place as on the boards. `school` is the
 * place among the players of the school the caller played for (a daily quiz only: a faculty quiz is one school's).
 */
export const quizRankSchema = z.object({
  quizSessionId: z.string(),
  rank: z.number().int(),
  players: z.number().int(),
  school: z.object({ rank: z.number().int(), players: z.number().int() }).nullable(),
  /** False while others may still finish this quiz, so the rank can still move. */
  final: z.boolean(),
  tieRule: z.string(),
});
export type QuizRank = z.infer<typeof quizRankSchema>;
