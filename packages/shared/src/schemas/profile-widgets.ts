/**
 * Profile widgets (issue 20 §1): a member's activity in numbers, their latest posts and collabs, and the badges
 * they earned from quizzes and practice. The badge list and its rule live here once; the API counts the facts,
 * the rule turns them into earned or "x of y".
 */
import { z } from 'zod';
import { POST_TYPES } from './community';
import { COLLAB_MEMBER_KINDS } from './community-collabs';

/** What badges are counted from: each a number the API reads from the owner's quiz and practice rows. */
export const BADGE_MEASURES = ['quizzesSubmitted', 'bestStreakDays', 'perfectScores', 'practiceAnswered'] as const;
export type BadgeMeasure = (typeof BADGE_MEASURES)[number];
export type BadgeFacts = Record<BadgeMeasure, number>;

export interface BadgeDefinition {
  id: string;
  label: string;
  description: string;
  /** Earned once `measure` reaches `threshold`. */
  measure: BadgeMeasure;
  threshold: number;
}

/** Every badge, in the order they are shown (easiest of each kind first). */
export const BADGES: readonly BadgeDefinition[] = [
  {
    id: 'first-quiz',
    label: 'First quiz',
    description: 'Finish your first quiz',
    measure: 'quizzesSubmitted',
    threshold: 1,
  },
  {
    id: 'quizzes-10',
    label: 'Quiz regular',
    description: 'Finish 10 quizzes',
    measure: 'quizzesSubmitted',
    threshold: 10,
  },
  {
    id: 'quizzes-50',
    label: 'Quiz champion',
    description: 'Finish 50 quizzes',
    measure: 'quizzesSubmitted',
    threshold: 50,
  },
  {
    id: 'streak-3',
    label: 'Three in a row',
    description: 'Play the daily quiz 3 days in a row',
    measure: 'bestStreakDays',
    threshold: 3,
  },
  {
    id: 'streak-7',
    label: 'A week of quizzes',
    description: 'Play the daily quiz 7 days in a row',
    measure: 'bestStreakDays',
    threshold: 7,
  },
  {
    id: 'streak-30',
    label: 'A month of quizzes',
    description: 'Play the daily quiz 30 days in a row',
    measure: 'bestStreakDays',
    threshold: 30,
  },
  {
    id: 'perfect-score',
    label: 'Full marks',
    description: 'Get every question of a quiz right',
    measure: 'perfectScores',
    threshold: 1,
  },
  {
    id: 'practice-100',
    label: 'Practice makes progress',
    description: 'Answer 100 practice questions',
    measure: 'practiceAnswered',
    threshold: 100,
  },
  {
    id: 'practice-500',
    label: 'Practice star',
    description: 'Answer 500 practice questions',
    measure: 'practiceAnswered',
    threshold: 500,
  },
];

export const badgeSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  earned: z.boolean(),
  /** How far along: never more than `target`. */
  progress: z.number().int().min(0),
  target: z.number().int().min(1),
});
export type Badge = z.infer<typeof badgeSchema>;

/** One badge for these facts: earned, or how far along (capped at the target, so "12 of 10" never shows). */
export function badgeFor(badge: BadgeDefinition, facts: BadgeFacts): Badge {
  const reached = Math.max(0, Math.floor(facts[badge.measure]));
  return {
    id: badge.id,
    label: badge.label,
    description: badge.description,
    earned: reached >= badge.threshold,
    progress: Math.min(reached, badge.threshold),
    target: badge.threshold,
  };
}

/** Every badge of `BADGES` for these facts, in the list's order. */
export const badgesFor = (facts: BadgeFacts): Badge[] => BADGES.map((badge) => badgeFor(badge, facts));

/** How many of a profile's latest posts and collabs the widgets list. */
export const PROFILE_WIDGET_LIMIT = 5;

/** `GET /profile/widgets?customUrl=`: without `customUrl`, the caller's own. */
export const profileWidgetsQuerySchema = z.object({
  customUrl: z.string().trim().min(1, 'Give a profile address').max(60).optional(),
});
export type ProfileWidgetsQuery = z.infer<typeof profileWidgetsQuerySchema>;

export const profileActivitySchema = z.object({
  postsPublished: z.number().int(),
  comments: z.number().int(),
  likesReceived: z.number().int(),
  quizzesSubmitted: z.number().int(),
  practiceAnswered: z.number().int(),
  /** Days in a row with a daily quiz played, up to today (or yesterday while today's is still to play). */
  currentStreakDays: z.number().int(),
  /** The latest post, comment, quiz or practice answer (null: nothing yet). */
  lastActiveAt: z.string().nullable(),
});
export type ProfileActivity = z.infer<typeof profileActivitySchema>;

/** Posts of the community feed and forum threads: each has its own page. */
export const PROFILE_POST_KINDS = ['community', 'forum'] as const;

export const profileWidgetPostSchema = z.object({
  slug: z.string(),
  /** The post's title, or the start of its text when it has none. */
  title: z.string(),
  kind: z.enum(PROFILE_POST_KINDS),
  postType: z.enum(POST_TYPES),
  publishedAt: z.string(),
});
export type ProfileWidgetPost = z.infer<typeof profileWidgetPostSchema>;

export const profileWidgetCollabSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The owner's part in it: started it, on the team, or its teacher mentor. */
  role: z.enum(COLLAB_MEMBER_KINDS),
  publishedAt: z.string(),
});
export type ProfileWidgetCollab = z.infer<typeof profileWidgetCollabSchema>;

export const profileWidgetsSchema = z.object({
  owner: z.object({
    /** "First L." when the viewer may only see the short name. */
    name: z.string(),
    customUrl: z.string(),
    isSelf: z.boolean(),
  }),
  activity: profileActivitySchema,
  /** The latest published posts the viewer may see. */
  posts: z.array(profileWidgetPostSchema),
  collabs: z.array(profileWidgetCollabSchema),
  badges: z.array(badgeSchema),
});
export type ProfileWidgets = z.infer<typeof profileWidgetsSchema>;
