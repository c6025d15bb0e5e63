/**
 * `/analytics`: a school's staff read their school at a glance (headline numbers in K/M/B, then a chart per area,
 * each with its summary in words, a table alternative and its CSV); everyone else reads their own reading and
 * quizzes. The charts' code (Mantine charts on recharts) is its own chunk, loaded after the numbers are shown.
 */
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ANALYTICS_MESSAGES, formatDate, type QuizDateRange, roleOf, type UserDetails } from '@noticeboard/shared';
import { IconChartLine } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { FetchError } from '../../../components/fetch-error';
import { RangeTabs } from '../../../components/range-tabs';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useSessionUser } from '../../../lib/use-session';
import { type AnalyticsScope, useAnalytics } from '../api/analytics';
import { HeadlineCards } from '../components/headline-cards';

const ChartGrid = lazyWithRetry(() => import('../components/chart-grid'), 'analytics-charts');

const STAFF_ROLES = ['INSTITUTE', 'FACULTY', 'ADMIN'];

export const scopeOf = (user: UserDetails | null): AnalyticsScope =>
  user?.instituteId && STAFF_ROLES.includes(roleOf(user)) ? 'SCHOOL' : 'ME';

function ChartsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-hidden data-testid="charts-loading">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} h={300} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export default function AnalyticsPage() {
  const user = useSessionUser();
  const scope = scopeOf(user);
  const [range, setRange] = useState<QuizDateRange>('LAST_30_DAYS');
  const analytics = useAnalytics(user, scope, range);
  const data = analytics.data;
  const school = scope === 'SCHOOL';

  return (
    <Stack maw={1200} mx="auto" w="100%" gap="md">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {school ? 'School analytics' : 'Your reading and quizzes'}
        </Title>
        <Text c="dimmed" size="sm">
          {school
            ? `${user?.instituteName ?? 'Your school'}: totals and classes, never one student's figures. Days are India days.`
            : 'Only you see these figures.'}
        </Text>
      </Stack>
      <Stack gap={4}>
        <RangeTabs value={range} onChange={setRange} />
        {data && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {data.from === data.to ? formatDate(data.from) : `${formatDate(data.from)} to ${formatDate(data.to)}`}
          </Text>
        )}
      </Stack>

      {analytics.isError && !data ? (
        <FetchError
          error={analytics.error}
          fallback="Could not load the analytics"
          onRetry={() => void analytics.refetch()}
        />
      ) : !data ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading the analytics">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} h={84} radius="md" />
            ))}
          </SimpleGrid>
          <ChartsSkeleton />
        </Stack>
      ) : (
        <Stack gap="md" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
          <HeadlineCards headlines={data.headlines} />
          {data.empty ? (
            <EmptyState icon={<IconChartLine size={28} />} title="No activity yet">
              {school ? ANALYTICS_MESSAGES.empty : ANALYTICS_MESSAGES.emptyOwn}
            </EmptyState>
          ) : (
            <Suspense fallback={<ChartsSkeleton />}>
              <ChartGrid charts={data.charts} range={data.range} downloads={school} />
            </Suspense>
          )}
        </Stack>
      )}
    </Stack>
  );
}
