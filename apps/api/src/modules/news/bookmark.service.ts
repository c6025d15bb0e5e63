/** Saving and unsaving articles (idempotent), the saved list and the publishers of saved articles. */
import { type BookmarkResult, NEWS_MESSAGES, type NewsArticle, type PageQuery } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import { findArticleIn, selectArticlesInOrder } from './article.repository';
import type { ArticleLister } from './article-lister';
import { visibleTo } from './article-scope.repository';
import {
  addBookmark,
  countSaved,
  removeBookmark,
  savedByPublisher,
  savedIds,
  shiftSaveCount,
} from './bookmark.repository';
import type { Viewer } from './viewer';

export interface SavedPublication {
  publisher: { id: string; slug: string; name: string; logoUrl: string | null };
  articleCount: number;
}

export class BookmarkService {
  constructor(
    private readonly db: Db,
    private readonly lister: ArticleLister,
  ) {}

  async setSaved(viewer: Viewer, articleId: string, saved: boolean): Promise<BookmarkResult> {
    const result = await this.db.transaction(async (tx) => {
      if (!(await findArticleIn(tx, articleId, visibleTo(viewer)))) throw notFound(NEWS_MESSAGES.articleNotFound);
      const changed = saved
        ? await addBookmark(tx, viewer.userId, articleId)
        : await removeBookmark(tx, viewer.userId, articleId);
      const saveCount = await shiftSaveCount(tx, articleId, changed ? (saved ? 1 : -1) : 0);
      return { articleId, isSaved: saved, saveCount };
    });
    this.lister.readers.savesChanged(viewer.userId, articleId);
    return result;
  }

  async saved(viewer: Viewer, query: PageQuery): Promise<Page<NewsArticle>> {
    const visible = this.lister.visibleWhere(await this.lister.excludedFor(viewer));
    const [ids, total] = await Promise.all([
      savedIds(this.db, viewer.userId, visible, query.size, offsetOf(query)),
      countSaved(this.db, viewer.userId, visible),
    ]);
    const rows = await selectArticlesInOrder(
      this.db,
      ids.map((row) => row.id),
      visible,
    );
    return pageFrom(await this.lister.present(rows, viewer), query, total);
  }

  async savedPublications(viewer: Viewer): Promise<SavedPublication[]> {
    const visible = this.lister.visibleWhere(await this.lister.excludedFor(viewer));
    const rows = await savedByPublisher(this.db, viewer.userId, visible);
    return rows.map(({ saved, ...publisher }) => ({ publisher, articleCount: Number(saved) }));
  }
}
