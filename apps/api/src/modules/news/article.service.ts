/** One article: its page by slug, similar articles, and full-text search. */
import { type ArticleDetails, NEWS_MESSAGES, type NewsArticle, type PageQuery } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import { presentDetails } from './article.presenter';
import {
  type ArticleDetailsRow,
  findPublishedDetails,
  findVisibleBySlug,
  newestOfCategory,
  savedAmong,
  selectArticlesInOrder,
} from './article.repository';
import type { ArticleLister } from './article-lister';
import { NEWS_ARTICLE_CHANGED } from './reader-states';
import { countSearch, searchIds, similarIds } from './search.repository';
import { TtlCache } from './ttl-cache';
import type { Viewer } from './viewer';

/** Article pages are shared for a few seconds: counts and the audio status may lag that long. */
const DETAILS_TTL_MS = 10_000;
const MAX_REMEMBERED_SLUGS = 5_000;

export class ArticleService {
  private readonly details = new TtlCache<ArticleDetailsRow | undefined>(DETAILS_TTL_MS, 2_000, { serveStale: true });
  private readonly slugs = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly lister: ArticleLister,
    bus: InvalidationBus,
  ) {
    // A reader who saves sees the new count on the article page at once.
    bus.on(NEWS_ARTICLE_CHANGED, (articleId) => {
      const slug = this.slugs.get(articleId);
      if (slug) this.details.delete(slug);
      this.slugs.delete(articleId);
    });
  }

  async bySlug(viewer: Viewer | null, slug: string): Promise<ArticleDetails> {
    const row = await this.details.getOrLoad(slug, () => findPublishedDetails(this.db, slug));
    if (!row) {
      // Unknown slugs are not kept: they would crowd out real articles, and a new article must show at once.
      this.details.delete(slug);
      throw notFound(NEWS_MESSAGES.articleNotFound);
    }
    this.remember(row);
    if (!viewer) return presentDetails(row, false);
    const { hiddenIds, saved } = await this.lister.readers.of(viewer);
    if (hiddenIds.includes(row.id)) throw notFound(NEWS_MESSAGES.articleNotFound);
    const isSaved = saved ? saved.has(row.id) : (await savedAmong(this.db, viewer.userId, [row.id])).has(row.id);
    return presentDetails(row, isSaved);
  }

  private remember(row: ArticleDetailsRow): void {
    this.slugs.set(row.id, row.slug);
    if (this.slugs.size > MAX_REMEMBERED_SLUGS) {
      const oldest = this.slugs.keys().next().value;
      if (oldest !== undefined) this.slugs.delete(oldest);
    }
  }

  /** Related by text (see search.repository); topped up with the newest of the same category. */
  async similar(viewer: Viewer | null, slug: string, size: number): Promise<NewsArticle[]> {
    const excluded = await this.lister.excludedFor(viewer);
    const visible = this.lister.visibleWhere(excluded);
    const source = await findVisibleBySlug(this.db, slug, visible);
    if (!source) throw notFound(NEWS_MESSAGES.articleNotFound);
    const ids = await similarIds(this.db, source.id, visible, size);
    const rows = await selectArticlesInOrder(this.db, ids, visible);
    if (rows.length < size) {
      const taken = new Set([source.id, ...ids]);
      const sameCategory = await newestOfCategory(this.db, {
        visible,
        category: source.category,
        exceptId: source.id,
        limit: size + taken.size,
      });
      rows.push(...sameCategory.filter((row) => !taken.has(row.id)).slice(0, size - rows.length));
    }
    return this.lister.present(rows, viewer);
  }

  async search(viewer: Viewer | null, query: PageQuery & { q: string }): Promise<Page<NewsArticle>> {
    const excluded = await this.lister.excludedFor(viewer);
    const visible = this.lister.visibleWhere(excluded);
    const [ids, total] = await Promise.all([
      searchIds(this.db, query.q, visible, query.size, offsetOf(query)),
      excluded.length === 0
        ? this.lister.counts.getOrLoad(`search|${query.q.toLowerCase()}`, () => countSearch(this.db, query.q, visible))
        : countSearch(this.db, query.q, visible),
    ]);
    const rows = await selectArticlesInOrder(this.db, ids, visible);
    return pageFrom(await this.lister.present(rows, viewer), query, total);
  }
}
