/**
 * SQL of the community library: which library items a query selects (resource kind from the attachments and
 * the link, words in the title or text) and the category/topic counts of the items a viewer may see.
 */
import { LIBRARY_ALL, type LibraryResource } from '@noticeboard/shared';
import { and, count, eq, ilike, isNotNull, isNull, min, not, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { postAttachments, posts } from '../../../db/schema';
import type { Actor } from '../../../plugins/auth';
import { visiblePostsWhere } from '../post-visibility.repository';
import { notReportedBy } from '../reports/report.repository';

/** At most this many words of a search are matched (each must appear in the title or the text). */
const SEARCH_WORDS_MAX = 8;

const hasAttachment = (type: 'PDF' | 'VIDEO') =>
  sql`exists (select 1 from ${postAttachments} where ${postAttachments.postId} = ${posts.id} and ${postAttachments.attachmentType} = ${type})`;

/** A PDF first, then a video, then a link; otherwise the post itself (LIBRARY_RESOURCES). */
export function resourceWhere(resource: LibraryResource): SQL {
  const pdf = hasAttachment('PDF');
  const video = hasAttachment('VIDEO');
  switch (resource) {
    case 'PDF':
      return pdf;
    case 'VIDEO':
      return and(video, not(pdf)) as SQL;
    case 'LINK':
      return and(isNotNull(posts.linkPreview), not(pdf), not(video)) as SQL;
    case 'POST':
      return and(isNull(posts.linkPreview), not(pdf), not(video)) as SQL;
  }
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word in the title or the description's text. */
export function wordsWhere(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => or(ilike(posts.title, likePattern(word)), ilike(posts.descriptionText, likePattern(word)))),
  );
}

export interface LibraryFilters {
  category?: string;
  topic?: string;
  resource?: LibraryResource;
  q?: string;
}

/** What a viewer may see of the library: the visibility rule, less what they reported (it leaves their feed too). */
function visibleToWhere(viewer: Actor | null): SQL {
  return viewer ? (and(visiblePostsWhere(viewer), notReportedBy(viewer.id)) as SQL) : visiblePostsWhere(null);
}

/** Library items the viewer may see matching the filters (of one school when given). */
export function libraryWhere(viewer: Actor | null, instituteId: string | null, filters: LibraryFilters): SQL {
  const visible = visibleToWhere(viewer);
  return and(
    eq(posts.feedKind, 'community-library'),
    visible,
    instituteId ? eq(posts.instituteId, instituteId) : undefined,
    filters.category && filters.category !== LIBRARY_ALL ? eq(posts.categorySlug, filters.category) : undefined,
    filters.topic ? eq(posts.topic, filters.topic) : undefined,
    filters.resource ? resourceWhere(filters.resource) : undefined,
    filters.q ? wordsWhere(filters.q) : undefined,
  ) as SQL;
}

export interface CategoryTopicCount {
  categorySlug: string;
  category: string;
  topic: string | null;
  count: number;
}

/** Item counts per category and topic (null: items without a topic), in one grouped query. */
export async function categoryTopicCounts(db: Queryable, where: SQL): Promise<CategoryTopicCount[]> {
  const rows = await db
    .select({
      categorySlug: posts.categorySlug,
      category: min(posts.category),
      topic: posts.topic,
      count: count(),
    })
    .from(posts)
    .where(where)
    .groupBy(posts.categorySlug, posts.topic);
  return rows.map((row) => ({
    categorySlug: row.categorySlug,
    category: row.category ?? row.categorySlug,
    topic: row.topic,
    count: Number(row.count),
  }));
}
