/** The shared feeds: latest with filters and facet counts, trending, category-wise and publication-wise news. */
import {
  type CategoryCount,
  type FilterCount,
  type LatestQuery,
  type NewsArticle,
  type NewsCategories,
  type NewsFilter,
  type PageQuery,
  PUBLISH_DATE_RANGES,
  type PublicationCategory,
  type PublishDateRange,
  type Publisher,
  TOPIC_CATEGORIES,
  TOPIC_CATEGORY_LABELS,
  type TopicCategory,
  topicSlug,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import {
  countArticles,
  countByCategory,
  countByDateRange,
  countByPublisher,
  type ExcludedArticle,
  listPublishers,
  type PublisherRow,
  selectArticlesInOrder,
} from './article.repository';
import type { ArticleLister } from './article-lister';
import {
  filterConditions,
  inCategory,
  narrowed,
  ofPublisher,
  publishedSince,
  publishedWhere,
} from './article-scope.repository';
import { daysAgo } from './news-clock';
import { filterKey, inDateRange, matchesFilter, withoutFacet } from './news-filter';
import { findPreferences } from './preferences.repository';
import { readsByCategory, readsByPublisher } from './reading.repository';
import { countTrending, mostViewedIds, scoreByCategory, trendingIds } from './trending.repository';
import { TtlCache } from './ttl-cache';
import type { Viewer } from './viewer';

const FACET_TTL_MS = 30_000;
/** Your Categories and Your Publication Mix look at this many days of reading. */
const YOUR_CATEGORIES_DAYS = 30;
const YOUR_CATEGORIES_MOST_READ = 4;
/** Before any trending score exists, trending shows the most viewed articles of this many days. */
const TRENDING_FALLBACK_DAYS = 7;

interface Facets {
  dateRanges: Record<PublishDateRange, number>;
  categories: Map<TopicCategory, number>;
  publishers: Map<string, number>;
}

export function presentPublisher(row: PublisherRow): Publisher {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logoUrl,
    siteUrl: row.siteUrl,
    defaultCategory: row.defaultCategory,
  };
}

export function categoryCount(category: TopicCategory, articleCount: number): CategoryCount {
  return { category, label: TOPIC_CATEGORY_LABELS[category], slug: topicSlug(category), articleCount };
}

export class NewsFeedService {
  private readonly facets = new TtlCache<Facets>(FACET_TTL_MS, 1_000, { serveStale: true });
  private readonly publishers = new TtlCache<PublisherRow[]>(FACET_TTL_MS, 1, { serveStale: true });
  private readonly categories = new TtlCache<Map<TopicCategory, number>>(FACET_TTL_MS, 1, { serveStale: true });
  private readonly publisherCounts = new TtlCache<Map<string, number>>(FACET_TTL_MS, 1, { serveStale: true });
  private readonly trendingPages = new SharedTrending();

  constructor(
    private readonly db: Db,
    private readonly lister: ArticleLister,
  ) {}

  latest(viewer: Viewer | null, query: LatestQuery): Promise<Page<NewsArticle>> {
    const now = new Date();
    return this.lister.newestPage(viewer, {
      cacheKey: `latest|${filterKey(query)}`,
      conditions: filterConditions(query, now),
      matches: (article) => matchesFilter(article, query, now),
      page: query.page,
      size: query.size,
    });
  }

  categoryWise(viewer: Viewer | null, query: PageQuery & { category: TopicCategory }): Promise<Page<NewsArticle>> {
    return this.lister.newestPage(viewer, {
      cacheKey: `category|${query.category}`,
      conditions: [inCategory(query.category)],
      matches: (article) => article.category === query.category,
      page: query.page,
      size: query.size,
    });
  }

  publicationWise(viewer: Viewer | null, query: PageQuery & { publisherId: string }): Promise<Page<NewsArticle>> {
    return this.lister.newestPage(viewer, {
      cacheKey: `publisher|${query.publisherId}`,
      conditions: [ofPublisher(query.publisherId)],
      matches: (article) => article.publisherId === query.publisherId,
      page: query.page,
      size: query.size,
    });
  }

  /** Each facet counted with the other facets' filters; `total` with all of them (= latest's totalElements). */
  async filterCount(viewer: Viewer | null, filter: NewsFilter): Promise<FilterCount> {
    const now = new Date();
    const [facets, total, excluded, publishers] = await Promise.all([
      this.facets.getOrLoad(filterKey(filter), () => this.loadFacets(filter, now)),
      this.lister.counts.getOrLoad(`latest|${filterKey(filter)}`, () =>
        countArticles(this.db, publishedWhere(filterConditions(filter, now))),
      ),
      this.lister.excludedFor(viewer),
      this.allPublishers(),
    ]);
    const hiddenMatching = (facetless: NewsFilter, extra: (article: ExcludedArticle) => boolean) =>
      excluded.filter((article) => matchesFilter(article, facetless, now) && extra(article)).length;
    const noDate = withoutFacet(filter, 'dateRange');
    const noCategory = withoutFacet(filter, 'categories');
    const noPublisher = withoutFacet(filter, 'publishers');
    return {
      total: total - hiddenMatching(filter, () => true),
      dateRanges: Object.fromEntries(
        PUBLISH_DATE_RANGES.map((range) => [
          range,
          facets.dateRanges[range] - hiddenMatching(noDate, (article) => inDateRange(article.publishedAt, range, now)),
        ]),
      ) as Record<PublishDateRange, number>,
      categories: Object.fromEntries(
        TOPIC_CATEGORIES.map((category) => [
          category,
          (facets.categories.get(category) ?? 0) -
            hiddenMatching(noCategory, (article) => article.category === category),
        ]),
      ) as Record<TopicCategory, number>,
      publishers: publishers.map((publisher) => ({
        id: publisher.id,
        name: publisher.name,
        count:
          (facets.publishers.get(publisher.id) ?? 0) -
          hiddenMatching(noPublisher, (article) => article.publisherId === publisher.id),
      })),
    };
  }

  private async loadFacets(filter: NewsFilter, now: Date): Promise<Facets> {
    const where = (facetless: NewsFilter) => publishedWhere(filterConditions(facetless, now));
    const [dateRanges, categories, publishers] = await Promise.all([
      countByDateRange(this.db, where(withoutFacet(filter, 'dateRange')), now),
      countByCategory(this.db, where(withoutFacet(filter, 'categories'))),
      countByPublisher(this.db, where(withoutFacet(filter, 'publishers'))),
    ]);
    return { dateRanges, categories, publishers };
  }

  allPublishers(): Promise<PublisherRow[]> {
    return this.publishers.getOrLoad('all', () => listPublishers(this.db));
  }

  /** Article count per category, all 11 in the spec's order. */
  async categoryCounts(): Promise<CategoryCount[]> {
    const counts = await this.categories.getOrLoad('all', () => countByCategory(this.db, publishedWhere()));
    return TOPIC_CATEGORIES.map((category) => categoryCount(category, counts.get(category) ?? 0));
  }

  async trendingCategories(): Promise<Array<CategoryCount & { score: number }>> {
    const [counts, scores] = await Promise.all([this.categoryCounts(), scoreByCategory(this.db)]);
    return counts
      .map((entry) => ({ ...entry, score: Math.round((scores.get(entry.category) ?? 0) * 100) / 100 }))
      .sort((a, b) => b.score - a.score || b.articleCount - a.articleCount);
  }

  /** By trending score (ties: newest); until the first scores exist, the most viewed recent articles. */
  async trending(viewer: Viewer | null, query: PageQuery): Promise<Page<NewsArticle>> {
    const excluded = await this.lister.excludedFor(viewer);
    const visible = this.lister.visibleWhere(excluded);
    const shared = excluded.length === 0;
    // Readers with nothing hidden share the scored pages for a few seconds (the job rewrites scores every 5 min).
    const scored = shared
      ? await this.trendingPages.count(() => countTrending(this.db, visible))
      : await countTrending(this.db, visible);
    if (scored > 0) {
      const loadIds = async () =>
        (await trendingIds(this.db, visible, query.size, offsetOf(query))).map((row) => row.id);
      const ids = shared ? await this.trendingPages.ids(`${query.page}|${query.size}`, loadIds) : await loadIds();
      return pageFrom(await this.lister.present(await this.lister.rowsInOrder(ids), viewer), query, scored);
    }
    const since = daysAgo(new Date(), TRENDING_FALLBACK_DAYS);
    const [ids, total] = await Promise.all([
      mostViewedIds(this.db, visible, since, query.size, offsetOf(query)),
      countArticles(this.db, narrowed(visible, [publishedSince(since)])),
    ]);
    const rows = await selectArticlesInOrder(
      this.db,
      ids.map((row) => row.id),
      visible,
    );
    return pageFrom(await this.lister.present(rows, viewer), query, total);
  }

  /** All Categories, and Your Categories: chosen in customize-feeds, else the most read lately. */
  async newsCategories(viewer: Viewer | null): Promise<NewsCategories> {
    const all = await this.categoryCounts();
    if (!viewer) return { all, yours: [] };
    const preferences = await findPreferences(this.db, viewer.userId);
    const chosen = preferences?.categories ?? [];
    const yours =
      chosen.length > 0
        ? chosen
        : (await readsByCategory(this.db, viewer.userId, daysAgo(new Date(), YOUR_CATEGORIES_DAYS)))
            .slice(0, YOUR_CATEGORIES_MOST_READ)
            .map((entry) => entry.category);
    return { all, yours: yours.flatMap((category) => all.find((entry) => entry.category === category) ?? []) };
  }

  /** All Publishers with article counts, and Your Publication Mix: what the reader read lately, by publisher. */
  async publicationCategory(viewer: Viewer | null): Promise<PublicationCategory> {
    const [rows, counts] = await Promise.all([
      this.allPublishers(),
      this.publisherCounts.getOrLoad('all', () => countByPublisher(this.db, publishedWhere())),
    ]);
    const publishers = rows.map((row) => ({
      publisher: { id: row.id, slug: row.slug, name: row.name, logoUrl: row.logoUrl },
      articleCount: counts.get(row.id) ?? 0,
    }));
    if (!viewer) return { publishers, mix: [] };
    const reads = await readsByPublisher(this.db, viewer.userId, daysAgo(new Date(), YOUR_CATEGORIES_DAYS));
    const total = reads.reduce((sum, entry) => sum + Number(entry.reads), 0);
    const mix = reads.map(({ reads: count, ...publisher }) => ({
      publisher,
      readCount: Number(count),
      share: total > 0 ? Math.round((Number(count) / total) * 1000) / 1000 : 0,
    }));
    return { publishers, mix };
  }
}

const TRENDING_PAGE_TTL_MS = 5_000;

/** Short-lived shared trending pages. A zero count is never kept, so the first scores show at once. */
class SharedTrending {
  private readonly counts = new TtlCache<number>(TRENDING_PAGE_TTL_MS, 1);
  private readonly pages = new TtlCache<string[]>(TRENDING_PAGE_TTL_MS, 1_000, { serveStale: true });

  async count(load: () => Promise<number>): Promise<number> {
    const total = await this.counts.getOrLoad('scored', load);
    if (total === 0) this.counts.delete('scored');
    return total;
  }

  ids(key: string, load: () => Promise<string[]>): Promise<string[]> {
    return this.pages.getOrLoad(key, load);
  }
}
