/** One article: its page by slug, similar articles, and full-text search. */
import { type ArticleDetails, NEWS_MESSAGES, type NewsArticle, type PageQuery } from '@noticeboard/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import { presentDetails } from './article.presenter';
import { findDetails, savedAmong, selectArticles, selectArticlesInOrder } from './article.repository';
import type { ArticleLister } from './article-lister';
import { countSearch, searchIds, similarIds } from './search.repository';
import { type Viewer, visibleTo } from './viewer';

export class ArticleService {
  constructor(
    private readonly db: Db,
    private readonly lister: ArticleLister,
  ) {}

  async bySlug(viewer: Viewer | null, slug: string): Promise<ArticleDetails> {
    const row = await findDetails(this.db, and(eq(articles.slug, slug), visibleTo(viewer)));
    if (!row) throw notFound(NEWS_MESSAGES.articleNotFound);
    const saved = viewer ? await savedAmong(this.db, viewer.userId, [row.id]) : new Set<string>();
    return presentDetails(row, saved.has(row.id));
  }

  /** Related by text (see search.repository); topped up with the newest of the same category. */
  async similar(viewer: Viewer | null, slug: string, size: number): Promise<NewsArticle[]> {
    const excluded = await this.lister.excludedFor(viewer);
    const visible = this.lister.visibleWhere(excluded);
    const [source] = await this.db
      .select({ id: articles.id, category: articles.category })
      .from(articles)
      .where(and(eq(articles.slug, slug), visible))
      .limit(1);
    if (!source) throw notFound(NEWS_MESSAGES.articleNotFound);
    const ids = await similarIds(this.db, source.id, visible, size);
    const rows = await selectArticlesInOrder(this.db, ids, visible);
    if (rows.length < size) {
      const taken = new Set([source.id, ...ids]);
      const sameCategory = await selectArticles(this.db, {
        where: and(visible, eq(articles.category, source.category), ne(articles.id, source.id)),
        orderBy: [desc(articles.publishedAt), desc(articles.id)],
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
