import {
  bookmarkResultSchema,
  NEWS_MESSAGES,
  NEWS_PATHS,
  NEWS_SECTION_TITLES,
  savedFilterSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { studentUser } from '../../../test/fixtures';
import { makeArticle, newsPage, newsPageSchema } from '../../../test/news';
import { renderWithProviders } from '../../../test/render';
import { answer, hang, refuse, server } from '../../../test/server';
import LatestPage from './latest-page';

const renderLatest = (options = {}) => renderWithProviders(<LatestPage />, { route: '/latest', ...options });

describe('Latest news page', () => {
  it('shows card placeholders while the feed loads', async () => {
    hang('get', NEWS_PATHS.latest);
    renderLatest();
    expect(await screen.findByRole('status', { name: `Loading ${NEWS_SECTION_TITLES.latest}` })).toBeInTheDocument();
  });

  it('lists the articles with their count and links to each', async () => {
    const first = makeArticle({ title: 'Monsoon arrives early' });
    answer('get', NEWS_PATHS.latest, newsPageSchema, newsPage([first, makeArticle()]));
    renderLatest();
    const list = await screen.findByRole('list', { name: NEWS_SECTION_TITLES.latest });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Monsoon arrives early' })).toHaveAttribute(
      'href',
      `/details/${first.slug}`,
    );
    expect(screen.getByText('2 articles')).toBeInTheDocument();
    expect(screen.getByText('You have reached the end.')).toBeInTheDocument();
  });

  it('says when no article matches the filters', async () => {
    answer('get', NEWS_PATHS.latest, newsPageSchema, newsPage([]));
    renderLatest();
    expect(
      await screen.findByText('No articles match these filters. Try a wider date range or fewer choices.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 articles')).toBeInTheDocument();
  });

  it("shows the server's message on failure, and Retry loads the feed", async () => {
    refuse('get', NEWS_PATHS.latest, 'UNAVAILABLE', 'News is being refreshed, try again in a minute');
    const { user } = renderLatest();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('News is being refreshed, try again in a minute');
    answer('get', NEWS_PATHS.latest, newsPageSchema, newsPage([makeArticle({ title: 'Fresh story' })]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Fresh story' })).toBeInTheDocument();
  });

  it('falls back to the spec text when the server gives no message', async () => {
    server.use(http.get(`/api${NEWS_PATHS.latest}`, () => new HttpResponse('gateway timeout', { status: 504 })));
    renderLatest();
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWS_MESSAGES.fetchFailed);
  });

  it('sends a visitor who presses Save to sign in', async () => {
    const article = makeArticle({ title: 'Chess champion at 12' });
    answer('get', NEWS_PATHS.latest, newsPageSchema, newsPage([article]));
    const { user } = renderLatest();
    await user.click(await screen.findByRole('button', { name: 'Save “Chess champion at 12”' }));
    expect(await screen.findByText('Navigated to /login')).toBeInTheDocument();
  });

  it('rolls a failed save back and says why', async () => {
    const article = makeArticle({ title: 'Robotics league', saveCount: 7 });
    answer('get', NEWS_PATHS.applyFilter, savedFilterSchema, { dateRange: null, categories: [], publishers: [] });
    answer('get', NEWS_PATHS.latest, newsPageSchema, newsPage([article]));
    refuse('post', NEWS_PATHS.bookmark, 'RATE_LIMITED', 'Too many saves, slow down');
    const { user } = renderLatest({ user: studentUser });
    const save = await screen.findByRole('button', { name: 'Save “Robotics league”' });
    await user.click(save);
    expect(await screen.findByText('Too many saves, slow down')).toBeInTheDocument();
    expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks an article saved with the count the server returns', async () => {
    const article = makeArticle({ title: 'Robotics league', saveCount: 7 });
    answer('get', NEWS_PATHS.applyFilter, savedFilterSchema, { dateRange: null, categories: [], publishers: [] });
    answer('get', NEWS_PATHS.latest, newsPageSchema, newsPage([article]));
    answer('post', NEWS_PATHS.bookmark, bookmarkResultSchema, { articleId: article._id, isSaved: true, saveCount: 12 });
    const { user } = renderLatest({ user: studentUser });
    const save = await screen.findByRole('button', { name: 'Save “Robotics league”' });
    await user.click(save);
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('article')).getByText('12')).toBeInTheDocument();
  });
});
