import { COMMUNITY_MESSAGES, COMMUNITY_PATHS, emptyResultSchema, POST_REPORT_REASON_LABELS } from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerSideWidgets, makePost, postPage, postPageSchema, typeCounts } from '../../../test/community';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, errorBody, hang, okBody, refuse, server } from '../../../test/server';
import CommunityPage from './community-page';

const publicFeed = COMMUNITY_PATHS.publicNewsfeed;

const renderFeed = (user = {}) => renderWithProviders(<CommunityPage />, { route: '/community', ...user });

describe('Community feed page', () => {
  it('shows placeholders while the feed loads', async () => {
    answerSideWidgets();
    hang('get', publicFeed);
    renderFeed();
    expect(await screen.findByRole('status', { name: 'Loading Posts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
  });

  it('lists the posts of the public feed for a visitor, without member actions', async () => {
    answerSideWidgets();
    answer('get', publicFeed, postPageSchema, postPage([makePost({ title: 'Our rocket launch' }), makePost()]));
    renderFeed();
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('article', { name: 'Our rocket launch' })).toBeInTheDocument();
    expect(screen.getByText('You have reached the end.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post actions' })).not.toBeInTheDocument();
  });

  it('says the feed is empty, inviting a member to post first', async () => {
    answerSideWidgets();
    answer('get', COMMUNITY_PATHS.newsfeed, postPageSchema, postPage([]));
    renderFeed({ user: studentUser });
    expect(await screen.findByText('No posts here yet. Be the first to share something!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create post' })).toBeInTheDocument();
  });

  it("shows the server's message when the feed fails, and Retry loads it", async () => {
    answerSideWidgets();
    refuse('get', publicFeed, 'UNAVAILABLE', 'The community is resting, try again soon');
    const { user } = renderFeed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The community is resting, try again soon');
    answer('get', publicFeed, postPageSchema, postPage([makePost({ title: 'Back again' })]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the spec text when the server gives no message', async () => {
    answerSideWidgets();
    server.use(http.get(`/api${publicFeed}`, () => new HttpResponse(null, { status: 502 })));
    renderFeed();
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.fetchPostFailed);
  });

  it('appends the next page with Load more, and says when a further page fails', async () => {
    answerSideWidgets();
    server.use(
      http.get(`/api${publicFeed}`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 0) return HttpResponse.json(okBody(postPageSchema, postPage([makePost()], { last: false })));
        return HttpResponse.json(errorBody('INTERNAL', 'hidden'), { status: 500 });
      }),
    );
    const { user } = renderFeed();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.fetchMorePostFailed);
    expect(screen.getAllByRole('article')).toHaveLength(1);

    server.use(
      http.get(`/api${publicFeed}`, () =>
        HttpResponse.json(okBody(postPageSchema, postPage([makePost({ title: 'Second page' })], { page: 1 }))),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('You have reached the end.')).toBeInTheDocument();
  });

  it('shows the numbers and top schools beside the feed', async () => {
    answerSideWidgets({
      schools: [{ id: 's1', name: 'Riverside Academy', customUrl: 'riverside', postCount: 1200, likeCount: 40 }],
    });
    answer('get', publicFeed, postPageSchema, postPage([]));
    renderFeed();
    const schools = await screen.findByRole('region', { name: 'Top schools' });
    expect(await within(schools).findByRole('link', { name: 'Riverside Academy' })).toHaveAttribute(
      'href',
      '/riverside/community',
    );
    expect(within(schools).getByText(/1.2K posts/)).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Community at a glance' });
    expect(await within(stats).findByText('42')).toBeInTheDocument();
    expect(within(stats).getByText('Posts')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top members' })).toHaveTextContent('No active members this month yet.');
  });

  it('removes a post the member reported and thanks them', async () => {
    answerSideWidgets();
    const reported = makePost({ title: 'Spam offer' });
    answer('get', COMMUNITY_PATHS.newsfeed, postPageSchema, postPage([reported, makePost({ title: 'Science fair' })]));
    answer('post', `/community/posts/${reported.id}/report`, emptyResultSchema, null);
    const { user } = renderFeed({ user: studentUser });
    const article = await screen.findByRole('article', { name: 'Spam offer' });
    // The menu's code loads after the card: its button stands in, disabled, until then.
    const actions = () => within(article).getByRole('button', { name: 'Post actions' });
    await waitFor(() => expect(actions()).toBeEnabled());
    await user.click(actions());
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(within(dialog).getByRole('radio', { name: POST_REPORT_REASON_LABELS.SPAM }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you for telling us. The school will review this post.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Spam offer' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Science fair' })).toBeInTheDocument();
  });
});

describe('Community post-type tabs (issue 17 §4)', () => {
  /** Answers the feed by the post type asked for, and records each request's post type ('' for every type). */
  function answerByType(posts: Record<string, ReturnType<typeof makePost>[]>) {
    const asked: string[] = [];
    server.use(
      http.get(`/api${publicFeed}`, ({ request }) => {
        const type = new URL(request.url).searchParams.get('postType') ?? '';
        asked.push(type);
        return HttpResponse.json(okBody(postPageSchema, postPage(posts[type] ?? [])));
      }),
    );
    return asked;
  }

  it('names each tab with its count, Photos chosen by default (spec §2)', async () => {
    answerSideWidgets({ counts: typeCounts({ PHOTOS: 3, TEXT: 8 }) });
    answerByType({ PHOTOS: [makePost({ title: 'Sunflowers' })] });
    renderFeed();
    const tabs = await screen.findByRole('radiogroup', { name: 'Post type' });
    expect(await within(tabs).findByRole('radio', { name: 'Text (8 posts)' })).not.toBeChecked();
    expect(within(tabs).getByRole('radio', { name: 'Photos (3 posts)' })).toBeChecked();
    expect(within(tabs).getByRole('radio', { name: 'All (11 posts)' })).not.toBeChecked();
    expect(within(tabs).getByRole('radio', { name: 'Videos (0 posts)' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Sunflowers' })).toBeInTheDocument();
  });

  it('shows every type together under All, newest first, each card naming its type', async () => {
    answerSideWidgets({ counts: typeCounts({ PHOTOS: 1, TEXT: 1 }) });
    const asked = answerByType({
      PHOTOS: [makePost({ title: 'Sunflowers' })],
      '': [makePost({ title: 'Debate notes', postType: 'TEXT' }), makePost({ title: 'Sunflowers' })],
    });
    const { user } = renderFeed();
    await screen.findByRole('article', { name: 'Sunflowers' });
    expect(screen.queryByText('Post type:')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'All (2 posts)' }));
    const text = await screen.findByRole('article', { name: 'Debate notes' });
    expect(asked.at(-1)).toBe('');
    expect(within(text).getByText('Text')).toBeInTheDocument();
    expect(text).toHaveTextContent('Post type: Text');
    const cards = within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article');
    expect(cards.map((card) => card.textContent?.includes('Post type:'))).toEqual([true, true]);
    // Reset goes back to Photos, whose cards need not name their type.
    await user.click(screen.getByRole('button', { name: 'Reset filters to all categories and photos' }));
    expect(await screen.findByRole('radio', { name: 'Photos (1 post)' })).toBeChecked();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Debate notes' })).not.toBeInTheDocument());
    expect(screen.queryByText('Post type:')).not.toBeInTheDocument();
  });

  it('shows the tabs without numbers when the counts cannot be read', async () => {
    answerSideWidgets();
    refuse('get', COMMUNITY_PATHS.newsfeedCounts, 'UNAVAILABLE', 'Counting is resting');
    answerByType({ PHOTOS: [makePost({ title: 'Sunflowers' })] });
    renderFeed();
    expect(await screen.findByRole('article', { name: 'Sunflowers' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Text' })).toBeInTheDocument();
    expect(screen.queryByTestId('tab-count')).not.toBeInTheDocument();
  });
});
