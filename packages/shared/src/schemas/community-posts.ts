/**
 * Contract additions of the community posts API (create/edit/delete, feeds, details, likes, comments): the like
 * body, the details query and the pages. A write refused for the member's standing answers the error envelope
 * with the dialog as its `code` (POSTING_RESTRICTED with `until`, SUBSCRIPTION_REQUIRED, CONSENT_REQUIRED).
 */
import { z } from 'zod';
import { pageOf } from './common';
import { commentSchema, postSchema } from './community';

/** Like (true) or unlike (false); sending the same value twice changes nothing. */
export const likeBodySchema = z.object({ liked: z.boolean() }).strict();
export type LikeBody = z.infer<typeof likeBodySchema>;

export const postBySlugQuerySchema = z.object({ slug: z.string().trim().min(1).max(200) });

/** A page of posts (feeds, moderation queues). */
export const postPageSchema = pageOf(postSchema);

/** A page of a post's comments, oldest first. */
export const commentPageSchema = pageOf(commentSchema);

/**
 * Where the caller's next post lands, by the same rule the server applies when it is written (approval.policy.ts
 * `initialState`): a school member who does not moderate, in a school without auto-approval, waits for review.
 */
export const postingStandingSchema = z.object({
  needsApproval: z.boolean(),
  /** The school publishes approved posts for Everyone beyond the school (global visibility); null without a school. */
  sharesBeyondSchool: z.boolean().nullable(),
});
export type PostingStanding = z.infer<typeof postingStandingSchema>;
