/**
 * The forums (spec §2, §4): the category list with thread and reply counts, and a member's thread lists
 * (`/forums/{forumType}`). Threads are community posts with feedKind 'forum', so who sees what is the kernel's
 * rule (visiblePostsWhere) and the threads are presented like any post.
 */
import {
  categorySlug,
  type ForumCategory,
  type ForumList,
  type MemberThreadsQuery,
  type Post,
} from '@noticeboard/shared';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import { listCategories } from '../../category/category.repository';
import { GLOBAL_CATEGORIES } from '../../category/category.service';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import { countPosts, newestPublishedFirst, selectPosts } from '../post.repository';
import { presentPosts } from '../post.service';
import { visiblePostsWhere } from '../post-access';
import {
  type CategoryActivity,
  categoryActivity,
  forumThreads,
  newestRepliedFirst,
  repliedWhere,
} from './forum.repository';

/** The public forum: threads for everyone, published and not removed. */
const publicThreads = and(eq(posts.visibility, 'GLOBAL'), eq(posts.audience, 'EVERYONE'), isNull(posts.removedAt));

function categoryOf(category: { name: string; slug: string }, activity: CategoryActivity | undefined): ForumCategory {
  return {
    category: category.name,
    categorySlug: category.slug,
    threadCount: activity?.threadCount ?? 0,
    replyCount: activity?.replyCount ?? 0,
    lastActivityAt: activity?.lastActivityAt?.toISOString() ?? null,
    latestThread:
      activity?.latestSlug && activity.latestTitle ? { title: activity.latestTitle, slug: activity.latestSlug } : null,
  };
}

export class ForumService {
  constructor(private readonly db: Db) {}

  /**
   * The 13 global categories (and, for one school's forum, its own categories after them) with what the viewer
   * may see of their threads. Threads filed under another school's own category are not listed in the global forum.
   */
  async forumList(viewer: Actor | null, customUrl?: string): Promise<ForumList> {
    const school = customUrl ? await findInstituteByCustomUrl(this.db, customUrl) : undefined;
    if (customUrl && !school) throw notFound('School not found');
    const visible = visiblePostsWhere(viewer);
    const where = school ? (and(visible, eq(posts.instituteId, school.id)) as SQL) : visible;
    const [activity, own] = await Promise.all([
      categoryActivity(this.db, where),
      school ? listCategories(this.db, school.id) : [],
    ]);
    const bySlug = new Map(activity.map((row) => [row.categorySlug, row]));
    const categories = [...GLOBAL_CATEGORIES, ...own];
    return { categories: categories.map((category) => categoryOf(category, bySlug.get(category.slug))) };
  }

  /**
   * A member's forum view: their school's threads, the public forum, the threads they started (waiting and
   * declined ones included) or the ones they replied to that they may still see.
   */
  async memberThreads(actor: Actor, query: MemberThreadsQuery): Promise<Page<Post>> {
    const category = query.category ? eq(posts.categorySlug, categorySlug(query.category)) : undefined;
    const { where, orderBy } = this.viewOf(actor, query.forumType);
    const filtered = and(forumThreads, where, category) as SQL;
    const [rows, total] = await Promise.all([
      selectPosts(this.db, { where: filtered, orderBy, limit: query.size, offset: offsetOf(query) }),
      countPosts(this.db, filtered),
    ]);
    return pageFrom(await presentPosts(this.db, actor, rows), query, total);
  }

  private viewOf(actor: Actor, forumType: MemberThreadsQuery['forumType']): { where: SQL; orderBy: SQL[] } {
    switch (forumType) {
      case 'institute': {
        if (!actor.instituteId) throw forbidden('Only members of a school have a school forum');
        const where = and(visiblePostsWhere(actor), eq(posts.instituteId, actor.instituteId)) as SQL;
        return { where, orderBy: newestPublishedFirst };
      }
      case 'global':
        return { where: publicThreads as SQL, orderBy: newestPublishedFirst };
      case 'started':
        // Waiting threads have no publication date yet: the order is when they were written.
        return { where: eq(posts.authorId, actor.id), orderBy: [desc(posts.createdAt), desc(posts.id)] };
      case 'replied':
        return {
          where: and(repliedWhere(this.db, actor.id), visiblePostsWhere(actor)) as SQL,
          orderBy: newestRepliedFirst(actor.id),
        };
    }
  }
}
