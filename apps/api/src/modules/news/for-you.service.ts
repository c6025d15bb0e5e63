/**
 * For you (`/recommended/news/`): the reader's ranked list (for-you.compose) over a shared candidate pool.
 * The order is kept for the reader: page 0 ranks again once it is a minute old or as soon as the reader's
 * signals change (a read, a save, a report, new feed choices); later pages are slices of the same order,
 * so no article shows twice across the pages of one session.
 */
import type { NewsArticle, PageQuery, PickReasonInfo } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import { CONSENT_CHANGED } from '../consent/consent-events';
import { consentAllows } from '../consent/consent-ledger.repository';
import type { ArticleLister } from './article-lister';
import { type Candidate, type RankedItem, type ReaderSignals, rankForYou } from './for-you.compose';
import { candidatePool, readArticleIds, readerSignals, SIGNAL_WINDOW_DAYS } from './for-you.repository';
import { daysAgo } from './news-clock';
import { findPreferences } from './preferences.repository';
import { NEWS_READER_CHANGED } from './reader-states';
import { TtlCache } from './ttl-cache';
import type { Viewer } from './viewer';

const POOL_TTL_MS = 10_000;
const SESSION_TTL_MS = 10 * 60_000;
const RERANK_AFTER_MS = 60_000;

interface Ranking {
  rankedAt: number;
  items: RankedItem[];
}

export class ForYouService {
  private readonly pool = new TtlCache<Candidate[]>(POOL_TTL_MS, 1, { serveStale: true });
  private readonly sessions = new TtlCache<Ranking>(SESSION_TTL_MS, 10_000);
  private readonly anonymous = new TtlCache<RankedItem[]>(POOL_TTL_MS, 1, { serveStale: true });

  constructor(
    private readonly db: Db,
    private readonly lister: ArticleLister,
    bus: InvalidationBus,
  ) {
    bus.on(NEWS_READER_CHANGED, (userId) => this.sessions.delete(userId));
    bus.on(CONSENT_CHANGED, (userId) => this.sessions.delete(userId));
  }

  async page(viewer: Viewer | null, query: PageQuery): Promise<Page<NewsArticle>> {
    const ranked = await this.ranking(viewer, query.page === 0);
    const slice = ranked.slice(offsetOf(query), offsetOf(query) + query.size);
    const hidden = viewer ? new Set((await this.lister.readers.of(viewer)).hiddenIds) : undefined;
    const rows = await this.lister.rowsInOrder(
      slice.map((item) => item.id),
      hidden,
    );
    const reasons = new Map<string, PickReasonInfo>(slice.map((item) => [item.id, item.reason]));
    return pageFrom(await this.lister.present(rows, viewer, reasons), query, ranked.length);
  }

  private async ranking(viewer: Viewer | null, fresh: boolean): Promise<RankedItem[]> {
    const candidates = await this.pool.getOrLoad('pool', () => candidatePool(this.db));
    if (!viewer) {
      return this.anonymous.getOrLoad('anonymous', async () => rankForYou(candidates, NO_SIGNALS, new Date()));
    }
    const rank = async (): Promise<Ranking> => ({
      rankedAt: Date.now(),
      items: await this.rankFor(viewer, candidates),
    });
    const kept = await this.sessions.getOrLoad(viewer.userId, rank);
    if (!fresh || Date.now() - kept.rankedAt < RERANK_AFTER_MS) return kept.items;
    this.sessions.delete(viewer.userId);
    return (await this.sessions.getOrLoad(viewer.userId, rank)).items;
  }

  private async rankFor(viewer: Viewer, candidates: Candidate[]): Promise<RankedItem[]> {
    const now = new Date();
    // Reading history chooses the news only while the consent ledger allows PERSONALISED_FEEDS (a child's parent
    // decides); without it the list is ranked as for a visitor, with the reader's own explicit choices.
    const personalised = await consentAllows(this.db, viewer.userId, 'PERSONALISED_FEEDS', now);
    const [preferences, excluded, read, signals] = await Promise.all([
      findPreferences(this.db, viewer.userId),
      this.lister.excludedFor(viewer),
      readArticleIds(this.db, viewer.userId, daysAgo(now, SIGNAL_WINDOW_DAYS)),
      personalised ? readerSignals(this.db, viewer.userId) : [],
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
        personalise: personalised && (preferences?.personalise ?? true),
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
