/**
 * Lists around the community feed (spec §3 community lists and post collections): top schools, top users,
 * stats, and a school's members split into admin / mentor / member lists. Public information only: names,
 * custom URLs, roles and counts — never an email or a class. The post collections (top rated, featured,
 * spotlights, junior reports, school news & events) answer pages of the contract's `postSchema`.
 */
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { MEMBER_LISTS, postSchema } from './community';

/** How far back top schools, top users and top-rated posts look. */
export const COMMUNITY_AROUND_WINDOW_DAYS = 30;

/** `?customUrl=` narrows a list to one school's community. */
export const aroundQuerySchema = pageQuerySchema.extend({ customUrl: z.string().trim().min(1).max(120).optional() });
export type AroundQuery = z.infer<typeof aroundQuerySchema>;

/** One school's lists: the custom URL is required. */
export const schoolListQuerySchema = pageQuerySchema.extend({ customUrl: z.string().trim().min(1).max(120) });
export type SchoolListQuery = z.infer<typeof schoolListQuerySchema>;

export const statsQuerySchema = z.object({ customUrl: z.string().trim().min(1).max(120).optional() });

export const memberListParamsSchema = z.object({ list: z.enum(MEMBER_LISTS) });

export const topSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  customUrl: z.string(),
  postCount: z.number().int(),
  likeCount: z.number().int(),
});
export type TopSchool = z.infer<typeof topSchoolSchema>;

export const topUserSchema = z.object({
  id: z.string(),
  /** In full, or "First L." for a child listed outside their school (with their parent's consent). */
  name: z.string(),
  /** Null for a child listed outside their school. */
  customUrl: z.string().nullable(),
  role: z.string(),
  school: z.object({ id: z.string(), name: z.string(), customUrl: z.string() }).nullable(),
  postCount: z.number().int(),
  likeCount: z.number().int(),
});
export type TopUser = z.infer<typeof topUserSchema>;

export const communityStatsSchema = z.object({
  /** Published posts the caller can see. */
  posts: z.number().int(),
  /** Schools with at least one of those posts. */
  schools: z.number().int(),
  /** Members who appear publicly (school admins, faculty, students with a parent's consent). */
  members: z.number().int(),
  /** Likes given since the start of this month (UTC) on those posts. */
  likesThisMonth: z.number().int(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

export const communityMemberSchema = z.object({
  id: z.string(),
  /** In full, or "First L." for a child seen from outside their school. */
  name: z.string(),
  /** Null for a child seen from outside their school. */
  customUrl: z.string().nullable(),
  role: z.string(),
});
export type CommunityMember = z.infer<typeof communityMemberSchema>;

/** The pages the lists answer. */
export const topSchoolPageSchema = pageOf(topSchoolSchema);
export const topUserPageSchema = pageOf(topUserSchema);
export const communityMemberPageSchema = pageOf(communityMemberSchema);
/** A post collection's page (top rated, featured, spotlights, junior reports, school news & events). */
export const aroundPostPageSchema = pageOf(postSchema);
