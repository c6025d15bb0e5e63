/**
 * The community's wire contract (spec §2-§4, §6-§9 for community): posts with attachments, likes, comments,
 * moderation (pending approval, reports, appeals, restrictions), settings and the lists around the feed.
 * The spec names the calls but not their paths; COMMUNITY_PATHS is our choice and the one place they are spelled.
 * Forums, collabs and the library reuse the post shapes with their own `feedKind`.
 */
import { z } from 'zod';
import { COMMUNITY_CATEGORIES, categorySlug } from '../constants';
import { pageQuerySchema } from './common';

export const COMMUNITY_PATHS = {
  /** Signed-in feed (global or `?customUrl=` for an institute community); anonymous visitors get the public one. */
  newsfeed: '/community/newsfeed',
  publicNewsfeed: '/community/newsfeed/public',
  /** How many posts of each type the same feed holds for the caller (the post-type tabs' counts). */
  newsfeedCounts: '/community/newsfeed/counts',
  postBySlug: '/community/posts/by-slug',
  posts: '/community/posts',
  /** Where the caller's next post lands: published at once or sent for approval (the composer's wording). */
  posting: '/community/posting',
  post: '/community/posts/:postId',
  postHistory: '/community/posts/:postId/history',
  like: '/community/posts/:postId/like',
  comments: '/community/posts/:postId/comments',
  comment: '/community/comments/:commentId',
  report: '/community/posts/:postId/report',
  appeal: '/community/posts/:postId/appeal',
  featured: '/community/posts/:postId/featured',
  magazine: '/community/posts/:postId/magazine',
  visibility: '/community/posts/:postId/global-visibility',
  attachments: '/community/attachments',
  attachmentFile: '/community/files',
  linkPreview: '/community/link-preview',
  pendingPosts: '/community/pending-posts',
  myPendingPosts: '/community/pending-posts/mine',
  /** How many posts each post-type tab and queue state holds (one grouped query; issue 17 §4). */
  pendingPostCounts: '/community/pending-posts/counts',
  pendingPostStatus: '/community/pending-posts/:postId/status',
  reportedPosts: '/community/reported-posts',
  reportedPostCounts: '/community/reported-posts/counts',
  reportedPostAction: '/community/reported-posts/:reportId/:action',
  autoApproval: '/community/settings/auto-approval',
  globalVisibility: '/community/settings/global-visibility',
  restriction: '/community/restriction',
  categories: '/community/categories',
  members: '/community/members/:list',
  topSchools: '/community/top-schools',
  topUsers: '/community/top-users',
  stats: '/community/stats',
  topRated: '/community/top-rated',
  featuredPosts: '/community/featured',
  spotlights: '/community/student-spotlights',
  juniorReports: '/community/junior-reports',
  schoolNews: '/community/school-news-events',
  spamPosts: '/community/spam-posts',
  deletedSpamPosts: '/community/spam-posts/deleted',
  spamUsers: '/community/spam-users',
  spamPostDetails: '/community/spam-posts/:postId',
} as const;

/** Post-type tabs; PHOTOS is the default of the pending tab and of the global community (spec §2). */
export const POST_TYPES = ['PHOTOS', 'VIDEOS', 'DOCUMENTS', 'TEXT'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const DEFAULT_POST_TYPE: PostType = 'PHOTOS';
/**
 * The "All" tab beside the post types: every type together, newest first (issue 17 §4). Only ever chosen, never
 * the default, which stays PHOTOS.
 */
export const ALL_POST_TYPES = 'ALL' as const;
export const POST_TYPE_TABS = [ALL_POST_TYPES, ...POST_TYPES] as const;
export type PostTypeTab = (typeof POST_TYPE_TABS)[number];
/** How many posts a list holds in all (ALL) and per post type. */
export const postTypeCountsSchema = z.object({
  ALL: z.number().int().nonnegative(),
  PHOTOS: z.number().int().nonnegative(),
  VIDEOS: z.number().int().nonnegative(),
  DOCUMENTS: z.number().int().nonnegative(),
  TEXT: z.number().int().nonnegative(),
});
export type PostTypeCounts = z.infer<typeof postTypeCountsSchema>;

export const ATTACHMENT_TYPES = ['IMAGE', 'COVER_IMAGE', 'PDF', 'VIDEO'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** Where a post is seen (spec §4): GLOBAL, INSTITUTE, SPECIFIC_GROUP; SELF while it waits for approval. */
export const POST_VISIBILITIES = ['GLOBAL', 'INSTITUTE', 'SPECIFIC_GROUP', 'SELF'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

/** Who a post is for (spec §6). */
export const POST_AUDIENCES = ['EVERYONE', 'INSTITUTE', 'ADMIN', 'FACULTIES', 'CANDIDATES'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];
export const POST_AUDIENCE_LABELS: Record<PostAudience, string> = {
  EVERYONE: 'Everyone',
  INSTITUTE: 'Institute',
  ADMIN: 'Admin',
  FACULTIES: 'Faculties',
  CANDIDATES: 'Candidates',
};

/** A post's approval request (spec §4). PUBLISHED once acted on with ANYONE. */
export const POST_REQUEST_STATUSES = ['PENDING', 'PUBLISHED', 'DECLINED', 'EXPIRED'] as const;
export type PostRequestStatus = (typeof POST_REQUEST_STATUSES)[number];
/** The pending-approval filter; DECLINED is shown as "Rejected". */
export const PENDING_FILTERS = ['PENDING', 'DECLINED', 'EXPIRED'] as const;
export type PendingFilter = (typeof PENDING_FILTERS)[number];
export const PENDING_FILTER_LABELS: Record<PendingFilter, string> = {
  PENDING: 'Pending',
  DECLINED: 'Rejected',
  EXPIRED: 'Expired',
};
/** The author's own list also shows their posts removed on a report, which they may appeal once. */
export const MY_POST_FILTERS = [...PENDING_FILTERS, 'REMOVED'] as const;
export type MyPostFilter = (typeof MY_POST_FILTERS)[number];
/** Approval actions: approve and publish, decline (creator notified), delete for good. */
export const APPROVAL_ACTIONS = ['ANYONE', 'BLOCKED', 'DELETE'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** Post report reasons of spec §9, in order. */
export const POST_REPORT_REASONS = [
  'INAPPROPRIATE',
  'VIOLENCE',
  'SPAM',
  'HACKED',
  'COPYRIGHT',
  'HARASSMENT',
  'IMPERSONATION',
  'TERMS',
  'OTHERS',
] as const;
export type PostReportReason = (typeof POST_REPORT_REASONS)[number];
export const POST_REPORT_REASON_LABELS: Record<PostReportReason, string> = {
  INAPPROPRIATE: 'Inappropriate, abusive or offensive',
  VIOLENCE: 'Violence or terrorism',
  SPAM: 'Fake, spam or scam',
  HACKED: 'Account may be hacked',
  COPYRIGHT: 'Defamation, trademark or copyright',
  HARASSMENT: 'Harassment or threat',
  IMPERSONATION: 'Impersonating someone',
  TERMS: 'Violates terms of use',
  OTHERS: 'Others',
};
export const POST_REPORT_STATUSES = ['OPEN', 'IGNORED', 'REMOVED'] as const;
export type PostReportStatus = (typeof POST_REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ['ignore', 'remove'] as const;
export type PostReportAction = (typeof REPORT_ACTIONS)[number];

export const FEED_KINDS = ['community', 'forum', 'collab', 'community-library'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export const MEMBER_LISTS = ['admins', 'mentors', 'members'] as const;
export type MemberList = (typeof MEMBER_LISTS)[number];

/** Community rules we chose where the spec is silent; the API and the web read them from here. */
export const COMMUNITY_LIMITS = {
  descriptionMaxChars: 5_000,
  titleMinChars: 5,
  titleMaxChars: 150,
  commentMaxChars: 1_000,
  attachmentsPerPost: 10,
  imageMaxBytes: 10 * 1024 * 1024,
  pdfMaxBytes: 20 * 1024 * 1024,
  videoMaxBytes: 100 * 1024 * 1024,
  /** Upheld (removed) reports on a member's posts within the window that restrict them. */
  restrictAfterUpheldReports: 3,
  upheldReportWindowDays: 30,
  restrictionDays: 7,
  /** A pending post nobody acted on expires. */
  pendingExpiresDays: 14,
} as const;

export const COMMUNITY_MESSAGES = {
  postingRestrictedTitle: 'Posting Restricted',
  postingRestricted:
    'Posting and commenting are temporarily disabled for your account due to multiple reports. Please contact your school admin or support.',
  subscriptionRequiredTitle: 'Subscription required',
  subscriptionInstitute: 'A valid subscription is needed to post. Please contact your school administrator.',
  subscriptionOther: 'A valid subscription is needed to post. Please contact your account administrator.',
  consentRequired: "A parent's consent is needed before you can post or comment.",
  postNotFound: 'Post not found',
  alreadyReported: 'You have already reported this post',
  actionNotAllowed: 'This report has already been acted on',
  appealNotAllowed: 'An appeal has already been made for this post',
  fetchPostFailed: 'Failed to fetch post',
  fetchMorePostFailed: 'Failed to fetch more post',
  fetchForumListFailed: 'Failed to fetch forum list',
  fetchCollabListFailed: 'Failed to fetch collab list',
  fetchMoreCollabListFailed: 'Failed to fetch more collab list',
  confirmPublish: 'Publish this post?',
  confirmUpdate: 'Update this post?',
  confirmDeleteComment: 'Delete this comment?',
  confirmEditComment: 'Save changes to this comment?',
  confirmApprove: 'Approve and publish this post?',
  confirmDecline: 'Decline this post? Its author will be told.',
  confirmDelete: 'Delete this post for good?',
  forumTitleRequired: 'Give your thread a title of at least 5 characters',
  collabPostNeedsProject: 'A collab update belongs to exactly one project',
  pendingApproval: 'Your post was sent for approval. You will see it in the community once it is approved.',
} as const;

/** `/community/{slug}` sections: the 13 global categories (institutes may add their own). */
export const COMMUNITY_CATEGORY_SLUGS = COMMUNITY_CATEGORIES.map(categorySlug);

export const attachmentSchema = z.object({
  id: z.string(),
  attachmentType: z.enum(ATTACHMENT_TYPES),
  attachmentUrl: z.string(),
  /** Smaller variants of images, widest first. */
  variants: z.array(z.object({ url: z.string(), width: z.number().int() })),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  title: z.string().nullable(),
  /** PDF: page images for the preview. */
  relatedImages: z.array(z.string()),
  /** VIDEO: a still for the player. */
  thumbnail: z.string().nullable(),
  bytes: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const linkPreviewSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  siteName: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

export const postAuthorSchema = z.object({
  id: z.string(),
  /** In full; a child seen from outside their school "First L." with their parent's consent, else "A student". */
  name: z.string(),
  /** Null for a child seen from outside their school. */
  customUrl: z.string().nullable(),
  role: z.string(),
  avatarUrl: z.string().nullable(),
  institute: z.object({ id: z.string(), name: z.string(), customUrl: z.string() }).nullable(),
});

export const postSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** A forum thread's title (required for forum posts; optional elsewhere). */
  title: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  topic: z.string().nullable(),
  postType: z.enum(POST_TYPES),
  feedKind: z.enum(FEED_KINDS),
  audience: z.enum(POST_AUDIENCES),
  postVisibility: z.enum(POST_VISIBILITIES),
  globalvisibility: z.boolean(),
  canChangeVisibility: z.boolean(),
  requestStatus: z.enum(POST_REQUEST_STATUSES),
  attachmentIds: z.array(attachmentSchema),
  linkPreview: linkPreviewSchema.nullable(),
  /** A collab's update: the project it belongs to. */
  collabId: z.string().nullable(),
  author: postAuthorSchema,
  likesCount: z.number().int(),
  likeEvent: z.boolean(),
  liked: z.boolean(),
  commentCount: z.number().int(),
  historyExists: z.boolean(),
  appealAllowed: z.boolean(),
  /** Removed by the school's moderators on a report (only its author still sees it, in their own list). */
  removed: z.boolean(),
  featuredPost: z.boolean(),
  featuredEntity: z.boolean(),
  saveMagazineEntity: z.boolean(),
  /** What the caller may do with it. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** The reaction update of spec §4: replaces likes count, like event and liked flag (and comment count). */
export const reactionSchema = z.object({
  postId: z.string(),
  likesCount: z.number().int(),
  likeEvent: z.boolean(),
  liked: z.boolean(),
  commentCount: z.number().int(),
});
export type Reaction = z.infer<typeof reactionSchema>;

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  text: z.string(),
  author: postAuthorSchema,
  edited: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const reportedPostSchema = z.object({
  id: z.string(),
  entityId: z.string(),
  post: postSchema,
  reason: z.enum(POST_REPORT_REASONS),
  details: z.string().nullable(),
  reportCount: z.number().int(),
  status: z.enum(POST_REPORT_STATUSES),
  actionAllowed: z.boolean(),
  actionTakenByUserName: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;

export const postHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorName: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type PostHistoryEntry = z.infer<typeof postHistoryEntrySchema>;

export const restrictionSchema = z.object({
  restricted: z.boolean(),
  until: z.string().nullable(),
  message: z.string().nullable(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

export const communitySettingsSchema = z.object({ enabled: z.boolean() });

/** Rich text in, sanitised on the server; attachments uploaded first through COMMUNITY_PATHS.attachments. */
export const postBodySchema = z
  .object({
    title: z.string().trim().max(COMMUNITY_LIMITS.titleMaxChars, 'Title is too long').optional(),
    description: z.string().trim().max(COMMUNITY_LIMITS.descriptionMaxChars, 'Description is too long'),
    category: z.string().trim().min(1, 'Choose a category'),
    topic: z.string().trim().max(60).optional(),
    postType: z.enum(POST_TYPES).default(DEFAULT_POST_TYPE),
    feedKind: z.enum(FEED_KINDS).default('community'),
    audience: z.enum(POST_AUDIENCES).default('EVERYONE'),
    postVisibility: z.enum(['GLOBAL', 'INSTITUTE', 'SPECIFIC_GROUP']).default('INSTITUTE'),
    attachmentIds: z.array(z.uuid()).max(COMMUNITY_LIMITS.attachmentsPerPost).default([]),
    attachmentTitle: z.string().trim().max(120).optional(),
    /** Posts an update to a collab the author takes part in (feedKind must be 'collab'). */
    collabId: z.uuid().optional(),
  })
  .strict()
  .refine((body) => body.description.length > 0 || body.attachmentIds.length > 0, {
    message: 'Write something or add a photo, video or document',
    path: ['description'],
  })
  .refine((body) => body.feedKind !== 'forum' || (body.title?.length ?? 0) >= COMMUNITY_LIMITS.titleMinChars, {
    message: COMMUNITY_MESSAGES.forumTitleRequired,
    path: ['title'],
  })
  .refine((body) => (body.feedKind === 'collab') === (body.collabId !== undefined), {
    message: COMMUNITY_MESSAGES.collabPostNeedsProject,
    path: ['collabId'],
  });
export type PostBody = z.infer<typeof postBodySchema>;

export const commentBodySchema = z
  .object({ text: z.string().trim().min(1, 'Write a comment').max(COMMUNITY_LIMITS.commentMaxChars) })
  .strict();

export const reportPostBodySchema = z
  .object({ reason: z.enum(POST_REPORT_REASONS), details: z.string().trim().max(500).optional() })
  .strict();

export const approvalBodySchema = z.object({ action: z.enum(APPROVAL_ACTIONS) }).strict();

export const newsfeedQuerySchema = pageQuerySchema.extend({
  customUrl: z.string().optional(),
  category: z.string().optional(),
  topic: z.string().optional(),
  postType: z.enum(POST_TYPES).optional(),
  feedKind: z.enum(FEED_KINDS).default('community'),
});
export type NewsfeedQuery = z.infer<typeof newsfeedQuerySchema>;
/** The feed's filters without the post type and paging: the counts are per post type. */
export const newsfeedCountsQuerySchema = newsfeedQuerySchema.omit({ page: true, size: true, postType: true });
export type NewsfeedCountsQuery = z.infer<typeof newsfeedCountsQuerySchema>;

export const pendingQuerySchema = pageQuerySchema.extend({
  postType: z.enum(POST_TYPE_TABS).default(DEFAULT_POST_TYPE),
  status: z.enum(PENDING_FILTERS).default('PENDING'),
});

export const postIdParamsSchema = z.object({ postId: z.uuid() });
export const commentIdParamsSchema = z.object({ commentId: z.uuid() });
export const reportActionParamsSchema = z.object({ reportId: z.uuid(), action: z.enum(REPORT_ACTIONS) });
