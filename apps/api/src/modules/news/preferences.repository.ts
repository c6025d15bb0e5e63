/** SQL for a reader's news preferences: customize-feeds choices and the applied latest filter. */
import type { SavedFilter, TopicCategory } from '@noticeboard/shared';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { newsPreferences } from '../../db/schema';

export interface StoredPreferences {
  categories: TopicCategory[];
  publisherIds: string[];
  personalise: boolean;
  latestFilter: unknown;
}

export async function findPreferences(db: Queryable, userId: string): Promise<StoredPreferences | undefined> {
  const [row] = await db
    .select({
      categories: newsPreferences.categories,
      publisherIds: newsPreferences.publisherIds,
      personalise: newsPreferences.personalise,
      latestFilter: newsPreferences.latestFilter,
    })
    .from(newsPreferences)
    .where(eq(newsPreferences.userId, userId))
    .limit(1);
  return row;
}

export async function upsertFeedChoices(
  db: Queryable,
  userId: string,
  choices: { categories: TopicCategory[]; publisherIds: string[]; personalise: boolean },
): Promise<void> {
  await db
    .insert(newsPreferences)
    .values({ userId, ...choices })
    .onConflictDoUpdate({ target: newsPreferences.userId, set: { ...choices, updatedAt: sql`now()` } });
}

export async function upsertLatestFilter(db: Queryable, userId: string, filter: SavedFilter | null): Promise<void> {
  await db
    .insert(newsPreferences)
    .values({ userId, latestFilter: filter })
    .onConflictDoUpdate({ target: newsPreferences.userId, set: { latestFilter: filter, updatedAt: sql`now()` } });
}
