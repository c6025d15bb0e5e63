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
