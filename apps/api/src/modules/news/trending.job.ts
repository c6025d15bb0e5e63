/** The background job that keeps article_trending fresh (formula in trending.repository). */
import type { Job } from '../../lib/jobs';
import type { Infrastructure } from '../module';
import { recomputeTrending } from './trending.repository';

export const TRENDING_EVERY_MS = 5 * 60_000;

export function trendingJobs({ db }: Pick<Infrastructure, 'db'>): Job[] {
  return [{ name: 'news-trending', everyMs: TRENDING_EVERY_MS, runAtStart: true, run: () => recomputeTrending(db) }];
}
