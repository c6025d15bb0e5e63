/** The visibility rule of post-visibility.ts as SQL, for feeds and lists: what a viewer may see of published posts. */
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { posts } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { audiencesOf } from './post-visibility';

/** Published posts `viewer` may see, their own included (`canSeePost` without the moderators' extra). */
export function visiblePostsWhere(viewer: Actor | null): SQL {
  const publicPost = and(eq(posts.visibility, 'GLOBAL'), eq(posts.audience, 'EVERYONE'));
  const seen: SQL[] = [publicPost as SQL];
  if (viewer?.instituteId) {
    seen.push(
      and(
        eq(posts.instituteId, viewer.instituteId),
        inArray(posts.visibility, ['GLOBAL', 'INSTITUTE', 'SPECIFIC_GROUP']),
        inArray(posts.audience, audiencesOf(viewer.role)),
      ) as SQL,
    );
  }
  if (viewer) seen.push(and(eq(posts.authorId, viewer.id), sql`${posts.visibility} <> 'SELF'`) as SQL);
  return and(isNull(posts.removedAt), or(...seen)) as SQL;
}
