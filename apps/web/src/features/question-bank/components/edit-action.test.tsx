import { bankQuestionSchema } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { facultyUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { EditAction } from './edit-action';

const question = bankQuestionSchema.parse({
  id: 'e1f2a3b4-1111-4222-8333-444455556666',
  stem: 'Which part of a plant makes its food using sunlight?',
  options: ['Leaf', 'Root'],
  answerIndex: 0,
  explanation: '',
  difficulty: 'EASY',
  board: 'CBSE',
  studentClass: 'SEVEN',
  subject: { id: 'b1c2d3e4-1111-4222-8333-444455556666', name: 'Science' },
  chapter: null,
  topic: null,
  status: 'PENDING_REVIEW',
  reviewNote: null,
  source: 'OWN',
  institute: { id: facultyUser.instituteId, name: 'Greenfield Public School' },
  author: { id: facultyUser.id, name: facultyUser.name },
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  canEdit: true,
  canReview: false,
});

afterEach(() => window.history.replaceState({}, '', '/'));

describe('Edit on the author’s own list', () => {
  it('keeps a search that reached the address after the row was drawn', async () => {
    const route = '/question-bank/my-questions';
    const { user, router } = renderWithProviders(<EditAction question={question} />, { route, user: facultyUser });
    // The debounced search has just written the address; this row was rendered before it.
    window.history.replaceState({}, '', `${route}?search=plant`);
    await user.click(screen.getByRole('link', { name: /^Edit:/ }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('edit')).toBe(question.id);
    expect(params.get('search')).toBe('plant');
  });

  it('elsewhere opens the author’s list with the editor', async () => {
    const { user, router } = renderWithProviders(<EditAction question={question} />, {
      route: '/question-bank/school',
      user: facultyUser,
    });
    await user.click(screen.getByRole('link', { name: /^Edit:/ }));
    expect(router.state.location.pathname).toBe('/question-bank/my-questions');
    expect(new URLSearchParams(router.state.location.search).get('edit')).toBe(question.id);
  });
});
