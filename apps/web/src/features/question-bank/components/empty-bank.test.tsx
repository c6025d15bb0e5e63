import { bankQuestionPageSchema, subjectSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { facultyUser, instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer } from '../../../test/server';
import { EmptyBank } from './empty-bank';
import { QuestionBrowser } from './question-browser';

const empty = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0, last: true };

beforeEach(() => {
  answer('get', '/question-bank/questions', bankQuestionPageSchema, empty);
  answer('get', '/institute/subjects', z.array(subjectSchema), []);
});

const browser = (emptyState: ReactNode) => (
  <QuestionBrowser
    label="Questions of the bank"
    emptyText="No questions match these filters."
    emptyState={emptyState}
  />
);

describe('An empty question bank', () => {
  it('tells a school what the bank is for, with its first steps', async () => {
    renderWithProviders(browser(<EmptyBank faculty={false} school />), {
      route: '/question-bank',
      user: instituteUser,
    });
    const welcome = await screen.findByRole('region', { name: 'No questions in your bank yet' });
    expect(within(welcome).getByRole('link', { name: 'Add your teachers' })).toHaveAttribute('href', '/team');
    expect(within(welcome).getByRole('link', { name: 'Adopt another school’s bank' })).toHaveAttribute(
      'href',
      '/school-adoption',
    );
    expect(screen.queryByText('No questions match these filters.')).not.toBeInTheDocument();
  });

  it('offers a teacher to write the first question', async () => {
    renderWithProviders(browser(<EmptyBank faculty school={false} />), {
      route: '/question-bank',
      user: facultyUser,
    });
    const welcome = await screen.findByRole('region', { name: 'No questions in your bank yet' });
    expect(within(welcome).getByRole('link', { name: 'Add question' })).toBeInTheDocument();
  });

  it('keeps "No questions match these filters" when a filter is chosen', async () => {
    renderWithProviders(browser(<EmptyBank faculty={false} school />), {
      route: '/question-bank?difficulty=EASY',
      user: instituteUser,
    });
    expect(await screen.findByText('No questions match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'No questions in your bank yet' })).not.toBeInTheDocument();
  });
});
