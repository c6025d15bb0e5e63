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
import { preparedOnce } from '../../lib/prepared-once';
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

/** Which of the viewer's own posts can reach the page: the feed's filters, and its school for a school's feed. */
export interface OwnPostsFilter {
  feedKind: string;
  category: string | null;
  topic: string | null;
  postType: string | null;
  /** A school's community (`/{customUrl}/community`): only the viewer's posts in that school. */
  instituteId: string | null;
}

export interface FeedViewerStateQuery {
  candidateIds: string[];
  /** The viewer's own posts of this feed, and how many of them a page can need. */
  own: OwnPostsFilter;
  ownLimit: number;
}

/**
 * The statement for viewers with or without a school, built once (prepared-once.ts). The feed's filters are
 * parameters that may be null (`$x is null or column = $x`): the viewer's own published posts are few and read from
 * posts_author_idx, so one generic plan serves every filter; the candidates are one array parameter.
 */
function stateStatement(db: Queryable, withSchool: boolean) {
  return preparedOnce(db, `community-feed-viewer-state:${withSchool}`, () => {
    const viewerId = sql.placeholder('viewerId');
    const school = sql.placeholder('school');
    const candidates = sql`${sql.placeholder('candidates')}::uuid[]`;
    const optional = (column: SQL, name: string) =>
      sql`(${sql.placeholder(name)}::text is null or ${column}::text = ${sql.placeholder(name)}::text)`;
    const ownWhere = sql`posts.author_id = ${viewerId} and posts.visibility <> 'SELF' and posts.removed_at is null
      and posts.feed_kind::text = ${sql.placeholder('feedKind')}::text
      and ${optional(sql`posts.category_slug`, 'category')} and ${optional(sql`posts.topic`, 'topic')}
      and ${optional(sql`posts.post_type`, 'postType')} and ${optional(sql`posts.institute_id`, 'ownSchool')}`;
    const statement = db
      .select({
        own: sql<StateRow['own']>`(select coalesce(json_agg(json_build_array(o.id, o.published_at)), '[]'::json) from (
          select posts.id, posts.published_at from posts where ${ownWhere}
          order by ${sql.join(newestPublishedFirst, sql`, `)} limit ${sql.placeholder('ownLimit')}) o)`,
        reported: sql<StateRow['reported']>`(select array_agg(r.post_id) from post_reports r
          where r.reporter_id = ${viewerId} and r.post_id = any(${candidates}))`,
        liked: sql<StateRow['liked']>`(select array_agg(l.post_id) from post_likes l
          where l.user_id = ${viewerId} and l.post_id = any(${candidates}))`,
        counts: sql<StateRow['counts']>`(select json_agg(json_build_array(p.id, p.likes_count, p.comment_count))
          from posts p where p.id = any(${candidates}))`,
        onCommittee: withSchool
          ? sql<boolean>`exists(select 1 from approval_committee_members m
              where m.institute_id = ${school} and m.user_id = ${viewerId} and m.removed_at is null)`
          : sql<boolean>`false`,
        globalVisibility: withSchool
          ? sql<boolean>`coalesce((select s.global_visibility from community_settings s where s.institute_id = ${school}), false)`
          : sql<boolean>`false`,
        reportCount: sql<number>`(select count(*)::int from post_reports r where r.reporter_id = ${viewerId})`,
      })
      .from(users)
      .where(eq(users.id, viewerId));
    return statement.prepare(statementName(statement.toSQL().sql));
  });
}

export async function feedViewerState(
  db: Queryable,
  viewer: Actor,
  query: FeedViewerStateQuery,
): Promise<FeedViewerState> {
  const school = viewer.instituteId;
  const { own } = query;
  // Read beside the viewer's own user row, so it can be a named prepared statement (planned once per connection:
  // planning cost more than running it).
  const [row] = await stateStatement(db, school !== null).execute({
    viewerId: viewer.id,
    school,
    candidates: query.candidateIds,
    feedKind: own.feedKind,
    category: own.category,
    topic: own.topic,
    postType: own.postType,
    ownSchool: own.instituteId,
    ownLimit: query.ownLimit,
  });
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
