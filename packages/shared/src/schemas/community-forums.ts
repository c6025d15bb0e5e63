/**
 * Forums (spec §2, §3, §4): threads are posts with feedKind 'forum' and a title; replies are their comments and
 * reactions their likes, so moderation, reporting and the reaction update of spec §4 are the community's own.
 * The forum list groups threads by category; `/forums/{forumType}` is a member's view of them.
 */
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { postSchema } from './community';

export const FORUM_PATHS = {
  /** Categories with thread and reply counts (global, or `?customUrl=` for one school's forum). */
  forumList: '/community/forums',
  /** Threads for a member's forum type (`/forums/{forumType}`): newest activity first. */
  memberThreads: '/community/forums/threads',
} as const;

/**
 * A member's forum views: their school's forum, the global one, threads they started, threads they replied to.
 * `/forums` opens the first.
 */
export const FORUM_TYPES = ['institute', 'global', 'started', 'replied'] as const;
export type ForumType = (typeof FORUM_TYPES)[number];
export const DEFAULT_FORUM_TYPE: ForumType = 'institute';
export const FORUM_TYPE_LABELS: Record<ForumType, string> = {
  institute: 'My school',
  global: 'All schools',
  started: 'Started by me',
  replied: 'Replied to',
};

export const forumListQuerySchema = z.object({ customUrl: z.string().trim().min(1).max(120).optional() });

export const forumCategorySchema = z.object({
  category: z.string(),
  categorySlug: z.string(),
  threadCount: z.number().int(),
  replyCount: z.number().int(),
  /** When the newest thread in it was published; null for an empty category. */
  lastActivityAt: z.string().nullable(),
  latestThread: z.object({ title: z.string(), slug: z.string() }).nullable(),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;

export const forumListSchema = z.object({ categories: z.array(forumCategorySchema) });
export type ForumList = z.infer<typeof forumListSchema>;

export const memberThreadsQuerySchema = pageQuerySchema.extend({
  forumType: z.enum(FORUM_TYPES).default(DEFAULT_FORUM_TYPE),
  category: z.string().trim().max(80).optional(),
});
export type MemberThreadsQuery = z.infer<typeof memberThreadsQuerySchema>;

/** A page of a member's forum threads (posts with feedKind 'forum'). */
export const forumThreadPageSchema = pageOf(postSchema);
