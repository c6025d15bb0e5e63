/** The Analytics tab reads the API's figures as they are (large counts K/M/B), with text beside every chart. */
import { ASSESSMENT_GRADING_PATHS, analyticsSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { answer } from '../../../../test/server';
import { analyticsFixture, CODE } from '../test/grading-fixtures';
import { AnalyticsTab } from './analytics-tab';

const url = ASSESSMENT_GRADING_PATHS.analytics.replace(':assignmentCode', CODE);

/** The label → value pairs of one card or table row on a phone. */
function valuesOf(card: HTMLElement): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const term of within(card).getAllByRole('term')) {
    pairs[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return pairs;
}

describe('analytics for staff', () => {
  it('shows the figures, the spread in words, the classes and each question', async () => {
    answer('get', url, analyticsSchema, analyticsFixture());
    renderWithProviders(<AnalyticsTab assignmentCode={CODE} />);
    // The first test loads the charts' chunk (recharts): give it time.
    expect(await screen.findByText('46.4%', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('1.86 of 4 marks')).toBeInTheDocument();
    expect(screen.getByText('12.5K')).toBeInTheDocument();
    expect(screen.getByText('6 min 40 s')).toBeInTheDocument();
    expect(screen.getByText('50 to 60 percent: 2 students')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();

    const classes = screen.getByTestId('analytics-classes-cards');
    const [eightA, eightB] = within(classes).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(valuesOf(eightA)).toMatchObject({ 'Set for': '8', Submitted: '6', Average: '60%', Median: '50%' });
    expect(valuesOf(eightB)).toMatchObject({ Average: '12.5%' });

    const questions = screen.getByTestId('analytics-questions-cards');
    expect(valuesOf(within(questions).getAllByRole('listitem')[0] as HTMLElement)).toMatchObject({
      Right: '57%',
      Discrimination: '0.00',
      Answered: '7',
      Skipped: '0',
    });
    expect(screen.getByText('2/3 (answer)')).toBeInTheDocument();
  });

  it('shows a student the summary only: no questions, no export, small classes hidden', async () => {
    answer('get', url, analyticsSchema, analyticsFixture('SUMMARY'));
    renderWithProviders(<AnalyticsTab assignmentCode={CODE} />);
    expect(await screen.findByText('46.4%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'By question' })).not.toBeInTheDocument();
    expect(
      screen.getByText('A class’s average shows once at least five of its attempts are marked.'),
    ).toBeInTheDocument();
  });

  it('says when there are no marks yet', async () => {
    const empty = analyticsFixture();
    answer('get', url, analyticsSchema, {
      ...empty,
      completion: { ...empty.completion, scored: 0 },
      score: {
        ...empty.score,
        average: null,
        median: null,
        averagePercent: null,
        medianPercent: null,
        highest: null,
        lowest: null,
      },
    });
    renderWithProviders(<AnalyticsTab assignmentCode={CODE} />);
    expect(await screen.findByRole('heading', { name: 'No marks yet' })).toBeInTheDocument();
  });
});
