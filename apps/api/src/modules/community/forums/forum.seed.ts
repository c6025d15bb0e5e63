/**
 * Forum demo data: the threads of forum-demo-threads.ts from both demo schools, replies and likes from demo members
 * (counts exact; public threads are answered from both schools, school-only ones from inside), and one thread waiting
 * in Greenfield's approval queue. Runs after the community demo (its people and both schools' settings).
 */
import { randomUUID } from 'node:crypto';
import { categorySlug } from '@noticeboard/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { postComments, postHistory, postLikes, posts } from '../../../db/schema';
import { GLOBAL_CATEGORIES } from '../../category/category.service';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import { publishedVisibility } from '../approval.policy';
import {
  COMMUNITY_DEMO_SCHOOLS,
  escapeHtml,
  everyoneOf,
  peopleOf,
  pick,
  resolve,
  type SchoolKey,
  type SchoolPeople,
} from '../demo/community.seed';
import { DEMO_THREADS, type DemoThread } from './forum-demo-threads';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const REPLY_GAP_MS = 53 * 60_000;
const LIKE_GAP_MS = 17 * 60_000;

const categoryName = (name: string) =>
  GLOBAL_CATEGORIES.find((category) => category.slug === categorySlug(name))?.name ?? name;

interface ThreadRows {
  post: typeof posts.$inferInsert;
  likes: Array<typeof postLikes.$inferInsert>;
  replies: Array<typeof postComments.$inferInsert>;
  history: Array<typeof postHistory.$inferInsert>;
}

function rowsOf(thread: DemoThread, schools: Record<SchoolKey, SchoolPeople>, now: Date): ThreadRows {
  const school = schools[thread.school];
  const settings = COMMUNITY_DEMO_SCHOOLS[thread.school].settings;
  const author = resolve(school, thread.author);
  const id = randomUUID();
  const at = new Date(now.getTime() - thread.daysAgo * DAY_MS - 2 * HOUR_MS);
  const published = thread.state === 'PUBLISHED';
  const visibility = published ? publishedVisibility(thread.visibility, settings) : 'SELF';
  const pool =
    visibility === 'GLOBAL'
      ? [...everyoneOf(schools.greenfield), ...everyoneOf(schools.riverside)]
      : everyoneOf(school);
  const repliers = published ? pick(pool, thread.replies.length, `${thread.slug}:replies`, author.id) : [];
  const likers = published ? pick(pool, thread.likes, `${thread.slug}:likes`, author.id) : [];
  const latest = now.getTime() - 60_000;
  // A student's thread at a school without auto-approval waited for an admin's approval.
  const approvedBy =
    published && thread.author.startsWith('student:') && !settings.autoApproval ? school.admins[0] : undefined;
  const text = thread.text.join('\n\n');
  return {
    post: {
      id,
      slug: thread.slug,
      title: thread.title,
      authorId: author.id,
      instituteId: school.instituteId,
      feedKind: 'forum',
      postType: 'TEXT',
      category: categoryName(thread.category),
      categorySlug: categorySlug(thread.category),
      topic: thread.topic ?? null,
      descriptionHtml: thread.text.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
      descriptionText: text,
      audience: 'EVERYONE',
      visibility,
      requestedVisibility: thread.visibility,
      requestStatus: thread.state,
      likesCount: likers.length,
      commentCount: repliers.length,
      historyExists: Boolean(approvedBy),
      publishedAt: published ? at : null,
      createdAt: approvedBy ? new Date(at.getTime() - HOUR_MS) : at,
      updatedAt: at,
    },
    likes: likers.map((person, k) => ({
      postId: id,
      userId: person.id,
      createdAt: new Date(Math.min(latest, at.getTime() + (k + 1) * LIKE_GAP_MS)),
    })),
    replies: repliers.map((person, k) => ({
      postId: id,
      authorId: person.id,
      text: thread.replies[k] as string,
      createdAt: new Date(Math.min(latest, at.getTime() + (k + 1) * REPLY_GAP_MS)),
    })),
    history: approvedBy
      ? [
          {
            postId: id,
            actorId: approvedBy.id,
            actorName: approvedBy.name,
            action: 'post.approved',
            summary: 'Approved and published',
            before: { requestStatus: 'PENDING', visibility: 'SELF' },
            after: { requestStatus: 'PUBLISHED', visibility },
            createdAt: at,
          },
        ]
      : [],
  };
}

export async function seedForumDemo(db: Db, now: Date = new Date()): Promise<void> {
  const schools = {} as Record<SchoolKey, SchoolPeople>;
  for (const key of Object.keys(COMMUNITY_DEMO_SCHOOLS) as SchoolKey[]) {
    const institute = await findInstituteByCustomUrl(db, COMMUNITY_DEMO_SCHOOLS[key].customUrl);
    const people = institute ? await peopleOf(db, institute.id) : null;
    if (!people) return;
    schools[key] = people;
  }
  const slugs = DEMO_THREADS.map((thread) => thread.slug);
  const existing = await db.select({ id: posts.id }).from(posts).where(inArray(posts.slug, slugs)).limit(1);
  if (existing.length > 0) return;

  const threads = DEMO_THREADS.map((thread) => rowsOf(thread, schools, now));
  const likes = threads.flatMap((thread) => thread.likes);
  const replies = threads.flatMap((thread) => thread.replies);
  const history = threads.flatMap((thread) => thread.history);
  await db.transaction(async (tx) => {
    await tx.insert(posts).values(threads.map((thread) => thread.post));
    if (likes.length > 0) await tx.insert(postLikes).values(likes);
    if (replies.length > 0) await tx.insert(postComments).values(replies);
    if (history.length > 0) await tx.insert(postHistory).values(history);
  });
}
