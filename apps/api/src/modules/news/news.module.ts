/**
 * Composition root of the news reader (spec §7 News): the reader states and the article lister every feed shares,
 * one service per sub-resource, the listening and image file routes, and the background work (ingest, audio,
 * trending scores). Nothing else builds a news service.
 */
import type { Infrastructure, Module } from '../module';
import { articleRoutes } from './article.routes';
import { ArticleService } from './article.service';
import { ArticleLister } from './article-lister';
import { ArticleReportService } from './article-report.service';
import { newsAudioJobs } from './audio/audio.job';
import { newsAudioRoutes } from './audio/audio.routes';
import { BulletinService } from './audio/bulletin.service';
import { BookmarkService } from './bookmark.service';
import { deckRoutes } from './deck.routes';
import { DeckService } from './deck.service';
import { feedRoutes } from './feed.routes';
import { ForYouService } from './for-you.service';
import { ingestJobs } from './ingest/ingest.job';
import { newsImageRoutes } from './ingest/news-images.routes';
import { NewsFeedService } from './news-feed.service';
import { preferencesRoutes } from './preferences.routes';
import { PreferencesService } from './preferences.service';
import { ReaderStates } from './reader-states';
import { readingRoutes } from './reading.routes';
import { ReadingService } from './reading.service';
import { reportRoutes } from './report.routes';
import { summaryRoutes } from './summary.routes';
import { ArticleSummaryService } from './summary.service';
import { trendingJobs } from './trending.job';

export function createNewsModule(infra: Infrastructure): Module {
  const { db, config, bus, storage } = infra;
  const readers = new ReaderStates(db, bus);
  const lister = new ArticleLister(db, readers, bus);
  const feeds = new NewsFeedService(db, lister);
  const articles = new ArticleService(db, lister, bus);
  const reading = new ReadingService(db, lister, config.news.dailyReadingMinimum);
  const bookmarks = new BookmarkService(db, lister);
  const forYou = new ForYouService(db, lister, bus);
  const reports = new ArticleReportService(db, readers);
  const preferences = new PreferencesService(db, readers);
  const decks = new DeckService(db, lister);
  const bulletins = new BulletinService(db);
  const summaries = new ArticleSummaryService(db, readers);
  return {
    name: 'news',
    routes: (app) => {
      feedRoutes(app, { feeds, articles });
      articleRoutes(app, { articles });
      readingRoutes(app, { reading, bookmarks, forYou });
      reportRoutes(app, { reports });
      preferencesRoutes(app, { preferences });
      deckRoutes(app, { decks });
      newsAudioRoutes(app, { bulletins, storage });
      newsImageRoutes(app, { storage });
      summaryRoutes(app, { summaries });
    },
    jobs: [...newsAudioJobs(infra), ...ingestJobs(infra), ...trendingJobs(infra)],
    exports: {},
  };
}
