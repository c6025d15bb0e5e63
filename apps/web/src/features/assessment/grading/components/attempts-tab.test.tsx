/** The Attempts tab: its empty state before anyone is set the assignment, rows with what each still needs, filters. */
import { ASSESSMENT_GRADING_PATHS, attemptListSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { answer } from '../../../../test/server';
import { ATTEMPT_ID, assignment, CODE } from '../test/grading-fixtures';
import { AttemptsTab } from './attempts-tab';

const url = ASSESSMENT_GRADING_PATHS.attempts.replace(':assignmentCode', CODE);
const noCounts = { NOT_STARTED: 0, IN_PROGRESS: 0, SUBMITTED: 0, GRADED: 0 };

describe('the attempts of an assignment', () => {
  it('says who will appear before anyone is set it', async () => {
    answer('get', url, attemptListSchema, {
      content: [],
      page: 0,
      size: 20,
      totalElements: 0,
      totalPages: 0,
      last: true,
      assignment,
      counts: noCounts,
    });
    renderWithProviders(<AttemptsTab assignmentCode={CODE} />);
    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeInTheDocument();
  });

  it('shows each student’s status, time, what is left to grade, and opens a submitted attempt', async () => {
    answer('get', url, attemptListSchema, {
      content: [
        {
          candidateId: '4c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01',
          name: 'Asha Verma',
          studentClass: 'EIGHT',
          section: 'A',
          attemptId: ATTEMPT_ID,
          progress: 'SUBMITTED',
          startedAt: '2026-11-26T09:00:00.000Z',
          submittedAt: '2026-11-26T09:10:00.000Z',
          submittedBy: 'TIMER',
          timeTakenSeconds: 600,
          score: null,
          maxScore: 10,
          identityCheck: 'VERIFIED',
          toGrade: 2,
        },
        {
          candidateId: '4c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b02',
          name: 'Dev Mehta',
          studentClass: 'EIGHT',
          section: 'A',
          attemptId: null,
          progress: 'NOT_STARTED',
          startedAt: null,
          submittedAt: null,
          submittedBy: null,
          timeTakenSeconds: null,
          score: null,
          maxScore: 10,
          identityCheck: null,
          toGrade: 0,
        },
      ],
      page: 0,
      size: 20,
      totalElements: 2,
      totalPages: 1,
      last: true,
      assignment,
      counts: { ...noCounts, NOT_STARTED: 1, SUBMITTED: 1 },
    });
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<AttemptsTab assignmentCode={CODE} onOpenAttempt={onOpen} />);
    const cards = await screen.findByTestId('attempts-cards');
    const [asha, dev] = within(cards).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(asha).toHaveTextContent('(time ran out)');
    expect(asha).toHaveTextContent('10 min');
    expect(asha).toHaveTextContent('2 to grade');
    expect(asha).toHaveTextContent('Face verified');
    expect(dev).toHaveTextContent('Not started');
    expect(within(dev).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Submitted 1' })).toBeInTheDocument();
    await user.click(within(asha).getByRole('button', { name: 'Asha Verma' }));
    expect(onOpen).toHaveBeenCalledWith(ATTEMPT_ID);
  });
});
