import { SEARCH_MESSAGES, SEARCH_PATHS, SEARCH_RECENT_STORAGE_KEY, suggestedTagsSchema } from '@noticeboard/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { okBody, server } from '../../../test/server';
import HeaderSearch from './header-search';

const stored = () => JSON.parse(localStorage.getItem(SEARCH_RECENT_STORAGE_KEY) ?? 'null');
const box = () => screen.getByRole('searchbox', { name: 'Search Noticeboard' });

/** Answers the tags call and records each query it was asked for. */
function recordTagRequests(tags: string[]) {
  const asked: string[] = [];
  server.use(
    http.get(`/api${SEARCH_PATHS.suggestedTags}`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json(okBody(suggestedTagsSchema, { tags }));
    }),
  );
  return asked;
}

const originalMatchMedia = window.matchMedia;
/** The screen is as wide as a desktop (true) or a phone (false). */
function screenIsWide(wide: boolean) {
  window.matchMedia = (query: string) => ({ ...originalMatchMedia(query), matches: wide });
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const renderBox = (extra?: ReactNode) =>
  renderWithProviders(
    <>
      {extra}
      <HeaderSearch />
    </>,
    { route: '/home', user: studentUser },
  );

describe('the header search box', () => {
  it('opens every kind’s results on Enter and remembers the search on this device', async () => {
    localStorage.setItem(SEARCH_RECENT_STORAGE_KEY, JSON.stringify(['volcano']));
    recordTagRequests([]);
    const { user } = renderBox();
    await user.type(box(), 'kite festival{Enter}');
    expect(await screen.findByText('Navigated to /global-search/all?q=kite+festival')).toBeInTheDocument();
    expect(stored()).toEqual(['kite festival', 'volcano']);
  });

  it('refuses one letter and says why, without leaving the page', async () => {
    const { user } = renderBox();
    await user.type(box(), 'k{Enter}');
    expect(await screen.findByText(SEARCH_MESSAGES.tooShort)).toBeInTheDocument();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
    expect(localStorage.getItem(SEARCH_RECENT_STORAGE_KEY)).toBeNull();
  });

  it('asks for tags once typing rests at two letters or more, and a tag searches for it', async () => {
    const asked = recordTagRequests(['kites', 'kite festival']);
    const { user } = renderBox();
    await user.type(box(), 'k');
    await user.type(box(), 'ite festival');
    const tag = await screen.findByRole('link', { name: 'kites' });
    await waitFor(() => expect(asked.at(-1)).toBe('kite festival'));
    // Not one call per keystroke (twelve), never for a single letter.
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(asked.every((text) => text.length >= 2)).toBe(true);
    expect(tag).toHaveAttribute('href', '/global-search/all?q=kites');
    await user.click(tag);
    expect(await screen.findByText('Navigated to /global-search/all?q=kites')).toBeInTheDocument();
    expect(stored()).toEqual(['kites']);
  });

  it('lists recent searches when focused; each can be removed, or all at once', async () => {
    localStorage.setItem(SEARCH_RECENT_STORAGE_KEY, JSON.stringify(['volcano', 'kite', 'river']));
    const { user } = renderBox();
    await user.click(box());
    const recent = await screen.findByRole('list', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['volcano', 'kite', 'river']);
    expect(within(recent).getByRole('link', { name: 'kite' })).toHaveAttribute('href', '/global-search/all?q=kite');

    await user.click(within(recent).getByRole('button', { name: 'Remove “kite” from recent searches' }));
    expect(stored()).toEqual(['volcano', 'river']);
    expect(within(recent).queryByRole('link', { name: 'kite' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(localStorage.getItem(SEARCH_RECENT_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Recent searches' })).not.toBeInTheDocument();
  });

  it('closes its suggestions on Escape and keeps the focus in the field', async () => {
    localStorage.setItem(SEARCH_RECENT_STORAGE_KEY, JSON.stringify(['volcano']));
    const { user } = renderBox();
    await user.click(box());
    expect(await screen.findByRole('list', { name: 'Recent searches' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(box()).toHaveFocus();
  });

  it('on a desktop, "/" puts the cursor in the box, but not while typing in another field', async () => {
    screenIsWide(true);
    const { user } = renderBox(<input aria-label="Your comment" />);
    const comment = screen.getByRole('textbox', { name: 'Your comment' });
    await user.click(comment);
    await user.keyboard('a/b');
    expect(comment).toHaveValue('a/b');
    expect(comment).toHaveFocus();

    act(() => comment.blur());
    await user.keyboard('/');
    expect(box()).toHaveFocus();
    // The slash itself is not typed into the search.
    expect(box()).toHaveValue('');
  });

  it('on a phone, the button and "/" open a full-screen search that Escape closes', async () => {
    screenIsWide(false);
    const { user } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Noticeboard' });
    const field = within(dialog).getByRole('searchbox', { name: 'Search Noticeboard' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('/');
    const again = await screen.findByRole('dialog', { name: 'Search Noticeboard' });
    recordTagRequests([]);
    await user.type(within(again).getByRole('searchbox', { name: 'Search Noticeboard' }), 'volcano{Enter}');
    expect(await screen.findByText('Navigated to /global-search/all?q=volcano')).toBeInTheDocument();
    expect(stored()).toEqual(['volcano']);
  });
});
