/**
 * For you (`/recommended/news/`): the reader's ranked list (for-you.compose) over a shared candidate pool.
 * Page 0 ranks afresh and keeps the order for the reader for a while; later pages are slices of that order,
 * so no article shows twice across the pages of one session.
 */
import type { NewsArticle, PageQuery, PickReasonInfo } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import { selectArticlesInOrder } from './article.repository';
import type { ArticleLister } from './article-lister';
import { type Candidate, type RankedItem, type ReaderSignals, rankForYou } from './for-you.compose';
import { candidatePool, readArticleIds, readerSignals, SIGNAL_WINDOW_DAYS } from './for-you.repository';
import { daysAgo } from './news-clock';
import { findPreferences } from './preferences.repository';
import { TtlCache } from './ttl-cache';
import type { Viewer } from './viewer';

const POOL_TTL_MS = 10_000;
const SESSION_TTL_MS = 10 * 60_000;

export class ForYouService {
  private readonly pool = new TtlCache<Candidate[]>(POOL_TTL_MS, 1);
  private readonly sessions = new TtlCache<RankedItem[]>(SESSION_TTL_MS, 10_000);
  private readonly anonymous = new TtlCache<RankedItem[]>(POOL_TTL_MS, 1);

  constructor(
    private readonly db: Db,
    private readonly lister: ArticleLister,
  ) {}

  async page(viewer: Viewer | null, query: PageQuery): Promise<Page<NewsArticle>> {
    const ranked = await this.ranking(viewer, query.page === 0);
    const slice = ranked.slice(offsetOf(query), offsetOf(query) + query.size);
    const visible = this.lister.visibleWhere(await this.lister.excludedFor(viewer));
    const rows = await selectArticlesInOrder(
      this.db,
      slice.map((item) => item.id),
      visible,
    );
    const reasons = new Map<string, PickReasonInfo>(slice.map((item) => [item.id, item.reason]));
    return pageFrom(await this.lister.present(rows, viewer, reasons), query, ranked.length);
  }

  private async ranking(viewer: Viewer | null, fresh: boolean): Promise<RankedItem[]> {
    const candidates = await this.pool.getOrLoad('pool', () => candidatePool(this.db));
    if (!viewer) {
      return this.anonymous.getOrLoad('anonymous', async () => rankForYou(candidates, NO_SIGNALS, new Date()));
    }
    if (fresh) this.sessions.delete(viewer.userId);
    return this.sessions.getOrLoad(viewer.userId, () => this.rankFor(viewer, candidates));
  }

  private async rankFor(viewer: Viewer, candidates: Candidate[]): Promise<RankedItem[]> {
    const now = new Date();
    const [preferences, excluded, read, signals] = await Promise.all([
      findPreferences(this.db, viewer.userId),
      this.lister.excludedFor(viewer),
      readArticleIds(this.db, viewer.userId, daysAgo(now, SIGNAL_WINDOW_DAYS)),
      readerSignals(this.db, viewer.userId),
    ]);
    const hidden = new Set(excluded.map((article) => article.id));
    const unread = candidates.filter((candidate) => !read.has(candidate.id) && !hidden.has(candidate.id));
    const categoryWeights = new Map<Candidate['category'], number>();
    const publisherWeights = new Map<string, number>();
    for (const row of signals) {
      categoryWeights.set(row.category, (categoryWeights.get(row.category) ?? 0) + row.weight);
      publisherWeights.set(row.publisher_id, (publisherWeights.get(row.publisher_id) ?? 0) + row.weight);
    }
    return rankForYou(
      unread,
      {
        categoryWeights,
        publisherWeights,
        chosenCategories: new Set(preferences?.categories ?? []),
        chosenPublishers: new Set(preferences?.publisherIds ?? []),
        personalise: preferences?.personalise ?? true,
      },
      now,
    );
  }
}

const NO_SIGNALS: ReaderSignals = {
  categoryWeights: new Map(),
  publisherWeights: new Map(),
  chosenCategories: new Set(),
  chosenPublishers: new Set(),
  personalise: false,
};
