/** Customize-feeds choices (for you) and the latest-feed filter a reader applied. */
import { type FeedPreferences, type SavedFilter, savedFilterSchema } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { existingPublisherIds } from './article.repository';
import { findPreferences, upsertFeedChoices, upsertLatestFilter } from './preferences.repository';
import type { ReaderStates } from './reader-states';

export const EMPTY_FILTER: SavedFilter = { dateRange: null, categories: [], publishers: [] };

export class PreferencesService {
  constructor(
    private readonly db: Db,
    private readonly readers: ReaderStates,
  ) {}

  async feedChoices(userId: string): Promise<FeedPreferences> {
    const stored = await findPreferences(this.db, userId);
    return {
      categories: stored?.categories ?? [],
      publisherIds: stored?.publisherIds ?? [],
      personalise: stored?.personalise ?? true,
    };
  }

  async saveFeedChoices(userId: string, choices: FeedPreferences): Promise<FeedPreferences> {
    await this.assertPublishersExist(choices.publisherIds, 'publisherIds');
    const cleaned = {
      categories: [...new Set(choices.categories)],
      publisherIds: [...new Set(choices.publisherIds)],
      personalise: choices.personalise,
    };
    await upsertFeedChoices(this.db, userId, cleaned);
    // The for-you ranking follows the new choices on the next request.
    this.readers.readerChanged(userId);
    return cleaned;
  }

  async latestFilter(userId: string): Promise<SavedFilter> {
    const stored = await findPreferences(this.db, userId);
    const parsed = savedFilterSchema.safeParse(stored?.latestFilter);
    return parsed.success ? parsed.data : EMPTY_FILTER;
  }

  async applyFilter(userId: string, filter: SavedFilter): Promise<SavedFilter> {
    await this.assertPublishersExist(filter.publishers, 'publishers');
    const cleaned: SavedFilter = {
      dateRange: filter.dateRange,
      categories: [...new Set(filter.categories)],
      publishers: [...new Set(filter.publishers)],
    };
    await upsertLatestFilter(this.db, userId, cleaned);
    return cleaned;
  }

  async resetFilter(userId: string): Promise<SavedFilter> {
    await upsertLatestFilter(this.db, userId, null);
    return EMPTY_FILTER;
  }

  private async assertPublishersExist(ids: string[], field: string): Promise<void> {
    const known = await existingPublisherIds(this.db, ids);
    const problems = ids.flatMap((id, index) =>
      known.has(id) ? [] : [{ field: `${field}.${index}`, message: 'No publisher has this id' }],
    );
    if (problems.length > 0) throw badRequest('Some publishers do not exist', problems);
  }
}
