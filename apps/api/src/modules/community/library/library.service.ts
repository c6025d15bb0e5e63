/**
 * The community library (spec §2 `/community-library/{category}/{topic}`): library posts the caller may see
 * (post-visibility.ts), newest first, and the categories with their topics and counts for its navigation. What a
 * member reported leaves their library as it leaves their feed.
 */
import {
  categorySlug,
  type LibraryCategories,
  type LibraryCategory,
  type LibraryQuery,
  type Post,
} from '@noticeboard/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import type { CommunityExports } from '../community.module';
import { countPosts, selectPosts } from '../post.repository';
import { categoryTopicCounts, type LibraryFilters, libraryWhere } from './library.repository';

export class LibraryService {
  constructor(
    private readonly db: Db,
    private readonly community: Pick<CommunityExports, 'presentPosts'>,
  ) {}

  async items(viewer: Actor | null, query: LibraryQuery): Promise<Page<Post>> {
    const filters: LibraryFilters = {
      category: query.category ? categorySlug(query.category) : undefined,
      topic: query.topic || undefined,
      resource: query.resource,
      q: query.q || undefined,
    };
    const where = await this.where(viewer, query.customUrl, filters);
    const [rows, total] = await Promise.all([
      selectPosts(this.db, { where, limit: query.size, offset: offsetOf(query) }),
      countPosts(this.db, where),
    ]);
    return pageFrom(await this.community.presentPosts(this.db, viewer, rows), query, total);
  }

  /** Categories by item count (then name), each with its topics by count; `total` is every visible item. */
  async categories(viewer: Actor | null, customUrl: string | undefined): Promise<LibraryCategories> {
    const counts = await categoryTopicCounts(this.db, await this.where(viewer, customUrl, {}));
    const bySlug = new Map<string, LibraryCategory>();
    for (const row of counts) {
      const category = bySlug.get(row.categorySlug) ?? {
        category: row.category,
        categorySlug: row.categorySlug,
        count: 0,
        topics: [],
      };
      category.count += row.count;
      if (row.topic) category.topics.push({ topic: row.topic, count: row.count });
      bySlug.set(row.categorySlug, category);
    }
    const categories = [...bySlug.values()]
      .map((category) => ({
        ...category,
        topics: category.topics.sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic)),
      }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
    return { total: categories.reduce((sum, category) => sum + category.count, 0), categories };
  }

  private async where(viewer: Actor | null, customUrl: string | undefined, filters: LibraryFilters): Promise<SQL> {
    const instituteId = customUrl ? await this.schoolOf(customUrl) : null;
    return libraryWhere(viewer, instituteId, filters);
  }

  private async schoolOf(customUrl: string): Promise<string> {
    const school = await findInstituteByCustomUrl(this.db, customUrl);
    if (!school) throw notFound('School not found');
    return school.id;
  }
}
