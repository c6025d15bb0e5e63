/**
 * What a signed-in feed page needs of its viewer beside the rows every viewer of the same school and role shares:
 * their own newest posts, which of the page's candidates they reported or liked, the candidates' live counts (the
 * shared rows may be seconds old; a like must show at once), their committee seat, their school's
 * global-visibility switch and how many reported posts the shared totals count. One statement, read fresh on
 * every request: nothing of the viewer's is cached, so nothing has to be invalidated.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rowsOf } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { newestPublishedFirst } from './post.repository';

export interface FeedViewerState {
  /** The viewer's own newest posts in the feed: id and publication time (ms). */
  own: Array<{ id: string; publishedAt: number }>;
  reported: Set<string>;
  liked: Set<string>;
  counts: Map<string, { likesCount: number; commentCount: number }>;
  onCommittee: boolean;
  schoolGlobalVisibility: boolean;
  /** The viewer's reported posts among the feed's (the shared totals include them). */
  hidden: number;
}

interface StateRow {
  own: Array<[string, string]> | null;
  reported: string[] | null;
  liked: string[] | null;
  counts: Array<[string, number, number]> | null;
  on_committee: boolean;
  global_visibility: boolean;
  hidden: number | string;
}

export interface FeedViewerStateQuery {
  candidateIds: string[];
  /** The viewer's own posts of this feed (arm and filters), and how many of them a page can need. */
  ownWhere: SQL | null;
  ownLimit: number;
  hiddenWhere: SQL;
}

export async function feedViewerState(
  db: Queryable,
  viewer: Actor,
  query: FeedViewerStateQuery,
): Promise<FeedViewerState> {
  const ids = sql`array[${sql.join(
    query.candidateIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const candidates = query.candidateIds.length > 0 ? ids : sql`'{}'::uuid[]`;
  const own = query.ownWhere
    ? sql`(select coalesce(json_agg(json_build_array(o.id, o.published_at)), '[]'::json) from (
        select posts.id, posts.published_at from posts where ${query.ownWhere}
        order by ${sql.join(newestPublishedFirst, sql`, `)} limit ${query.ownLimit}) o)`
    : sql`'[]'::json`;
  const school = viewer.instituteId;
  const result = await db.execute(sql`
    select
      ${own} as own,
      (select array_agg(r.post_id) from post_reports r
        where r.reporter_id = ${viewer.id} and r.post_id = any(${candidates})) as reported,
      (select array_agg(l.post_id) from post_likes l
        where l.user_id = ${viewer.id} and l.post_id = any(${candidates})) as liked,
      (select json_agg(json_build_array(p.id, p.likes_count, p.comment_count)) from posts p
        where p.id = any(${candidates})) as counts,
      ${
        school
          ? sql`exists(select 1 from approval_committee_members m
              where m.institute_id = ${school} and m.user_id = ${viewer.id} and m.removed_at is null)`
          : sql`false`
      } as on_committee,
      ${
        school
          ? sql`coalesce((select s.global_visibility from community_settings s where s.institute_id = ${school}), false)`
          : sql`false`
      } as global_visibility,
      (select count(*)::int from posts where ${query.hiddenWhere}) as hidden`);
  const [row] = rowsOf<StateRow>(result);
  return {
    own: (row?.own ?? []).map(([id, publishedAt]) => ({ id, publishedAt: Date.parse(publishedAt) })),
    reported: new Set(row?.reported ?? []),
    liked: new Set(row?.liked ?? []),
    counts: new Map((row?.counts ?? []).map(([id, likesCount, commentCount]) => [id, { likesCount, commentCount }])),
    onCommittee: row?.on_committee ?? false,
    schoolGlobalVisibility: row?.global_visibility ?? false,
    hidden: Number(row?.hidden ?? 0),
  };
}
