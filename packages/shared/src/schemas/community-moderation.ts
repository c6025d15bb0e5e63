/**
 * Moderation contract beside community.ts: the approval queue's answers, the per-post flags a school's
 * moderators set (global visibility, featured, school magazine) and their messages. Paths are COMMUNITY_PATHS'.
 */
import { z } from 'zod';
import { pageQuerySchema } from './common';
import {
  APPROVAL_ACTIONS,
  communitySettingsSchema,
  MY_POST_FILTERS,
  POST_TYPES,
  postSchema,
  postTypeCountsSchema,
} from './community';

/** The caller's own waiting, declined and expired posts; every state and type unless narrowed. */
export const myPendingQuerySchema = pageQuerySchema.extend({
  postType: z.enum(POST_TYPES).optional(),
  status: z.enum(MY_POST_FILTERS).optional(),
});
export type MyPendingQuery = z.infer<typeof myPendingQuerySchema>;

/** The school's queue counted per state (Pending, Rejected, Expired) and post type, as the list filters them. */
export const pendingCountsSchema = z.object({
  PENDING: postTypeCountsSchema,
  DECLINED: postTypeCountsSchema,
  EXPIRED: postTypeCountsSchema,
});
export type PendingCounts = z.infer<typeof pendingCountsSchema>;

/** What an approval action left: the post as it now is, or null when it was deleted. */
export const approvalResultSchema = z.object({
  postId: z.string(),
  action: z.enum(APPROVAL_ACTIONS),
  post: postSchema.nullable(),
});
export type ApprovalResult = z.infer<typeof approvalResultSchema>;

/** PUT visibility: true publishes to every community (GLOBAL), false keeps it inside the school. */
export const postVisibilityBodySchema = z.object({ global: z.boolean() }).strict();
export const featuredBodySchema = z.object({ featured: z.boolean() }).strict();
export const magazineBodySchema = z.object({ saved: z.boolean() }).strict();

/** PUT auto-approval / global-visibility: the switch's new state. */
export const communitySettingsBodySchema = communitySettingsSchema.strict();

export const MODERATION_MESSAGES = {
  alreadyReviewed: 'This post has already been reviewed',
  expired: 'This post waited too long for approval and has expired; its author can post it again',
  globalVisibilityOff:
    'Global visibility is turned off for your school. Turn it on in the global visibility settings first.',
  notPublished: 'Only a published post can be changed this way',
  approved: 'Post approved and published',
  declined: 'Post declined; its author has been told',
  deleted: 'Post deleted',
  declinedReason: 'did not meet the community guidelines',
} as const;
