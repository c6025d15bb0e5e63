/**
 * The community library (spec §2 `/community-library/{category}/{topic}`): published resources — PDFs, links,
 * videos and posts — shared by faculty and schools. Items are posts with feedKind 'community-library', so they are
 * moderated, reported, liked and commented like any post; only faculty, school accounts and admins add them.
 */
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { postSchema } from './community';

export const LIBRARY_PATHS = {
  /** Items the caller may see, newest first, filtered by category, topic, resource kind and words. */
  items: '/community/library',
  /** Categories and their topics with item counts, for the library's navigation. */
  categories: '/community/library/categories',
} as const;

/** `/community-library` opens `/community-library/all`. */
export const LIBRARY_ALL = 'all';

/** What an item offers, from its attachments and link: a PDF first, then a video, a link, else the post itself. */
export const LIBRARY_RESOURCES = ['PDF', 'VIDEO', 'LINK', 'POST'] as const;
export type LibraryResource = (typeof LIBRARY_RESOURCES)[number];
export const LIBRARY_RESOURCE_LABELS: Record<LibraryResource, string> = {
  PDF: 'Documents',
  VIDEO: 'Videos',
  LINK: 'Links',
  POST: 'Posts',
};

/** Roles that add library items. */
export const LIBRARY_CONTRIBUTOR_ROLES = ['INSTITUTE', 'ADMIN', 'FACULTY'] as const;

export const LIBRARY_MESSAGES = {
  contributorsOnly: 'Only faculty and schools can add to the library',
  fetchLibraryFailed: 'Failed to fetch post',
} as const;

export const libraryQuerySchema = pageQuerySchema.extend({
  category: z.string().trim().max(80).default(LIBRARY_ALL),
  topic: z.string().trim().max(60).optional(),
  resource: z.enum(LIBRARY_RESOURCES).optional(),
  q: z.string().trim().max(100).optional(),
  customUrl: z.string().trim().min(1).max(120).optional(),
});
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

export const libraryCategorySchema = z.object({
  category: z.string(),
  categorySlug: z.string(),
  count: z.number().int(),
  topics: z.array(z.object({ topic: z.string(), count: z.number().int() })),
});
export type LibraryCategory = z.infer<typeof libraryCategorySchema>;

export const libraryCategoriesSchema = z.object({
  total: z.number().int(),
  categories: z.array(libraryCategorySchema),
});
export type LibraryCategories = z.infer<typeof libraryCategoriesSchema>;

export const libraryCategoriesQuerySchema = z.object({ customUrl: z.string().trim().min(1).max(120).optional() });

/** A page of library items (posts with feedKind 'community-library'). */
export const libraryItemPageSchema = pageOf(postSchema);
