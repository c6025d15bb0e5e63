/**
 * Newest-first article pages shared by latest, category-wise and publication-wise news.
 * Totals are cached per filter (30 s) and shared pages for 5 s. A signed-in reader's hidden and saved articles
 * come from memory (reader-states.ts), so their request usually costs no query. Only when something is hidden
 * from them (they reported an article, their school hid one) do they get their own page query.
 */
import type { NewsArticle, PickReasonInfo } from '@noticeboard/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import { presentArticle } from './article.presenter';
import {
  type ArticleListRow,
  countArticles,
  type ExcludedArticle,
  publishedAmong,
  savedAmong,
  selectArticles,
  selectPublishedAmong,
} from './article.repository';
import { narrowed, publishedWhere, visibleExcept } from './article-scope.repository';
import { NEWS_ARTICLE_CHANGED, type ReaderStates } from './reader-states';
import { TtlCache } from './ttl-cache';
import type { Viewer } from './viewer';

const COUNT_TTL_MS = 30_000;
const PAGE_TTL_MS = 5_000;
/** Rows of ranked lists (trending, for you) by id: everyone's lists draw on the same recent articles. */
const ROW_TTL_MS = 10_000;
const MAX_ROWS = 10_000;

export interface NewestPageRequest {
  /** Identifies the conditions for the caches, e.g. `latest|<filter key>`. */
  cacheKey: string;
  conditions: SQL[];
  /** Whether an article hidden from the reader would have been counted by these conditions. */
  matches: (article: ExcludedArticle) => boolean;
  page: number;
  size: number;
}

export class ArticleLister {
  readonly counts = new TtlCache<number>(COUNT_TTL_MS, 1_000, { serveStale: true });
  private readonly pages = new TtlCache<ArticleListRow[]>(PAGE_TTL_MS, 1_000, { serveStale: true });
  private readonly rows = new Map<string, { row: ArticleListRow; expires: number }>();

  constructor(
    private readonly db: Db,
    readonly readers: ReaderStates,
    bus: InvalidationBus,
  ) {
    bus.on(NEWS_ARTICLE_CHANGED, (articleId) => this.rows.delete(articleId));
  }

  /** Published articles hidden from this reader (reported by them, hidden by their school): usually none. */
  async excludedFor(viewer: Viewer | null): Promise<ExcludedArticle[]> {
    if (!viewer) return [];
    const { hiddenIds } = await this.readers.of(viewer);
    return publishedAmong(this.db, hiddenIds);
  }

  /** Published and not hidden from this reader (given what `excludedFor` returned). */
  visibleWhere(excluded: ExcludedArticle[]): SQL {
    return visibleExcept(excluded.map((article) => article.id));
  }

  async present(
    rows: ArticleListRow[],
    viewer: Viewer | null,
    reasons?: Map<string, PickReasonInfo>,
  ): Promise<NewsArticle[]> {
    const saved = await this.savedAmong(rows, viewer);
    return rows.map((row) => presentArticle(row, saved.has(row.id), reasons?.get(row.id)));
  }

  /** Shared rows as this reader sees them, or the ids hidden from them when there are any. */
  async overlay(rows: ArticleListRow[], viewer: Viewer | null): Promise<NewsArticle[] | { hiddenIds: string[] }> {
    if (viewer) {
      const { hiddenIds } = await this.readers.of(viewer);
      if (hiddenIds.length > 0) return { hiddenIds };
    }
    return this.present(rows, viewer);
  }

  async newestPage(viewer: Viewer | null, request: NewestPageRequest): Promise<Page<NewsArticle>> {
    const shared = publishedWhere(request.conditions);
    const [sharedTotal, sharedRows] = await Promise.all([
      this.counts.getOrLoad(request.cacheKey, () => countArticles(this.db, shared)),
      this.pages.getOrLoad(`${request.cacheKey}|${request.page}|${request.size}`, () =>
        selectArticles(this.db, { where: shared, limit: request.size, offset: offsetOf(request) }),
      ),
    ]);
    const overlaid = await this.overlay(sharedRows, viewer);
    if (Array.isArray(overlaid)) return pageFrom(overlaid, request, sharedTotal);
    const excluded = await publishedAmong(this.db, overlaid.hiddenIds);
    const rows = await selectArticles(this.db, {
      where: narrowed(this.visibleWhere(excluded), request.conditions),
      limit: request.size,
      offset: offsetOf(request),
    });
    const total = sharedTotal - excluded.filter(request.matches).length;
    return pageFrom(await this.present(rows, viewer), request, Math.max(0, total));
  }

  /**
   * Published rows for ids ranked elsewhere, in that order, leaving out `hidden`. Rows come from memory; unknown
   * ids are loaded now, expired ones are served while one background load refreshes them.
   */
  async rowsInOrder(ids: string[], hidden: ReadonlySet<string> = NONE): Promise<ArticleListRow[]> {
    const now = Date.now();
    const wanted = ids.filter((id) => !hidden.has(id));
    const unknown = wanted.filter((id) => !this.rows.has(id));
    const expired = wanted.filter((id) => {
      const entry = this.rows.get(id);
      return entry !== undefined && entry.expires <= now;
    });
    if (expired.length > 0) {
      // Pushed forward now so concurrent requests do not start the same refresh.
      for (const id of expired) {
        const entry = this.rows.get(id);
        if (entry) entry.expires = now + ROW_TTL_MS;
      }
      this.loadRows(expired).catch(() => {
        for (const id of expired) this.rows.delete(id);
      });
    }
    if (unknown.length > 0) await this.loadRows(unknown);
    return wanted.flatMap((id) => this.rows.get(id)?.row ?? []);
  }

  private async loadRows(ids: string[]): Promise<void> {
    const rows = await selectPublishedAmong(this.db, ids);
    const found = new Set(rows.map((row) => row.id));
    // An article taken down meanwhile leaves the lists.
    for (const id of ids) if (!found.has(id)) this.rows.delete(id);
    const expires = Date.now() + ROW_TTL_MS;
    for (const row of rows) {
      this.rows.delete(row.id);
      this.rows.set(row.id, { row, expires });
    }
    while (this.rows.size > MAX_ROWS) {
      const oldest = this.rows.keys().next().value;
      if (oldest === undefined) break;
      this.rows.delete(oldest);
    }
  }

  private async savedAmong(rows: ArticleListRow[], viewer: Viewer | null): Promise<ReadonlySet<string>> {
    if (!viewer || rows.length === 0) return NONE;
    const { saved } = await this.readers.of(viewer);
    return (
      saved ??
      savedAmong(
        this.db,
        viewer.userId,
        rows.map((row) => row.id),
      )
    );
  }
}

const NONE: ReadonlySet<string> = new Set();
