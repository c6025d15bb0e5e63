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
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import { listCategories } from '../../category/category.repository';
import { GLOBAL_CATEGORIES } from '../../category/category.service';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import type { CommunityExports } from '../community.module';
import { countPosts, selectPosts } from '../post.repository';
import {
  type CategoryActivity,
  categoryActivity,
  type MemberForumView,
  memberThreadsQuery,
  visibleThreadsWhere,
} from './forum.repository';

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
  constructor(
    private readonly db: Db,
    private readonly community: Pick<CommunityExports, 'presentPosts'>,
  ) {}

  /**
   * The 13 global categories (and, for one school's forum, its own categories after them) with what the viewer
   * may see of their threads. Threads filed under another school's own category are not listed in the global forum.
   */
  async forumList(viewer: Actor | null, customUrl?: string): Promise<ForumList> {
    const school = customUrl ? await findInstituteByCustomUrl(this.db, customUrl) : undefined;
    if (customUrl && !school) throw notFound('School not found');
    const [activity, own] = await Promise.all([
      categoryActivity(this.db, visibleThreadsWhere(viewer, school?.id)),
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
    const { where, orderBy } = memberThreadsQuery(
      this.db,
      actor,
      this.viewOf(actor, query.forumType),
      query.category ? categorySlug(query.category) : undefined,
    );
    const [rows, total] = await Promise.all([
      selectPosts(this.db, { where, orderBy, limit: query.size, offset: offsetOf(query) }),
      countPosts(this.db, where),
    ]);
    return pageFrom(await this.community.presentPosts(this.db, actor, rows), query, total);
  }

  private viewOf(actor: Actor, forumType: MemberThreadsQuery['forumType']): MemberForumView {
    if (forumType !== 'institute') return { kind: forumType };
    if (!actor.instituteId) throw forbidden('Only members of a school have a school forum');
    return { kind: 'institute', instituteId: actor.instituteId };
  }
}
