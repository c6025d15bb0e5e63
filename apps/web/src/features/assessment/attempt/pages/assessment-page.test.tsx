import { ASSESSMENT_ATTEMPT_PATHS, type StudentAssignmentItem, studentAssignmentListSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { answer } from '../../../../test/server';
import AssessmentPage from './assessment-page';

const item = (overrides: Partial<StudentAssignmentItem>): StudentAssignmentItem => ({
  id: crypto.randomUUID(),
  code: 'ABCD1234',
  customUrl: 'science-test-abcd1234',
  type: 'ASSESSMENT',
  title: 'Science test',
  subjectName: 'Science',
  opensAt: '2026-12-01T03:00:00.000Z',
  closesAt: '2026-12-02T03:00:00.000Z',
  dueAt: '2026-12-02T03:00:00.000Z',
  timeLimitMinutes: 20,
  questionCount: 5,
  totalMarks: 10,
  faceCheckRequired: false,
  status: 'TO_DO',
  score: null,
  maxScore: null,
  ...overrides,
});

describe('/assessment for a student', () => {
  it('lists what is set with its status, when it is due and the next step', async () => {
    answer('get', ASSESSMENT_ATTEMPT_PATHS.list, studentAssignmentListSchema, {
      serverNow: '2026-12-01T05:00:00.000Z',
      items: [
        item({ title: 'Science test' }),
        item({
          title: 'History quiz',
          code: 'HIST0001',
          customUrl: 'history-quiz-hist0001',
          status: 'RESULT_OUT',
          closesAt: '2026-11-30T03:00:00.000Z',
          score: 7,
          maxScore: 10,
        }),
      ],
    });
    renderWithProviders(<AssessmentPage />, { route: '/assessment', user: studentUser });
    const science = await screen.findByRole('article', { name: 'Science test' });
    expect(within(science).getByText('To do')).toBeInTheDocument();
    expect(within(science).getByText(/^Due 2 Dec 2026/)).toBeInTheDocument();
    expect(within(science).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/attempt-assignment/science-test-abcd1234',
    );
    const history = screen.getByRole('article', { name: 'History quiz' });
    expect(within(history).getByText('Result out')).toBeInTheDocument();
    expect(within(history).getByText(/^Closed 30 Nov 2026/)).toBeInTheDocument();
    expect(within(history).getByText(/Score 7 \/ 10/)).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'See result' })).toHaveAttribute(
      'href',
      '/assessment-details/HIST0001',
    );
  });

  it('says what the page is for when nothing is set yet', async () => {
    answer('get', ASSESSMENT_ATTEMPT_PATHS.list, studentAssignmentListSchema, {
      serverNow: '2026-12-01T05:00:00.000Z',
      items: [],
    });
    renderWithProviders(<AssessmentPage />, { route: '/assessment', user: studentUser });
    expect(await screen.findByRole('heading', { name: 'Nothing set yet' })).toBeInTheDocument();
  });
});
