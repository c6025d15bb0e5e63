/**
 * The analytics calls: the school's view (staff), one's own history (everyone signed in) and the CSV per chart.
 * Keys carry the viewer, so a shared device never shows one person's figures to the next.
 */
import {
  ANALYTICS_PATHS,
  type AnalyticsChartKey,
  analyticsViewSchema,
  type QuizDateRange,
  type UserDetails,
} from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export type AnalyticsScope = 'SCHOOL' | 'ME';

export const analyticsKey = (user: UserDetails | null, scope: AnalyticsScope, range: QuizDateRange) =>
  ['analytics', user?.customUrl ?? 'visitor', scope, range] as const;

export function useAnalytics(user: UserDetails | null, scope: AnalyticsScope, range: QuizDateRange) {
  return useQuery({
    queryKey: analyticsKey(user, scope, range),
    queryFn: () =>
      get(
        `${scope === 'SCHOOL' ? ANALYTICS_PATHS.school : ANALYTICS_PATHS.me}${query({ range })}`,
        analyticsViewSchema,
      ),
    placeholderData: keepPreviousData,
    enabled: user !== null,
    staleTime: 60_000,
  });
}

/** The API path of one chart's CSV (the download helper adds the API's base). */
export const chartCsvPath = (chart: AnalyticsChartKey, range: QuizDateRange) =>
  `${ANALYTICS_PATHS.csv.replace(':chart', chart)}${query({ range })}`;
