import { NEWS_PATHS } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentUser } from '../../../test/fixtures';
import { makeArticle, newsPage, newsPageSchema } from '../../../test/news';
import { renderWithProviders } from '../../../test/render';
import { answer } from '../../../test/server';
import ArticleTypePage from './article-type-page';

const renderAt = (route: string) =>
  renderWithProviders(<ArticleTypePage />, { route, path: '/article/:articleType', user: studentUser });

describe('Article kind page', () => {
  it('shows the kind’s heading, description and its articles, with links to the other kinds', async () => {
    const article = makeArticle({ title: 'Under-12 cricket final', category: 'SPORTS' });
    answer('get', NEWS_PATHS.categoryWiseNews, newsPageSchema, newsPage([article]));
    renderAt('/article/sports');
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByText(/Matches, tournaments/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Sports articles' });
    expect(within(list).getByRole('link', { name: 'Under-12 cricket final' })).toHaveAttribute(
      'href',
      `/details/${article.slug}`,
    );
    const others = screen.getByRole('navigation', { name: 'Other kinds of article' });
    expect(within(others).getByRole('link', { name: 'Health' })).toHaveAttribute('href', '/article/health');
    expect(within(others).queryByRole('link', { name: 'Sports' })).not.toBeInTheDocument();
  });

  it('says kindly when there are no articles of that kind yet', async () => {
    answer('get', NEWS_PATHS.categoryWiseNews, newsPageSchema, newsPage([]));
    renderAt('/article/education-and-research');
    expect(await screen.findByText('No Education and Research articles yet. Check back soon.')).toBeInTheDocument();
  });

  it('offers the kinds that exist when the address names an unknown kind', async () => {
    renderAt('/article/gossip');
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not find that kind of article' }),
    ).toBeInTheDocument();
    const kinds = screen.getByRole('list', { name: 'Kinds of article' });
    expect(within(kinds).getAllByRole('link')).toHaveLength(11);
    expect(within(kinds).getByRole('link', { name: 'Technology and Innovation' })).toHaveAttribute(
      'href',
      '/article/technology-and-innovation',
    );
  });
});
