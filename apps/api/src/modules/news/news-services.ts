/** The news module's services, built once per app and shared by its route files. */
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { ArticleService } from './article.service';
import { BookmarkService } from './bookmark.service';
import { DeckService } from './deck.service';
import { FeedService } from './feed.service';
import { ForYouService } from './for-you.service';
import { PreferencesService } from './preferences.service';
import { ReaderStates } from './reader-states';
import { ReadingService } from './reading.service';
import { ReportService } from './report.service';

export interface NewsServices {
  feeds: FeedService;
  articles: ArticleService;
  reading: ReadingService;
  bookmarks: BookmarkService;
  forYou: ForYouService;
  reports: ReportService;
  preferences: PreferencesService;
  decks: DeckService;
}

export function createNewsServices(db: Db, config: Config, bus: InvalidationBus): NewsServices {
  const readers = new ReaderStates(db, bus);
  const feeds = new FeedService(db, readers, bus);
  return {
    feeds,
    articles: new ArticleService(db, feeds.lister, bus),
    reading: new ReadingService(db, feeds.lister, config.news.dailyReadingMinimum),
    bookmarks: new BookmarkService(db, feeds.lister),
    forYou: new ForYouService(db, feeds.lister, bus),
    reports: new ReportService(db, readers),
    preferences: new PreferencesService(db, readers),
    decks: new DeckService(db, feeds.lister),
  };
}
