/**
 * The analytics page: the school's headline numbers in K/M/B, a chart per area with its summary and a table
 * alternative, the range picker asking again, the empty state of a new school, an error with Retry, and a
 * student's own view (their own call, no downloads).
 */
import { ANALYTICS_MESSAGES, ANALYTICS_PATHS, type AnalyticsView, analyticsViewSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { instituteUser, studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { errorBody, okBody, server } from '../../../test/server';
import AnalyticsPage from './analytics-page';

function viewFixture(changes: Partial<AnalyticsView> = {}): AnalyticsView {
  return analyticsViewSchema.parse({
    scope: 'SCHOOL',
    range: 'LAST_30_DAYS',
    from: '2026-02-09',
    to: '2026-03-10',
    bucket: 'DAY',
    empty: false,
    headlines: [
      { key: 'reads', label: 'Articles read', value: 12_500, kind: 'COUNT' },
      { key: 'quizPlays', label: 'Daily quiz plays', value: 1_000_000, kind: 'COUNT' },
      { key: 'quizAverage', label: 'Average quiz score', value: 7.7, kind: 'SCORE' },
      { key: 'mcqAccuracy', label: 'MCQ accuracy', value: 66.7, kind: 'PERCENT' },
      { key: 'reportHours', label: 'Median hours to handle a report', value: null, kind: 'HOURS' },
      { key: 'posts', label: 'Posts', value: 2_340_000_000, kind: 'COUNT' },
    ],
    charts: [
      {
        key: 'reading-by-class',
        title: 'Articles read by class',
        summary: '12.5K articles read in all; highest: Class 8 (9K).',
        kind: 'bar',
        xLabel: 'Class',
        series: [{ key: 'reads', label: 'Articles read' }],
        points: [
          { x: 'Class 8', values: [9_000] },
          { x: 'Class 9', values: [3_500] },
        ],
      },
    ],
    ...changes,
  });
}

/** Answers the school view (or the own view) with `body` and notes every range asked for. */
function answerView(path: string, body: (range: string) => AnalyticsView) {
  const ranges: string[] = [];
  server.use(
    http.get(`/api${path}`, ({ request }) => {
      const range = new URL(request.url).searchParams.get('range') ?? '';
      ranges.push(range);
      return HttpResponse.json(okBody(analyticsViewSchema, body(range)));
    }),
  );
  return ranges;
}

describe('the school analytics page', () => {
  it('shows the headline numbers in K/M/B, each chart titled with its summary, and its figures as a table', async () => {
    answerView(ANALYTICS_PATHS.school, () => viewFixture());
    const { user } = renderWithProviders(<AnalyticsPage />, { route: '/analytics', user: instituteUser });
    expect(await screen.findByRole('heading', { name: 'School analytics' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('headline-reads')).getByText('12.5K')).toBeInTheDocument();
    expect(within(screen.getByTestId('headline-quizPlays')).getByText('1M')).toBeInTheDocument();
    expect(within(screen.getByTestId('headline-posts')).getByText('2.3B')).toBeInTheDocument();
    expect(within(screen.getByTestId('headline-mcqAccuracy')).getByText('66.7%')).toBeInTheDocument();
    expect(within(screen.getByTestId('headline-reportHours')).getByText('—')).toBeInTheDocument();

    // The first test loads the charts' chunk (recharts): give it time.
    const chart = await screen.findByRole('region', { name: 'Articles read by class' }, { timeout: 10_000 });
    expect(within(chart).getByText('12.5K articles read in all; highest: Class 8 (9K).')).toBeInTheDocument();
    expect(within(chart).getByRole('button', { name: 'Download CSV: Articles read by class' })).toBeInTheDocument();
    await user.click(within(chart).getByRole('button', { name: 'Show as table' }));
    const table = within(chart).getByRole('table', { name: 'Articles read by class' });
    expect(within(table).getByRole('columnheader', { name: 'Articles read' })).toBeInTheDocument();
    const [, eight, nine] = within(table).getAllByRole('row');
    expect(eight).toHaveTextContent('Class 89K');
    expect(nine).toHaveTextContent('Class 93.5K');
    await user.click(within(chart).getByRole('button', { name: 'Show as chart' }));
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks again when another range is picked and shows its figures', async () => {
    const ranges = answerView(ANALYTICS_PATHS.school, (range) =>
      range === 'LAST_7_DAYS'
        ? viewFixture({
            range: 'LAST_7_DAYS',
            from: '2026-03-04',
            headlines: [{ key: 'reads', label: 'Articles read', value: 1_500, kind: 'COUNT' }],
          })
        : viewFixture(),
    );
    const { user } = renderWithProviders(<AnalyticsPage />, { route: '/analytics', user: instituteUser });
    expect(within(await screen.findByTestId('headline-reads')).getByText('12.5K')).toBeInTheDocument();
    expect(ranges).toEqual(['LAST_30_DAYS']);
    await user.click(screen.getByRole('tab', { name: 'Last 7 days' }));
    expect(await within(screen.getByTestId('headline-reads')).findByText('1.5K')).toBeInTheDocument();
    expect(ranges).toEqual(['LAST_30_DAYS', 'LAST_7_DAYS']);
    expect(screen.getByText('4 Mar 2026 to 10 Mar 2026')).toBeInTheDocument();
  });

  it('greets a school with no activity with what fills the page', async () => {
    answerView(ANALYTICS_PATHS.school, () =>
      viewFixture({
        empty: true,
        headlines: [{ key: 'reads', label: 'Articles read', value: 0, kind: 'COUNT' }],
        charts: [],
      }),
    );
    renderWithProviders(<AnalyticsPage />, { route: '/analytics', user: instituteUser });
    expect(await screen.findByText(ANALYTICS_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
  });

  it('says when the figures could not be loaded and tries again on Retry', async () => {
    let calls = 0;
    server.use(
      http.get(`/api${ANALYTICS_PATHS.school}`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('INTERNAL', 'The analytics are resting'), { status: 500 })
          : HttpResponse.json(okBody(analyticsViewSchema, viewFixture()));
      }),
    );
    const { user } = renderWithProviders(<AnalyticsPage />, { route: '/analytics', user: instituteUser });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByTestId('headline-reads')).getByText('12.5K')).toBeInTheDocument();
  });
});

describe('a student', () => {
  it('reads their own reading and quizzes, without downloads', async () => {
    const ranges = answerView(ANALYTICS_PATHS.me, () =>
      viewFixture({
        scope: 'ME',
        headlines: [{ key: 'reads', label: 'Articles read', value: 42, kind: 'COUNT' }],
        charts: [
          {
            key: 'reading',
            title: 'Articles you read',
            summary: '42 articles read in all; highest: 9 Mar (5).',
            kind: 'line',
            xLabel: 'Day',
            series: [{ key: 'reads', label: 'Articles read' }],
            points: [{ x: '9 Mar', values: [5] }],
          },
        ],
      }),
    );
    renderWithProviders(<AnalyticsPage />, { route: '/analytics', user: studentUser });
    expect(await screen.findByRole('heading', { name: 'Your reading and quizzes' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('headline-reads')).getByText('42')).toBeInTheDocument();
    const chart = await screen.findByRole('region', { name: 'Articles you read' }, { timeout: 10_000 });
    expect(within(chart).queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
    expect(ranges).toEqual(['LAST_30_DAYS']);
  });
});
