/**
 * The home page after sign-in (`/home`): what each role has to do today, as counts. The API counts; the web
 * decides the wording and the order (apps/web/src/features/home/home-tasks.ts).
 */
import { z } from 'zod';
import { ROLES } from '../access';
import { QUIZ_PLAYER_STATES } from './quiz';

/** The API paths under /api (the page is HOME_PAGE_PATH in access.ts). */
export const HOME_PATHS = {
  summary: '/home',
  /** What the signed-in person may do beyond their role (a faculty member's committee seat): read by the menu. */
  capabilities: '/home/capabilities',
} as const;

const count = z.number().int().min(0);

export const homeCapabilitiesSchema = z.object({
  /** Reviews the school's posts: the school account, its admins, and faculty on the approval committee. */
  moderates: z.boolean(),
});
export type HomeCapabilities = z.infer<typeof homeCapabilitiesSchema>;

/** An assignment the student should start, as home lists it. */
export const homeAssignmentSchema = z.object({
  title: z.string(),
  type: z.enum(['ASSESSMENT', 'QNA']),
  customUrl: z.string(),
  closesAt: z.string(),
  faceCheckRequired: z.boolean(),
});
export type HomeAssignment = z.infer<typeof homeAssignmentSchema>;

/** A reader's day: the reading minimum, today's quiz and the run of days played. */
export const homeLearnerSchema = z.object({
  readToday: count,
  dailyMinimum: count,
  /** Today's daily quiz, when the person plays it: its address and how far they got. */
  dailyQuiz: z
    .object({
      customUrl: z.string().nullable(),
      state: z.enum(QUIZ_PLAYER_STATES),
      eligible: z.boolean(),
    })
    .nullable(),
  /** Quizzes set by the school's teachers for the student's class, open today and not yet submitted. */
  classQuizzesOpen: count,
  /** Days in a row, up to today (or yesterday while today's is still to play), with a quiz submitted. */
  streakDays: count,
  /** Students under 18 whose parent has not yet agreed: posting waits for it. */
  consentPending: z.boolean(),
  /** Students: assignments to start, due soonest first (spec §7 "recommended"; the web keeps `recommendAssesment`). */
  recommendedAssignments: z.array(homeAssignmentSchema),
});
export type HomeLearner = z.infer<typeof homeLearnerSchema>;

/** A school's first steps, until each is done. */
export const homeSetupSchema = z.object({
  hasCurrentSession: z.boolean(),
  classes: count,
  students: count,
  staff: count,
});
export type HomeSetup = z.infer<typeof homeSetupSchema>;

/** The counts behind the to-do list; null where the item is not the person's to do. */
export const homeCountsSchema = z.object({
  postsToReview: count.nullable(),
  reportsOpen: count.nullable(),
  myPostsWaiting: count,
  /** Own posts declined in the last 14 days: worth a look and an edit. */
  myPostsDeclined: count,
  consentsPending: count.nullable(),
  studentsWithoutClass: count.nullable(),
  /** Faculty: their own quizzes still open. */
  myQuizzesOpen: count.nullable(),
  /** Students: open assignments not handed in yet (what /assessment lists as to do or under way). */
  assignmentsToDo: count.nullable(),
  /** Staff: handed-in attempts with written answers waiting for marks (a teacher's own assignments). */
  answersToMark: count.nullable(),
  /** Staff: flagged face checks waiting for the school's decision. */
  faceChecksToReview: count.nullable(),
});
export type HomeCounts = z.infer<typeof homeCountsSchema>;

export const homeSummarySchema = z.object({
  role: z.enum(ROLES),
  capabilities: homeCapabilitiesSchema,
  /** Students and readers (the daily quiz's players). */
  learner: homeLearnerSchema.nullable(),
  setup: homeSetupSchema.nullable(),
  counts: homeCountsSchema,
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
