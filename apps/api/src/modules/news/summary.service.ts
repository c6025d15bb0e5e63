/**
 * "In short" for one article: its stored summary, computed now and kept when the article came before summaries (or
 * an older summariser made it), and the reader's own thumbs up or down. The reader sees it only where they may
 * read the article (published, not hidden from them by a report of theirs or their school).
 */
import type { ArticleSummary } from '@noticeboard/shared';
import { NEWS_MESSAGES } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { ReaderStates } from './reader-states';
import { SUMMARY_VERSION, summarise } from './summary';
import { findPublishedText, findSummary, findVote, saveSummary, upsertVote } from './summary.repository';
import type { Viewer } from './viewer';

export class ArticleSummaryService {
  constructor(
    private readonly db: Db,
    private readonly readers: ReaderStates,
  ) {}

  async get(viewer: Viewer | null, articleId: string): Promise<ArticleSummary> {
    const sentences = await this.sentencesOf(viewer, articleId);
    const myVote = viewer ? await findVote(this.db, articleId, viewer.userId) : null;
    return { articleId, sentences, myVote };
  }

  async vote(viewer: Viewer, articleId: string, helpful: boolean): Promise<ArticleSummary> {
    const sentences = await this.sentencesOf(viewer, articleId);
    await upsertVote(this.db, articleId, viewer.userId, helpful);
    return { articleId, sentences, myVote: helpful };
  }

  private async sentencesOf(viewer: Viewer | null, articleId: string): Promise<string[]> {
    const article = await findPublishedText(this.db, articleId);
    if (!article) throw notFound(NEWS_MESSAGES.articleNotFound);
    if (viewer && (await this.readers.of(viewer)).hiddenIds.includes(articleId))
      throw notFound(NEWS_MESSAGES.articleNotFound);
    const stored = await findSummary(this.db, articleId);
    if (stored && stored.version === SUMMARY_VERSION) return stored.sentences;
    // Articles from before summaries, or summarised by an older version: computed once, on first read.
    const sentences = summarise(article.contentText);
    await saveSummary(this.db, articleId, sentences, SUMMARY_VERSION);
    return sentences;
  }
}
