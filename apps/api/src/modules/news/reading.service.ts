/**
 * Reading: recording views, today's count against the daily minimum (spec §8 prompt) and recent reads.
 * A reading day starts at midnight in READING_TIME_ZONE; only VIEW rows count, each article once a day.
 */
import {
  NEWS_MESSAGES,
  type NewsArticle,
  type PageQuery,
  type ReadingStatus,
  type ViewType,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import { findArticleIn, selectArticlesInOrder } from './article.repository';
import type { ArticleLister } from './article-lister';
import { publishedWhere } from './article-scope.repository';
import { readingDayStart } from './news-clock';
import { countRecentReads, insertView, lockReader, readSince, recentReadIds } from './reading.repository';
import type { Viewer } from './viewer';

export class ReadingService {
  constructor(
    private readonly db: Db,
    private readonly lister: ArticleLister,
    private readonly dailyMinimum: number,
  ) {}

  async recordView(viewer: Viewer, articleId: string, viewType: ViewType): Promise<ReadingStatus> {
    const since = readingDayStart(new Date());
    const status = await this.db.transaction(async (tx) => {
      if (!(await findArticleIn(tx, articleId, publishedWhere()))) throw notFound(NEWS_MESSAGES.articleNotFound);
      await lockReader(tx, viewer.userId);
      const alreadyReadToday = viewType === 'VIEW' && (await readSince(tx, viewer.userId, since, articleId)) > 0;
      await insertView(tx, { articleId, userId: viewer.userId, viewType });
      const readToday = await readSince(tx, viewer.userId, since);
      const countsAsNewRead = viewType === 'VIEW' && !alreadyReadToday;
      return this.statusOf(readToday, countsAsNewRead && readToday === this.dailyMinimum);
    });
    // What a reader reads moves their for-you ranking.
    this.lister.readers.readerChanged(viewer.userId);
    return status;
  }

  async status(viewer: Viewer): Promise<ReadingStatus> {
    return this.statusOf(await readSince(this.db, viewer.userId, readingDayStart(new Date())), false);
  }

  private statusOf(readToday: number, justReachedMinimum: boolean): ReadingStatus {
    return {
      readToday,
      dailyMinimum: this.dailyMinimum,
      minimumReached: readToday >= this.dailyMinimum,
      justReachedMinimum,
    };
  }

  async recentReads(viewer: Viewer, query: PageQuery): Promise<Page<NewsArticle>> {
    const visible = this.lister.visibleWhere(await this.lister.excludedFor(viewer));
    const [ids, total] = await Promise.all([
      recentReadIds(this.db, viewer.userId, visible, query.size, offsetOf(query)),
      countRecentReads(this.db, viewer.userId, visible),
    ]);
    const rows = await selectArticlesInOrder(
      this.db,
      ids.map((row) => row.id),
      visible,
    );
    return pageFrom(await this.lister.present(rows, viewer), query, total);
  }
}
