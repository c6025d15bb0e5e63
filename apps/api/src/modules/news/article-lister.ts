/**
 * Newest-first article pages shared by latest, category-wise and publication-wise news.
 * Totals are cached per filter (30 s) and pages of the anonymous shape (5 s); a signed-in reader gets the shared
 * page when nothing is hidden from them, else their own query, and their `isSaved` flags in one query by key.
 */
import type { NewsArticle, PickReasonInfo } from '@noticeboard/shared';
import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import { presentArticle } from './article.presenter';
import {
  type ArticleListRow,
  countArticles,
  type ExcludedArticle,
  excludedArticles,
  savedAmong,
  selectArticles,
} from './article.repository';
import { TtlCache } from './ttl-cache';
import type { Viewer } from './viewer';

const COUNT_TTL_MS = 30_000;
const PAGE_TTL_MS = 5_000;

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
  readonly counts = new TtlCache<number>(COUNT_TTL_MS);
  private readonly pages = new TtlCache<ArticleListRow[]>(PAGE_TTL_MS);

  constructor(private readonly db: Db) {}

  excludedFor(viewer: Viewer | null): Promise<ExcludedArticle[]> {
    return viewer ? excludedArticles(this.db, viewer) : Promise.resolve([]);
  }

  /** Published and not hidden from this reader (given what `excludedFor` returned). */
  visibleWhere(excluded: ExcludedArticle[]): SQL {
    const published = eq(articles.status, 'PUBLISHED');
    if (excluded.length === 0) return published;
    return and(
      published,
      notInArray(
        articles.id,
        excluded.map((article) => article.id),
      ),
    ) as SQL;
  }

  async present(
    rows: ArticleListRow[],
    viewer: Viewer | null,
    reasons?: Map<string, PickReasonInfo>,
  ): Promise<NewsArticle[]> {
    const saved = viewer
      ? await savedAmong(
          this.db,
          viewer.userId,
          rows.map((row) => row.id),
        )
      : new Set<string>();
    return rows.map((row) => presentArticle(row, saved.has(row.id), reasons?.get(row.id)));
  }

  async newestPage(viewer: Viewer | null, request: NewestPageRequest): Promise<Page<NewsArticle>> {
    const excluded = await this.excludedFor(viewer);
    const shared = and(eq(articles.status, 'PUBLISHED'), ...request.conditions);
    const [sharedTotal, rows] = await Promise.all([
      this.counts.getOrLoad(request.cacheKey, () => countArticles(this.db, shared)),
      excluded.length === 0
        ? this.pages.getOrLoad(`${request.cacheKey}|${request.page}|${request.size}`, () =>
            selectArticles(this.db, { where: shared, limit: request.size, offset: offsetOf(request) }),
          )
        : selectArticles(this.db, {
            where: and(this.visibleWhere(excluded), ...request.conditions),
            limit: request.size,
            offset: offsetOf(request),
          }),
    ]);
    const total = sharedTotal - excluded.filter(request.matches).length;
    return pageFrom(await this.present(rows, viewer), request, Math.max(0, total));
  }
}
