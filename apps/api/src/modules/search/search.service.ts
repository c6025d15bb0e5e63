/**
 * Global search (issue 21 §1): every kind the caller may search, or one kind a page at a time. Each kind is matched
 * by full text first; a kind that finds nothing is asked again with the corrected words ("did you mean", from the
 * word list) and then by trigram similarity of titles, so "scince fair" still finds "Science fair" posts.
 */
import {
  type FeedKind,
  SEARCH_GROUP_PREVIEW_SIZE,
  type SearchEntityType,
  type SearchGroupedResult,
  type SearchHit,
  type SearchPageQuery,
  type SearchPageResult,
  type SuggestedTags,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { COMMUNITY_POSTS_CHANGED } from '../community/community-events';
import type { Clock } from '../module';
import { TtlCache } from '../news/ttl-cache';
import { maySearch, questionSchoolOf, searchableKinds } from './search.policy';
import { articleHit, collabHit, personHit, postHit, queryWords, questionHit, schoolHit } from './search.presenter';
import {
  type KindPage,
  type MatchMode,
  type RankedRequest,
  type RankedRow,
  SEARCH_RANK_POOL,
  SEARCH_TOTAL_CAP,
  searchArticles,
  searchCollabs,
  searchPosts,
  searchQuestions,
  withTitleSimilarity,
} from './search-content.repository';
import { searchPeople, searchSchools } from './search-people.repository';
import { correctWords, matchingTags } from './search-words.repository';

/** Suggested tags at most. */
export const SUGGESTED_TAGS_MAX = 8;
/** Words shorter than this are never "corrected". */
const MIN_CORRECTED_LENGTH = 3;
/** Kinds matched by name trigrams already: no title fallback for them. */
const NAME_KINDS: ReadonlySet<SearchEntityType> = new Set(['people', 'schools']);

interface KindResult {
  hits: SearchHit[];
  total: number;
  /** The total is a lower bound: the count stopped there. */
  atLeast: boolean;
}

/** How long an answer is kept for the same caller and query. */
export const SEARCH_CACHE_MS = 5_000;

export class SearchService {
  // Kept per caller and query; an expired answer is served once more while one reload replaces it.
  private readonly cache = new TtlCache<SearchGroupedResult | SearchPageResult>(SEARCH_CACHE_MS, 20_000, {
    serveStale: true,
  });

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    bus?: InvalidationBus,
  ) {
    bus?.on(COMMUNITY_POSTS_CHANGED, () => this.cache.clear());
  }

  /** Every kind the caller may search, a few hits each (kept `SEARCH_CACHE_MS` per caller and query). */
  grouped(actor: Actor, q: string): Promise<SearchGroupedResult> {
    const key = `${actor.id}|*|${q.toLowerCase()}`;
    return this.cache.getOrLoad(key, () => this.loadGrouped(actor, q)) as Promise<SearchGroupedResult>;
  }

  /** One kind, a page at a time (kept `SEARCH_CACHE_MS` per caller, query and page). */
  byType(actor: Actor, kind: SearchEntityType, query: SearchPageQuery): Promise<SearchPageResult> {
    if (!maySearch(actor, kind)) throw forbidden();
    const key = `${actor.id}|${kind}|${query.page}|${query.size}|${query.q.toLowerCase()}`;
    return this.cache.getOrLoad(key, () => this.loadPage(actor, kind, query)) as Promise<SearchPageResult>;
  }

  private async loadGrouped(actor: Actor, q: string): Promise<SearchGroupedResult> {
    const kinds = searchableKinds(actor);
    const [first, didYouMean, suggestedTags] = await Promise.all([
      this.preview(actor, kinds, q),
      this.correction(actor, q),
      matchingTags(this.db, q, actor.instituteId, SUGGESTED_TAGS_MAX),
    ]);
    const groups = await Promise.all(
      kinds.map(async (kind) => {
        const found = first.get(kind) ?? NOTHING;
        const result = found.total > 0 ? found : await this.again(actor, kind, q, didYouMean, PREVIEW);
        return { entityType: kind, total: result.total, totalIsAtLeast: result.atLeast, hits: result.hits };
      }),
    );
    return { query: q, didYouMean, groups, suggestedTags };
  }

  /** The grouped answer's first look at every kind: the post kinds in one statement, no kind counted past its pool. */
  private async preview(
    actor: Actor,
    kinds: SearchEntityType[],
    q: string,
  ): Promise<Map<SearchEntityType, KindResult>> {
    const postKinds = kinds.filter((kind) => FEED_KIND_OF[kind]);
    const others = kinds.filter((kind) => !FEED_KIND_OF[kind]);
    const [posts, rest] = await Promise.all([
      this.posts(this.db, actor, postKinds, q, 'text', PREVIEW),
      Promise.all(others.map((kind) => this.kind(this.db, actor, kind, q, 'text', PREVIEW))),
    ]);
    return new Map([...posts, ...others.map((kind, index) => [kind, rest[index] as KindResult] as const)]);
  }

  private async loadPage(actor: Actor, kind: SearchEntityType, query: SearchPageQuery): Promise<SearchPageResult> {
    const request: RankedRequest = { page: { limit: query.size, offset: query.page * query.size }, count: true };
    const [first, didYouMean] = await Promise.all([
      this.kind(this.db, actor, kind, query.q, 'text', request),
      this.correction(actor, query.q),
    ]);
    let result = first;
    // Every page of a misspelt query reads the corrected words, so "Load more" continues what page 0 showed.
    if (first.total === 0) result = await this.again(actor, kind, query.q, didYouMean, request);
    return {
      ...pageFrom(result.hits, query, result.total),
      totalIsAtLeast: result.atLeast,
      query: query.q,
      didYouMean,
    };
  }

  async suggestedTags(actor: Actor, q: string): Promise<SuggestedTags> {
    return { tags: await matchingTags(this.db, q, actor.instituteId, SUGGESTED_TAGS_MAX) };
  }

  /** A kind that found nothing: the corrected words, then (for titled kinds) the titles' trigrams. */
  private async again(
    actor: Actor,
    kind: SearchEntityType,
    q: string,
    corrected: string | null,
    request: RankedRequest,
  ): Promise<KindResult> {
    if (corrected) {
      const result = await this.kind(this.db, actor, kind, corrected, 'text', request);
      if (result.total > 0) return result;
    }
    if (NAME_KINDS.has(kind)) return NOTHING;
    return withTitleSimilarity(this.db, (tx) => this.kind(tx, actor, kind, q, 'titles', request));
  }

  /** The query with each unknown word replaced by the most similar known word; null when none was replaced. */
  private async correction(actor: Actor, q: string): Promise<string | null> {
    const words = queryWords(q);
    const checked = words.filter((word) => word.length >= MIN_CORRECTED_LENGTH && !/\p{N}/u.test(word));
    if (checked.length === 0) return null;
    const found = new Map(
      (await correctWords(this.db, [...new Set(checked)], actor.instituteId)).map((row) => [row.word, row]),
    );
    let changed = false;
    const corrected = words.map((word) => {
      const row = found.get(word);
      if (!row || row.known || !row.suggestion || row.suggestion === word) return word;
      changed = true;
      return row.suggestion;
    });
    return changed ? corrected.join(' ') : null;
  }

  /** One page of one kind, with the total of its matches (or of its pool, when not counted). */
  private async kind(
    db: Queryable,
    actor: Actor,
    kind: SearchEntityType,
    text: string,
    mode: MatchMode,
    request: RankedRequest,
  ): Promise<KindResult> {
    const now = this.clock.now();
    const ranked = async <Row extends RankedRow>(
      rows: (r: RankedRequest) => Promise<Row[]>,
      present: (row: Row) => SearchHit | null,
    ) => {
      const found = await pageWithTotals(rows, request);
      return resultOf(found.rows, present, found.totals && rankedTotals(found.totals));
    };
    const named = async <Row extends { total: number }>(
      rows: (p: KindPage) => Promise<Row[]>,
      present: (row: Row) => SearchHit | null,
    ) => {
      const found = await pageWithTotals((r) => rows(r.page), request);
      return resultOf(found.rows, present, found.totals && { total: found.totals.total, atLeast: false });
    };
    switch (kind) {
      case 'articles':
        return ranked(
          (r) => searchArticles(db, actor, text, mode, r),
          (row) => articleHit(row, text),
        );
      case 'posts':
      case 'forums':
      case 'library':
        return (await this.posts(db, actor, [kind], text, mode, request)).get(kind) ?? NOTHING;
      case 'collabs':
        return ranked(
          (r) => searchCollabs(db, actor, text, mode, r),
          (row) => collabHit(row, text),
        );
      case 'people':
        return named(
          (p) => searchPeople(db, actor, text, now, p),
          (row) => personHit(row, actor, now),
        );
      case 'schools':
        return named((p) => searchSchools(db, text, p), schoolHit);
      case 'questions': {
        const school = questionSchoolOf(actor);
        if (!school) return NOTHING;
        return ranked(
          (r) => searchQuestions(db, school, text, mode, r),
          (row) => questionHit(row, actor, text),
        );
      }
    }
  }

  /** Community posts, forum threads and library items (one table): each asked-for kind's page from one statement. */
  private async posts(
    db: Queryable,
    actor: Actor,
    kinds: readonly SearchEntityType[],
    text: string,
    mode: MatchMode,
    request: RankedRequest,
  ): Promise<Map<SearchEntityType, KindResult>> {
    const wanted = kinds.flatMap((kind) => {
      const feedKind = FEED_KIND_OF[kind];
      return feedKind ? [{ kind, feedKind }] : [];
    });
    if (wanted.length === 0) return new Map();
    const found = await pageWithTotals(
      (r) =>
        searchPosts(
          db,
          actor,
          wanted.map((one) => one.feedKind),
          text,
          mode,
          r,
        ),
      request,
    );
    return new Map(
      wanted.map(({ kind, feedKind }) => {
        const own = found.rows.filter((row) => row.group === feedKind);
        const totals = found.totals?.group === feedKind ? found.totals : own[0];
        return [kind, resultOf(own, (row) => postHit(row, text), totals && rankedTotals(totals))];
      }),
    );
  }
}

/** The feed kind of each kind kept in the posts table. */
const FEED_KIND_OF: Partial<Record<SearchEntityType, FeedKind>> = {
  posts: 'community',
  forums: 'forum',
  library: 'community-library',
};

const NOTHING: KindResult = { hits: [], total: 0, atLeast: false };
/** The grouped answer's look at each kind: a few hits, no count past the pool. */
const PREVIEW: RankedRequest = { page: { limit: SEARCH_GROUP_PREVIEW_SIZE, offset: 0 }, count: false };

interface Totals {
  total: number;
  atLeast: boolean;
}

/** A kind's total: counted (up to the cap) or, for the grouped preview, its matches among the pool ("100+"). */
function rankedTotals(row: RankedRow): Totals {
  return row.total === null
    ? { total: row.pooled, atLeast: row.pooled >= SEARCH_RANK_POOL }
    : { total: row.total, atLeast: row.total >= SEARCH_TOTAL_CAP };
}

function resultOf<Row>(rows: Row[], present: (row: Row) => SearchHit | null, totals: Totals | undefined): KindResult {
  return {
    hits: rows.map(present).filter((hit): hit is SearchHit => hit !== null),
    total: totals?.total ?? 0,
    atLeast: totals?.atLeast ?? false,
  };
}

/**
 * A page's rows and the row carrying its totals (the first). Past the last page of a counted kind no row carries
 * them, so the first page's first row is read for them (its hit is not shown).
 */
async function pageWithTotals<Row>(
  rows: (r: RankedRequest) => Promise<Row[]>,
  request: RankedRequest,
): Promise<{ rows: Row[]; totals: Row | undefined }> {
  const found = await rows(request);
  if (found.length > 0 || request.page.offset === 0) return { rows: found, totals: found[0] };
  const first = await rows({ ...request, page: { limit: 1, offset: 0 } });
  return { rows: [], totals: first[0] };
}
