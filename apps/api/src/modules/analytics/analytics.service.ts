/**
 * Analytics reads. A school's view is summed from its rollups (analytics_daily) and kept 5 seconds per school and
 * range, one load at a time per key (fifty head teachers opening the page at 9 a.m. cost one query set); the
 * rollup job changes those rows every few minutes, so 5 seconds adds nothing a reader could notice. A person's own
 * history is read from their own rows.
 */
import type { AnalyticsChartKey, AnalyticsRangeQuery, AnalyticsView } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { GroupedCache } from '../../lib/grouped-cache';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import { rangeBounds } from '../quiz/leaderboard/quiz-range';
import { dayEnd, dayStart } from '../quiz/quiz-day';
import { schoolOf } from './analytics.policy';
import { bucketOfRange, chartCsv, presentOwn, presentSchool, type Window } from './analytics.presenter';
import { ownRows, type RollupWindow, schoolRows } from './analytics.repository';

export const ANALYTICS_CACHE_MS = 5_000;

export function windowOf(range: AnalyticsRangeQuery['range'], now: Date): Window & RollupWindow {
  const { from, to } = rangeBounds(range, now);
  return { range, from, to, fromInstant: dayStart(from), toInstant: dayEnd(to) };
}

export class SchoolAnalyticsService {
  private cache = new GroupedCache<AnalyticsView>(ANALYTICS_CACHE_MS, 2_000);
  private readonly loading = new Map<string, Promise<AnalyticsView>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async school(actor: Actor, query: AnalyticsRangeQuery): Promise<AnalyticsView> {
    const instituteId = schoolOf(actor);
    const window = windowOf(query.range, this.clock.now());
    // The day is part of the key: a cached answer never outlives midnight.
    const key = `${query.range}:${window.to}`;
    const hit = this.cache.get(instituteId, key);
    if (hit) return hit;
    const flightKey = `${instituteId}:${key}`;
    const inFlight = this.loading.get(flightKey);
    if (inFlight) return inFlight;
    const ticket = this.cache.ticket();
    const load = schoolRows(this.db, instituteId, window.from, window.to, bucketOfRange(query.range))
      .then((rows) => {
        const view = presentSchool(window, rows);
        this.cache.set(instituteId, key, view, ticket);
        return view;
      })
      .finally(() => this.loading.delete(flightKey));
    this.loading.set(flightKey, load);
    return load;
  }

  /** The rollups changed (the job recomputed them): the next read of every school loads them again. */
  forgetAll(): void {
    this.cache = new GroupedCache<AnalyticsView>(ANALYTICS_CACHE_MS, 2_000);
  }

  async own(actor: Actor, query: AnalyticsRangeQuery): Promise<AnalyticsView> {
    const window = windowOf(query.range, this.clock.now());
    return presentOwn(window, await ownRows(this.db, actor.id, window));
  }

  /** One chart of the school's view as CSV: the table's columns, text cells defused for spreadsheets. */
  async csv(
    actor: Actor,
    chartKey: AnalyticsChartKey,
    query: AnalyticsRangeQuery,
  ): Promise<{ filename: string; csv: string }> {
    const view = await this.school(actor, query);
    const chart = view.charts.find((candidate) => candidate.key === chartKey);
    if (!chart) throw notFound();
    return { filename: `analytics-${chartKey}-${view.from}-to-${view.to}.csv`, csv: chartCsv(chart) };
  }
}
