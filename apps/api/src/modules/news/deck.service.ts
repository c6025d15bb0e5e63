/** News decks: a swipeable stack of recent, unread articles per category (`/deck`, `/deck/{name}`). */
import { type NewsArticle, TOPIC_CATEGORIES, type TopicCategory } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { ArticleLister } from './article-lister';
import { recentByCategory, recentCards } from './deck.repository';
import { daysAgo } from './news-clock';
import { categoryCount } from './news-feed.service';
import type { Viewer } from './viewer';

export const DECK_WINDOW_DAYS = 7;
export const DECK_SIZE = 10;
/** A deck needs this many unread cards; below it, read ones top the stack up. */
export const DECK_MINIMUM_UNREAD = 3;

export class DeckService {
  constructor(
    private readonly db: Db,
    private readonly lister: ArticleLister,
  ) {}

  async categories(viewer: Viewer) {
    const visible = this.lister.visibleWhere(await this.lister.excludedFor(viewer));
    const counts = await recentByCategory(this.db, viewer.userId, visible, daysAgo(new Date(), DECK_WINDOW_DAYS));
    return TOPIC_CATEGORIES.map((category) => ({
      ...categoryCount(category, counts.get(category)?.total ?? 0),
      unreadCount: counts.get(category)?.unread ?? 0,
    }));
  }

  async details(viewer: Viewer, category: TopicCategory): Promise<{ category: TopicCategory; cards: NewsArticle[] }> {
    const visible = this.lister.visibleWhere(await this.lister.excludedFor(viewer));
    const since = daysAgo(new Date(), DECK_WINDOW_DAYS);
    const query = { userId: viewer.userId, visible, category, since };
    const unread = await recentCards(this.db, { ...query, unread: true, limit: DECK_SIZE });
    const cards =
      unread.length >= DECK_MINIMUM_UNREAD
        ? unread
        : [...unread, ...(await recentCards(this.db, { ...query, unread: false, limit: DECK_SIZE - unread.length }))];
    return { category, cards: await this.lister.present(cards, viewer) };
  }

  async eligibility(viewer: Viewer): Promise<{ eligible: boolean; unreadCount: number }> {
    const categories = await this.categories(viewer);
    return {
      eligible: categories.some((entry) => entry.unreadCount >= DECK_MINIMUM_UNREAD),
      unreadCount: categories.reduce((sum, entry) => sum + entry.unreadCount, 0),
    };
  }
}
