/**
 * Collabs: collaborative projects of a school's students with faculty mentors (spec §2, §3 collabsData /
 * collabsPostData, §7, §8). The spec names the calls (create, update, status, send-for-approval, evaluation,
 * publish, participants, faculty; the global list and a collab's community posts with a login-success flag) and
 * leaves the states unshown: COLLAB_TRANSITIONS is our choice and the one place they are spelled.
 * A collab's updates are community posts with feedKind 'collab' and its collabId.
 */
import { z } from 'zod';
import { calendarDateSchema } from '../validators';
import { pageOf, pageQuerySchema } from './common';
import { postSchema } from './community';

export const COLLAB_PATHS = {
  /** Published collabs the caller may see (global, or `?customUrl=` for one school); `loginSuccess` per spec §7. */
  list: '/community/collabs',
  bySlug: '/community/collabs/by-slug',
  /** The caller's own projects: owned, joined or mentored. */
  mine: '/community/collabs/mine',
  /** Every project of the caller's school with its state (`/collaboration-tracker`). */
  tracker: '/community/collabs/tracker',
  /** How many of them are in each state (the tracker's tabs; issue 17 §4). */
  trackerCounts: '/community/collabs/tracker/counts',
  create: '/community/collabs',
  collab: '/community/collabs/:collabId',
  status: '/community/collabs/:collabId/status',
  sendForApproval: '/community/collabs/:collabId/send-for-approval',
  evaluation: '/community/collabs/:collabId/evaluation',
  publish: '/community/collabs/:collabId/publish',
  participants: '/community/collabs/:collabId/participants',
  participant: '/community/collabs/:collabId/participants/:userId',
  faculty: '/community/collabs/:collabId/faculty',
  facultyMember: '/community/collabs/:collabId/faculty/:userId',
  /** The collab's community posts (first and further pages; `loginSuccess` per spec §7). */
  posts: '/community/collabs/:collabId/posts',
  /** Members of the caller's school who may be added (students for participants, faculty for mentors). */
  candidates: '/community/collabs/:collabId/addable',
} as const;

/**
 * DRAFT → IN_PROGRESS (the team works; updates may be posted) → SUBMITTED (sent for approval) →
 * APPROVED or CHANGES_REQUESTED (evaluation by a mentor or the school) → PUBLISHED (approved work shown in the
 * collab lists). CHANGES_REQUESTED goes back to IN_PROGRESS when the team resumes. ARCHIVED ends any state
 * but PUBLISHED.
 */
export const COLLAB_STATUSES = [
  'DRAFT',
  'IN_PROGRESS',
  'SUBMITTED',
  'CHANGES_REQUESTED',
  'APPROVED',
  'PUBLISHED',
  'ARCHIVED',
] as const;
export type CollabStatus = (typeof COLLAB_STATUSES)[number];

export const COLLAB_STATUS_LABELS: Record<CollabStatus, string> = {
  DRAFT: 'Draft',
  IN_PROGRESS: 'In progress',
  SUBMITTED: 'Sent for approval',
  CHANGES_REQUESTED: 'Changes requested',
  APPROVED: 'Approved',
  PUBLISHED: 'Published',
  ARCHIVED: 'Archived',
};

/** Statuses the team sets through `status` (the others have their own calls). */
export const TEAM_SETTABLE_STATUSES = ['DRAFT', 'IN_PROGRESS', 'ARCHIVED'] as const;

export const COLLAB_TRANSITIONS: Record<CollabStatus, readonly CollabStatus[]> = {
  DRAFT: ['IN_PROGRESS', 'SUBMITTED', 'ARCHIVED'],
  IN_PROGRESS: ['DRAFT', 'SUBMITTED', 'ARCHIVED'],
  SUBMITTED: ['APPROVED', 'CHANGES_REQUESTED'],
  CHANGES_REQUESTED: ['IN_PROGRESS', 'SUBMITTED', 'ARCHIVED'],
  APPROVED: ['PUBLISHED', 'IN_PROGRESS'],
  PUBLISHED: [],
  ARCHIVED: ['DRAFT'],
};

export function canMoveCollab(from: CollabStatus, to: CollabStatus): boolean {
  return COLLAB_TRANSITIONS[from].includes(to);
}

export const COLLAB_MEMBER_KINDS = ['OWNER', 'PARTICIPANT', 'FACULTY'] as const;
export type CollabMemberKind = (typeof COLLAB_MEMBER_KINDS)[number];

export const COLLAB_LIMITS = {
  titleMinChars: 5,
  titleMaxChars: 120,
  summaryMaxChars: 5_000,
  goalsMaxChars: 2_000,
  participantsMax: 30,
  facultyMax: 5,
  feedbackMaxChars: 2_000,
  /** Evaluation score out of this. */
  maxScore: 100,
} as const;

/** Texts of spec §8 and ours. */
export const COLLAB_MESSAGES = {
  fetchCollabListFailed: 'Failed to fetch collab list',
  fetchMoreCollabListFailed: 'Failed to fetch more collab list',
  collabNotFound: 'Collab not found',
  notAllowedFromStatus: 'This collab cannot move to that state now',
  schoolMembersOnly: 'Collabs are for members of a school',
  notOnTeam: 'Only the collab team can do this',
  notEvaluator: 'Only the collab mentors or the school can evaluate it',
  notPublisher: 'Only the collab mentors or the school can publish it',
  sameSchoolOnly: 'Only members of the same school can join this collab',
  alreadyOnTeam: 'Already on this collab',
  tooManyParticipants: 'This collab has as many participants as it can take',
  tooManyFaculty: 'This collab has as many mentors as it can take',
  ownerStays: 'The owner cannot be removed from the collab',
  mentorNeeded: 'Add at least one faculty mentor before sending for approval',
  confirmSendForApproval: 'Send this collab to its mentors for approval?',
  confirmPublish: 'Publish this collab? It will be shown in the collab lists.',
  sentForApproval: 'Sent for approval. The mentors will evaluate it.',
} as const;

export const collabPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  customUrl: z.string(),
  role: z.string(),
  kind: z.enum(COLLAB_MEMBER_KINDS),
});
export type CollabPerson = z.infer<typeof collabPersonSchema>;

export const collabEvaluationSchema = z.object({
  score: z.number().int().nullable(),
  feedback: z.string(),
  decision: z.enum(['APPROVED', 'CHANGES_REQUESTED']),
  evaluatorName: z.string(),
  at: z.string(),
});
export type CollabEvaluation = z.infer<typeof collabEvaluationSchema>;

export const collabSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  summary: z.string(),
  goals: z.string().nullable(),
  category: z.string(),
  categorySlug: z.string(),
  topic: z.string().nullable(),
  status: z.enum(COLLAB_STATUSES),
  /** Once published: GLOBAL if the school allows global visibility, else INSTITUTE. */
  visibility: z.enum(['GLOBAL', 'INSTITUTE']).nullable(),
  institute: z.object({ id: z.string(), name: z.string(), customUrl: z.string() }),
  owner: collabPersonSchema,
  participants: z.array(collabPersonSchema),
  faculty: z.array(collabPersonSchema),
  /** The latest evaluation, if any. */
  evaluation: collabEvaluationSchema.nullable(),
  postCount: z.number().int(),
  startsOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do with it. */
  canEdit: z.boolean(),
  canPost: z.boolean(),
  canEvaluate: z.boolean(),
  canPublish: z.boolean(),
  /** Add participants and mentors, remove anyone but the owner. */
  canManageTeam: z.boolean(),
  canSendForApproval: z.boolean(),
  /** Next statuses the caller may choose through `status`. */
  nextStatuses: z.array(z.enum(COLLAB_STATUSES)),
});
export type Collab = z.infer<typeof collabSchema>;

/** A project's card in lists and the tracker. */
export const collabCardSchema = collabSchema
  .pick({
    id: true,
    slug: true,
    title: true,
    category: true,
    categorySlug: true,
    topic: true,
    status: true,
    institute: true,
    owner: true,
    postCount: true,
    dueOn: true,
    publishedAt: true,
    updatedAt: true,
  })
  .extend({
    /** Plain-text start of the summary. */
    excerpt: z.string(),
    participantCount: z.number().int(),
    facultyNames: z.array(z.string()),
    /** First image of its newest update, if any. */
    coverUrl: z.string().nullable(),
  });
export type CollabCard = z.infer<typeof collabCardSchema>;

export const collabPageSchema = pageOf(collabCardSchema);
export type CollabPage = z.infer<typeof collabPageSchema>;
export const collabPostPageSchema = pageOf(postSchema);

export const collabBodySchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(COLLAB_LIMITS.titleMinChars, 'Give the collab a title of at least 5 characters')
      .max(COLLAB_LIMITS.titleMaxChars),
    summary: z.string().trim().min(1, 'Describe the collab').max(COLLAB_LIMITS.summaryMaxChars),
    goals: z.string().trim().max(COLLAB_LIMITS.goalsMaxChars).optional(),
    category: z.string().trim().min(1, 'Choose a category'),
    topic: z.string().trim().max(60).optional(),
    startsOn: calendarDateSchema.optional(),
    dueOn: calendarDateSchema.optional(),
  })
  .strict()
  .refine((body) => !body.startsOn || !body.dueOn || body.startsOn <= body.dueOn, {
    message: 'The due date cannot be before the start date',
    path: ['dueOn'],
  });
export type CollabBody = z.infer<typeof collabBodySchema>;

export const collabStatusBodySchema = z.object({ status: z.enum(TEAM_SETTABLE_STATUSES) }).strict();

export const collabEvaluationBodySchema = z
  .object({
    decision: z.enum(['APPROVED', 'CHANGES_REQUESTED']),
    score: z.number().int().min(0).max(COLLAB_LIMITS.maxScore).optional(),
    feedback: z.string().trim().min(1, 'Write feedback for the team').max(COLLAB_LIMITS.feedbackMaxChars),
  })
  .strict();

export const collabMemberBodySchema = z.object({ userId: z.uuid() }).strict();

export const collabIdParamsSchema = z.object({ collabId: z.uuid() });
export const collabMemberParamsSchema = z.object({ collabId: z.uuid(), userId: z.uuid() });

/** spec §7: list calls carry the caller's authentication state. */
export const collabListQuerySchema = pageQuerySchema.extend({
  loginSuccess: z.stringbool().default(false),
  customUrl: z.string().trim().min(1).max(120).optional(),
  category: z.string().trim().max(80).optional(),
  topic: z.string().trim().max(60).optional(),
});
export type CollabListQuery = z.infer<typeof collabListQuerySchema>;

export const collabPostsQuerySchema = pageQuerySchema.extend({ loginSuccess: z.stringbool().default(false) });

export const collabTrackerQuerySchema = pageQuerySchema.extend({
  status: z.enum(COLLAB_STATUSES).optional(),
});

/** The tracker's tabs: every state and ALL (the school's projects in all). */
export const collabTrackerCountsSchema = z.object({
  ALL: z.number().int().nonnegative(),
  ...(Object.fromEntries(COLLAB_STATUSES.map((status) => [status, z.number().int().nonnegative()])) as Record<
    CollabStatus,
    z.ZodNumber
  >),
});
export type CollabTrackerCounts = z.infer<typeof collabTrackerCountsSchema>;

export const collabBySlugQuerySchema = z.object({ slug: z.string().trim().min(1).max(200) });

export const addableMembersQuerySchema = z.object({
  kind: z.enum(['PARTICIPANT', 'FACULTY']),
  q: z.string().trim().max(80).optional(),
});
export const addableMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  customUrl: z.string(),
  detail: z.string().nullable(),
});
export const addableMemberListSchema = z.array(addableMemberSchema);

/** Removing a team member answers the collab as the caller now sees it: null after leaving one they no longer see. */
export const collabAfterRemovalSchema = collabSchema.nullable();
