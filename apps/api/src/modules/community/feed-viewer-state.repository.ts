/**
 * What a signed-in feed page needs of its viewer beside the rows every viewer of the same school and role shares:
 * their own newest posts, which of the page's candidates they reported or liked, the candidates' live counts (the
 * shared rows may be seconds old; a like must show at once), their committee seat, their school's
 * global-visibility switch and how many posts they ever reported. One statement, read fresh on
 * every request: nothing of the viewer's is cached, so nothing has to be invalidated.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { newestPublishedFirst, statementName } from './post.repository';

export interface FeedViewerState {
  /** The viewer's own newest posts in the feed: id and publication time (ms). */
  own: Array<{ id: string; publishedAt: number }>;
  reported: Set<string>;
  liked: Set<string>;
  counts: Map<string, { likesCount: number; commentCount: number }>;
  onCommittee: boolean;
  schoolGlobalVisibility: boolean;
  /** How many posts the viewer ever reported (most never did: then nothing of the totals is theirs to hide). */
  reportCount: number;
}

interface StateRow {
  own: Array<[string, string]> | null;
  reported: string[] | null;
  liked: string[] | null;
  counts: Array<[string, number, number]> | null;
}

export interface FeedViewerStateQuery {
  candidateIds: string[];
  /** The viewer's own posts of this feed (arm and filters), and how many of them a page can need. */
  ownWhere: SQL | null;
  ownLimit: number;
}

export async function feedViewerState(
  db: Queryable,
  viewer: Actor,
  query: FeedViewerStateQuery,
): Promise<FeedViewerState> {
  // One array parameter: the statement's text stays the same whatever the page.
  const candidates = sql`${sql.param(query.candidateIds)}::uuid[]`;
  const own = query.ownWhere
    ? sql`(select coalesce(json_agg(json_build_array(o.id, o.published_at)), '[]'::json) from (
        select posts.id, posts.published_at from posts where ${query.ownWhere}
        order by ${sql.join(newestPublishedFirst, sql`, `)} limit ${query.ownLimit}) o)`
    : sql`'[]'::json`;
  const school = viewer.instituteId;
  // Read beside the viewer's own user row, so it can be a named prepared statement (planned once per connection:
  // planning cost more than running it).
  const statement = db
    .select({
      own: sql<StateRow['own']>`${own}`,
      reported: sql<StateRow['reported']>`(select array_agg(r.post_id) from post_reports r
        where r.reporter_id = ${viewer.id} and r.post_id = any(${candidates}))`,
      liked: sql<StateRow['liked']>`(select array_agg(l.post_id) from post_likes l
        where l.user_id = ${viewer.id} and l.post_id = any(${candidates}))`,
      counts: sql<StateRow['counts']>`(select json_agg(json_build_array(p.id, p.likes_count, p.comment_count))
        from posts p where p.id = any(${candidates}))`,
      onCommittee: school
        ? sql<boolean>`exists(select 1 from approval_committee_members m
            where m.institute_id = ${school} and m.user_id = ${viewer.id} and m.removed_at is null)`
        : sql<boolean>`false`,
      globalVisibility: school
        ? sql<boolean>`coalesce((select s.global_visibility from community_settings s where s.institute_id = ${school}), false)`
        : sql<boolean>`false`,
      reportCount: sql<number>`(select count(*)::int from post_reports r where r.reporter_id = ${viewer.id})`,
    })
    .from(users)
    .where(eq(users.id, viewer.id));
  const [row] = await statement.prepare(statementName(statement.toSQL().sql)).execute();
  return {
    own: (row?.own ?? []).map(([id, publishedAt]) => ({ id, publishedAt: Date.parse(publishedAt) })),
    reported: new Set(row?.reported ?? []),
    liked: new Set(row?.liked ?? []),
    counts: new Map((row?.counts ?? []).map(([id, likesCount, commentCount]) => [id, { likesCount, commentCount }])),
    onCommittee: row?.onCommittee ?? false,
    schoolGlobalVisibility: row?.globalVisibility ?? false,
    reportCount: Number(row?.reportCount ?? 0),
  };
}
