import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bankQuestion, facultyUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { EditAction } from './edit-action';

const question = bankQuestion({ stem: 'Which part of a plant makes its food using sunlight?' });

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
