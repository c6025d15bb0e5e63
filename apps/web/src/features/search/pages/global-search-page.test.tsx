import {
  SEARCH_ENTITY_TYPES,
  SEARCH_MESSAGES,
  SEARCH_PATHS,
  SEARCH_RECENT_STORAGE_KEY,
  type SearchEntityType,
  type SearchGroupedResult,
  type SearchHit,
  searchGroupedResultSchema,
  searchPageResultSchema,
} from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, okBody, refuse, server } from '../../../test/server';
import { SEARCH_FAILED } from '../components/result-parts';
import GlobalSearchPage from './global-search-page';

const PATH = '/global-search/:entityType';
const renderPage = (route: string) =>
  renderWithProviders(<GlobalSearchPage />, { route, path: PATH, user: studentUser });

function hit(entityType: SearchEntityType, n: number, extra: Partial<SearchHit> = {}): SearchHit {
  return {
    entityType,
    id: `${entityType}-${n}`,
    title: `Kite festival ${entityType} ${n}`,
    snippet: `Children flew a kite over the river on day ${n}.`,
    url: `/${entityType}/item-${n}`,
    imageUrl: null,
    meta: 'Greenfield Public School · Science',
    date: '2026-11-20T06:30:00.000Z',
    ...extra,
  };
}

/**
 * Every kind a student may search, with these totals (the first few hits each) and nothing else; the kinds in
 * `atLeast` counted no further than their total.
 */
function grouped(
  query: string,
  totals: Partial<Record<SearchEntityType, number>>,
  extra: Partial<SearchGroupedResult> = {},
  atLeast: SearchEntityType[] = [],
): SearchGroupedResult {
  return {
    query,
    didYouMean: null,
    suggestedTags: [],
    groups: SEARCH_ENTITY_TYPES.filter((kind) => kind !== 'questions').map((kind) => {
      const total = totals[kind] ?? 0;
      return {
        entityType: kind,
        total,
        totalIsAtLeast: atLeast.includes(kind),
        hits: Array.from({ length: Math.min(total, 3) }, (_, index) => hit(kind, index + 1)),
      };
    }),
    ...extra,
  };
}

/** One kind's pages: `total` hits, 20 a page; records the page numbers asked for. */
function answerKind(kind: SearchEntityType, total: number, didYouMean: string | null = null, atLeast = false) {
  const asked: number[] = [];
  server.use(
    http.get(`/api${SEARCH_PATHS.byType.replace(':entityType', kind)}`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 0);
      const size = Number(new URL(request.url).searchParams.get('size') ?? 20);
      asked.push(page);
      const from = page * size;
      const content = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, index) =>
        hit(kind, from + index + 1),
      );
      const body = {
        content,
        page,
        size,
        totalElements: total,
        totalIsAtLeast: atLeast,
        totalPages: Math.ceil(total / size),
        last: from + size >= total,
        query: 'kite',
        didYouMean,
      };
      return HttpResponse.json(okBody(searchPageResultSchema, body));
    }),
  );
  return asked;
}

describe('/global-search/all', () => {
  it('groups the results by kind with their counts, the first hits and a link to all of each', async () => {
    answer(
      'get',
      SEARCH_PATHS.grouped,
      searchGroupedResultSchema,
      grouped('kite', { articles: 12, posts: 2, forums: 1 }, { suggestedTags: ['kites', 'festivals'] }),
    );
    renderPage('/global-search/all?q=kite');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('15 results for “kite”');
    expect(document.title).toBe('Search: kite · Noticeboard');

    const news = screen.getByRole('region', { name: 'News (12 results)' });
    expect(within(news).getAllByRole('listitem')).toHaveLength(3);
    expect(within(news).getByRole('link', { name: 'Kite festival articles 1' })).toHaveAttribute(
      'href',
      '/articles/item-1',
    );
    expect(within(news).getAllByText('Greenfield Public School · Science · 20 Nov 2026')).toHaveLength(3);
    expect(within(news).getByRole('link', { name: 'See all 12 results in News' })).toHaveAttribute(
      'href',
      '/global-search/articles?q=kite',
    );
    expect(screen.getByRole('region', { name: 'Community posts (2 results)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Forum threads (1 result)' })).toBeInTheDocument();
    // Kinds with nothing found get no section; the row of kinds still names them with 0.
    expect(screen.queryByRole('region', { name: /^Collabs/ })).not.toBeInTheDocument();
    const kinds = screen.getByRole('navigation', { name: 'Kinds of result' });
    expect(within(kinds).getByRole('link', { name: 'All 15 results' })).toHaveAttribute('aria-current', 'page');
    expect(within(kinds).getByRole('link', { name: 'Collabs 0 results' })).toHaveAttribute(
      'href',
      '/global-search/collabs?q=kite',
    );
    expect(within(kinds).queryByRole('link', { name: /Question bank/ })).not.toBeInTheDocument();

    // The query's words are bold in titles and snippets.
    const first = within(news).getAllByRole('listitem')[0] as HTMLElement;
    expect([...first.querySelectorAll('strong')].map((node) => node.textContent)).toEqual(['Kite', 'kite']);
    expect(screen.getByRole('list', { name: 'Suggested tags' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'festivals' })).toHaveAttribute('href', '/global-search/all?q=festivals');
    // The search is remembered on this device.
    expect(JSON.parse(localStorage.getItem(SEARCH_RECENT_STORAGE_KEY) ?? '[]')).toEqual(['kite']);
  });

  it('says "100+" where a kind stopped counting', async () => {
    answer(
      'get',
      SEARCH_PATHS.grouped,
      searchGroupedResultSchema,
      grouped('science', { articles: 100, posts: 7 }, {}, ['articles']),
    );
    renderPage('/global-search/all?q=science');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('107+ results for “science”');
    expect(screen.getByRole('region', { name: 'News (100+ results)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 100+ results in News' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Community posts (7 results)' })).toBeInTheDocument();
    const kinds = screen.getByRole('navigation', { name: 'Kinds of result' });
    expect(within(kinds).getByRole('link', { name: 'All 107+ results' })).toBeInTheDocument();
    expect(within(kinds).getByRole('link', { name: 'News 100+ results' })).toBeInTheDocument();
  });

  it('offers the corrected spelling as a link', async () => {
    answer(
      'get',
      SEARCH_PATHS.grouped,
      searchGroupedResultSchema,
      grouped('kiet', { posts: 1 }, { didYouMean: 'kite' }),
    );
    renderPage('/global-search/all?q=kiet');
    const link = await screen.findByRole('link', { name: 'kite' });
    expect(link.closest('p')).toHaveTextContent('Did you mean kite?');
    expect(link).toHaveAttribute('href', '/global-search/all?q=kite');
    // The corrected words are bold too: the hits were found through them.
    expect(screen.getByRole('link', { name: 'Kite festival posts 1' }).querySelector('strong')).toHaveTextContent(
      'Kite',
    );
  });

  it('says when nothing matched, with tips and the corrected spelling', async () => {
    answer('get', SEARCH_PATHS.grouped, searchGroupedResultSchema, grouped('vulcano', {}, { didYouMean: 'volcano' }));
    renderPage('/global-search/all?q=vulcano');
    const empty = await screen.findByRole('region', { name: 'No results for “vulcano”' });
    expect(within(empty).getByRole('heading', { name: 'No results for “vulcano”' })).toBeInTheDocument();
    expect(within(empty).getByText(/Check the spelling/)).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'volcano' })).toHaveAttribute(
      'href',
      '/global-search/all?q=volcano',
    );
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('0 results for “vulcano”');
  });

  it('shows a failed search with Retry, which asks again', async () => {
    refuse('get', SEARCH_PATHS.grouped, 'INTERNAL', 'Search is resting. Please try again.');
    const { user } = renderPage('/global-search/all?q=kite');
    // A server failure's own words are not shown (spec §8): the page's fallback is.
    const alert = (await screen.findByText(SEARCH_FAILED)).closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    answer('get', SEARCH_PATHS.grouped, searchGroupedResultSchema, grouped('kite', { articles: 1 }));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'News (1 result)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never turns a hit’s title into HTML', async () => {
    const title = '<img src=x onerror="document.title=\'pwned\'"> kite day';
    const result = grouped('kite', { posts: 1 });
    result.groups = result.groups.map((group) =>
      group.entityType === 'posts'
        ? { ...group, hits: [hit('posts', 1, { title, snippet: '<script>alert(1)</script> kite' })] }
        : group,
    );
    answer('get', SEARCH_PATHS.grouped, searchGroupedResultSchema, result);
    renderPage('/global-search/all?q=kite');
    const posts = await screen.findByRole('region', { name: 'Community posts (1 result)' });
    const link = within(posts).getByRole('link', { name: title });
    expect(link).toHaveTextContent(title);
    expect(link.querySelector('strong')).toHaveTextContent('kite');
    expect(posts.querySelector('img, script')).toBeNull();
    expect(within(posts).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(document.title).toBe('Search: kite · Noticeboard');
  });

  it('does not link a child shown as “First L.” (the hit has no address)', async () => {
    const result = grouped('kite', { people: 2 });
    result.groups = result.groups.map((group) =>
      group.entityType === 'people'
        ? {
            ...group,
            hits: [
              hit('people', 1, { title: 'Meera K.', url: '', meta: null, date: null, snippet: '' }),
              hit('people', 2, { title: 'Kiran Teacher', url: '/user/kiran-teacher', date: null, snippet: '' }),
            ],
          }
        : group,
    );
    answer('get', SEARCH_PATHS.grouped, searchGroupedResultSchema, result);
    renderPage('/global-search/all?q=kite');
    const people = await screen.findByRole('region', { name: 'People (2 results)' });
    expect(within(people).getByText('Meera K.')).toBeInTheDocument();
    expect(within(people).queryByRole('link', { name: 'Meera K.' })).not.toBeInTheDocument();
    expect(within(people).getByRole('link', { name: 'Kiran Teacher' })).toHaveAttribute('href', '/user/kiran-teacher');
  });

  it('shows a hit’s picture lazily, sized, with words for it', async () => {
    const result = grouped('kite', { people: 1 });
    result.groups = result.groups.map((group) =>
      group.entityType === 'people'
        ? { ...group, hits: [hit('people', 1, { title: 'Meera K.', imageUrl: '/api/files/meera.jpg' })] }
        : group,
    );
    answer('get', SEARCH_PATHS.grouped, searchGroupedResultSchema, result);
    renderPage('/global-search/all?q=kite');
    const picture = await screen.findByRole('img', { name: 'Photo of Meera K.' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '64');
    expect(picture).toHaveAttribute('height', '64');
  });
});

describe('/global-search/{kind}', () => {
  it('lists one kind a page at a time: Load more adds the next page below the first', async () => {
    answer(
      'get',
      SEARCH_PATHS.grouped,
      searchGroupedResultSchema,
      grouped('kite', { articles: 25, posts: 2 }, { suggestedTags: ['kites'] }),
    );
    const asked = answerKind('articles', 25);
    const { user } = renderPage('/global-search/articles?q=kite');
    const list = await screen.findByRole('list', { name: 'News' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Showing 20 of 25 results in News for “kite”');
    const kinds = await screen.findByRole('navigation', { name: 'Kinds of result' });
    expect(within(kinds).getByRole('link', { name: 'News 25 results' })).toHaveAttribute('aria-current', 'page');
    expect(within(kinds).getByRole('link', { name: 'Community posts 2 results' })).toHaveAttribute(
      'href',
      '/global-search/posts?q=kite',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    const titles = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles[0]).toBe('Kite festival articles 1');
    expect(titles[20]).toBe('Kite festival articles 21');
    expect(titles[24]).toBe('Kite festival articles 25');
    expect(asked).toEqual([0, 1]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is every result in News for “kite”.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('25 results in News for “kite”');
  });

  it('says "1,000+" where the kind stopped counting', async () => {
    answer(
      'get',
      SEARCH_PATHS.grouped,
      searchGroupedResultSchema,
      grouped('science', { articles: 100 }, {}, ['articles']),
    );
    answerKind('articles', 1000, null, true);
    renderPage('/global-search/articles?q=science');
    expect(await screen.findByRole('list', { name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Showing 20 of 1,000+ results in News for “science”',
    );
  });

  it('keeps the kind when the query is changed on the page', async () => {
    answer('get', SEARCH_PATHS.grouped, searchGroupedResultSchema, grouped('kite', { posts: 1 }));
    answerKind('posts', 1);
    const { user, router } = renderPage('/global-search/posts?q=kite');
    const field = await screen.findByRole('searchbox', { name: 'Search for' });
    expect(field).toHaveValue('kite');
    await user.clear(field);
    await user.type(field, 'x{Enter}');
    expect(await screen.findByText(SEARCH_MESSAGES.tooShort)).toBeInTheDocument();
    await user.type(field, 'ylophone{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=xylophone'));
    expect(router.state.location.pathname).toBe('/global-search/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search: xylophone' })).toBeInTheDocument();
  });

  it('gives the server’s message for a kind that does not exist, without asking the server', async () => {
    // An unanswered request would fail the test (onUnhandledRequest: 'error').
    renderPage('/global-search/planets?q=kite');
    expect(await screen.findByRole('alert')).toHaveTextContent(SEARCH_MESSAGES.unknownType);
    expect(screen.getByRole('link', { name: 'Search every kind of result' })).toHaveAttribute(
      'href',
      '/global-search/all?q=kite',
    );
  });
});

describe('/global-search/all without a query', () => {
  it('says what can be searched and lists the recent searches', async () => {
    localStorage.setItem(SEARCH_RECENT_STORAGE_KEY, JSON.stringify(['volcano', 'kite']));
    renderPage('/global-search/all');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText(/news, community posts, forum threads/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recent searches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'volcano' })).toHaveAttribute('href', '/global-search/all?q=volcano');
  });
});
