/**
 * Global search (issue 21 §1): every kind the caller may search, or one kind a page at a time. Each kind is matched
 * by full text first; a kind that finds nothing is asked again with the corrected words ("did you mean", from the
 * word list) and then by trigram similarity of titles, so "scince fair" still finds "Science fair" posts.
 */
import {
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
    const page: KindPage = { limit: SEARCH_GROUP_PREVIEW_SIZE, offset: 0 };
    const [first, didYouMean, suggestedTags] = await Promise.all([
      Promise.all(kinds.map((kind) => this.kind(this.db, actor, kind, q, 'text', page))),
      this.correction(actor, q),
      matchingTags(this.db, q, actor.instituteId, SUGGESTED_TAGS_MAX),
    ]);
    const groups = await Promise.all(
      kinds.map(async (kind, index) => {
        const found = first[index] as KindResult;
        const result = found.total > 0 ? found : await this.again(actor, kind, q, didYouMean, page);
        return { entityType: kind, total: result.total, hits: result.hits };
      }),
    );
    return { query: q, didYouMean, groups, suggestedTags };
  }

  private async loadPage(actor: Actor, kind: SearchEntityType, query: SearchPageQuery): Promise<SearchPageResult> {
    const page: KindPage = { limit: query.size, offset: query.page * query.size };
    const [first, didYouMean] = await Promise.all([
      this.kind(this.db, actor, kind, query.q, 'text', page),
      this.correction(actor, query.q),
    ]);
    let result = first;
    // Every page of a misspelt query reads the corrected words, so "Load more" continues what page 0 showed.
    if (first.total === 0) result = await this.again(actor, kind, query.q, didYouMean, page);
    return { ...pageFrom(result.hits, query, result.total), query: query.q, didYouMean };
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
    page: KindPage,
  ): Promise<KindResult> {
    if (corrected) {
      const result = await this.kind(this.db, actor, kind, corrected, 'text', page);
      if (result.total > 0) return result;
    }
    if (NAME_KINDS.has(kind)) return { hits: [], total: 0 };
    return withTitleSimilarity(this.db, (tx) => this.kind(tx, actor, kind, q, 'titles', page));
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

  /** One page of one kind, with the total of its matches. */
  private async kind(
    db: Queryable,
    actor: Actor,
    kind: SearchEntityType,
    text: string,
    mode: MatchMode,
    page: KindPage,
  ): Promise<KindResult> {
    const read = async <Row extends { total: number }>(
      rows: (p: KindPage) => Promise<Row[]>,
      present: (row: Row) => SearchHit | null,
    ): Promise<KindResult> => {
      let found = await rows(page);
      let total = found[0]?.total ?? 0;
      // Past the last page the window count has no row to ride on: count from the first row.
      if (found.length === 0 && page.offset > 0) {
        total = (await rows({ limit: 1, offset: 0 }))[0]?.total ?? 0;
        found = [];
      }
      return { hits: found.map(present).filter((hit): hit is SearchHit => hit !== null), total };
    };
    const now = this.clock.now();
    switch (kind) {
      case 'articles':
        return read(
          (p) => searchArticles(db, actor, text, mode, p),
          (row) => articleHit(row, text),
        );
      case 'posts':
        return read(
          (p) => searchPosts(db, actor, 'community', text, mode, p),
          (row) => postHit(row, text),
        );
      case 'forums':
        return read(
          (p) => searchPosts(db, actor, 'forum', text, mode, p),
          (row) => postHit(row, text),
        );
      case 'library':
        return read(
          (p) => searchPosts(db, actor, 'community-library', text, mode, p),
          (row) => postHit(row, text),
        );
      case 'collabs':
        return read(
          (p) => searchCollabs(db, actor, text, mode, p),
          (row) => collabHit(row, text),
        );
      case 'people':
        return read(
          (p) => searchPeople(db, actor, text, now, p),
          (row) => personHit(row, actor, now),
        );
      case 'schools':
        return read((p) => searchSchools(db, text, p), schoolHit);
      case 'questions': {
        const school = questionSchoolOf(actor);
        if (!school) return { hits: [], total: 0 };
        return read(
          (p) => searchQuestions(db, school, text, mode, p),
          (row) => questionHit(row, actor, text),
        );
      }
    }
  }
}
