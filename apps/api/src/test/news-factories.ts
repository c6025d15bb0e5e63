/** News test data straight into the database: publishers and articles with sensible defaults. */
import { randomBytes } from 'node:crypto';
import type { TopicCategory } from '@noticeboard/shared';
import type { Db } from '../db/client';
import { articles, publishers } from '../db/schema';

const unique = () => randomBytes(4).toString('hex');
const HOUR_MS = 3_600_000;

export type PublisherRow = typeof publishers.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

export async function buildPublisher(
  db: Db,
  values: Partial<typeof publishers.$inferInsert> = {},
): Promise<PublisherRow> {
  const id = unique();
  const [row] = await db
    .insert(publishers)
    .values({ slug: `daily-${id}`, name: `Daily ${id}`, defaultCategory: 'EDUCATION_AND_RESEARCH', ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface ArticleValues extends Partial<typeof articles.$inferInsert> {
  publisherId: string;
  /** Shorthand for publishedAt: this many hours ago. */
  hoursAgo?: number;
}

export async function buildArticle(db: Db, { hoursAgo = 1, ...values }: ArticleValues): Promise<ArticleRow> {
  const id = unique();
  const title = values.title ?? `School garden grows record pumpkins ${id}`;
  const contentText =
    values.contentText ?? `Students watered the garden every morning and measured the pumpkins each week. ${id}`;
  const [row] = await db
    .insert(articles)
    .values({
      slug: `article-${id}`,
      guid: `guid-${id}`,
      title,
      summary: `A short summary about ${title.toLowerCase()}.`,
      contentHtml: `<p>${contentText}</p>`,
      contentText,
      category: 'EDUCATION_AND_RESEARCH' as TopicCategory,
      wordCount: contentText.split(/\s+/).length,
      readingMinutes: 1,
      publishedAt: new Date(Date.now() - hoursAgo * HOUR_MS),
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
