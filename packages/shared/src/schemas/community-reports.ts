/**
 * The reports part of the community contract: filing a report, the reported-posts review, appeals and
 * spam review. Paths, reasons, limits and messages live in `community.ts` (COMMUNITY_PATHS, COMMUNITY_MESSAGES).
 */
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import {
  POST_REPORT_REASONS,
  POST_REPORT_STATUSES,
  POST_REQUEST_STATUSES,
  postHistoryEntrySchema,
  postSchema,
  reportedPostSchema,
  type reportPostBodySchema,
} from './community';

export const COMMUNITY_REPORT_MESSAGES = {
  reported: 'Thank you, the post was reported. You will not see it again.',
  ownPost: 'You cannot report your own post',
  reportNotFound: 'Report not found',
  ignored: 'Report ignored; the post stays',
  removed: 'Post removed',
  appealed: 'Your appeal was sent to your school',
  notAppealable: 'Only a declined or removed post can be appealed',
} as const;

/** The reported-posts filter: OPEN (default) waits for a decision. */
export const reportedPostsQuerySchema = pageQuerySchema.extend({
  status: z.enum(POST_REPORT_STATUSES).default('OPEN'),
});
export type ReportedPostsQuery = z.infer<typeof reportedPostsQuerySchema>;

/** How many reports on the school's posts are in each status (the status tabs' counts). */
export const reportedPostCountsSchema = z.object({
  OPEN: z.number().int().nonnegative(),
  IGNORED: z.number().int().nonnegative(),
  REMOVED: z.number().int().nonnegative(),
});
export type ReportedPostCounts = z.infer<typeof reportedPostCountsSchema>;

export type ReportPostBody = z.infer<typeof reportPostBodySchema>;

export const reportFiledSchema = z.object({ id: z.string(), postId: z.string() });
export type ReportFiled = z.infer<typeof reportFiledSchema>;

export const appealResultSchema = z.object({
  postId: z.string(),
  requestStatus: z.enum(POST_REQUEST_STATUSES),
  appealedAt: z.string(),
});
export type AppealResult = z.infer<typeof appealResultSchema>;

/** A post in the spam review, with how many spam reports it has. */
export const spamPostSchema = z.object({
  post: postSchema,
  spamReportCount: z.number().int(),
  lastReportedAt: z.string(),
  /** Set for the deleted-spam list. */
  removedAt: z.string().nullable(),
});
export type SpamPost = z.infer<typeof spamPostSchema>;

/** A member of the school whose posts were reported as spam at least twice (open or upheld). */
export const spamUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  customUrl: z.string(),
  role: z.string(),
  openSpamReports: z.number().int(),
  upheldSpamReports: z.number().int(),
  restricted: z.boolean(),
  restrictedUntil: z.string().nullable(),
});
export type SpamUser = z.infer<typeof spamUserSchema>;

/** One report as moderators see it on the spam details page. */
export const postReportEntrySchema = z.object({
  id: z.string(),
  reason: z.enum(POST_REPORT_REASONS),
  details: z.string().nullable(),
  reporterName: z.string(),
  status: z.enum(POST_REPORT_STATUSES),
  actionAllowed: z.boolean(),
  actionTakenByUserName: z.string().nullable(),
  createdAt: z.string(),
});
export type PostReportEntry = z.infer<typeof postReportEntrySchema>;

export const spamPostDetailsSchema = z.object({
  post: postSchema,
  removedAt: z.string().nullable(),
  reports: z.array(postReportEntrySchema),
});
export type SpamPostDetails = z.infer<typeof spamPostDetailsSchema>;

/** Pages and lists the review routes answer. */
export const reportedPostPageSchema = pageOf(reportedPostSchema);
export const spamPostPageSchema = pageOf(spamPostSchema);
export const spamUserPageSchema = pageOf(spamUserSchema);
/** A post's history, oldest first. */
export const postHistorySchema = z.array(postHistoryEntrySchema);
