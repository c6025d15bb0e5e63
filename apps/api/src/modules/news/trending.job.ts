/** The background job that keeps article_trending fresh (formula in trending.repository). */
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { recomputeTrending } from './trending.repository';

export const TRENDING_EVERY_MS = 5 * 60_000;

export function trendingJobs({ db }: { db: Db }): Job[] {
  return [{ name: 'news-trending', everyMs: TRENDING_EVERY_MS, runAtStart: true, run: () => recomputeTrending(db) }];
}
