/**
 * The moderation pages' tabs with their counts (issue 17 §4): the approval queue names each state and post type
 * with how many posts it holds, has "All" beside the types (Photos stays the default, spec §2), and its numbers
 * follow an approval; the reported posts' status control names its counts.
 */
import {
  approvalResultSchema,
  COMMUNITY_PATHS,
  type PendingCounts,
  pendingCountsSchema,
  type ReportedPostCounts,
  reportedPostCountsSchema,
  reportedPostPageSchema,
} from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makePost, postPage, postPageSchema, typeCounts } from '../../../../test/community';
import { instituteUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { answer, okBody, refuse, server } from '../../../../test/server';
import PendingApprovalPage from './pending-approval-page';
import ReportedPostsPage from './reported-posts-page';

const waiting = (overrides = {}) => makePost({ requestStatus: 'PENDING', postVisibility: 'SELF', ...overrides });

/** Answers the queue's counts (recording how often they are asked for) and its lists by post type. */
function answerQueue(counts: () => PendingCounts, lists: Record<string, ReturnType<typeof makePost>[]>) {
  const asked = { counts: 0, types: [] as string[] };
  server.use(
    http.get(`/api${COMMUNITY_PATHS.pendingPostCounts}`, () => {
      asked.counts += 1;
      return HttpResponse.json(okBody(pendingCountsSchema, counts()));
    }),
    http.get(`/api${COMMUNITY_PATHS.pendingPosts}`, ({ request }) => {
      const type = new URL(request.url).searchParams.get('postType') ?? '';
      asked.types.push(type);
      return HttpResponse.json(okBody(postPageSchema, postPage(lists[type] ?? [])));
    }),
  );
  answer('get', COMMUNITY_PATHS.myPendingPosts, postPageSchema, postPage([waiting()]));
  return asked;
}

const queueCounts = (pending: Parameters<typeof typeCounts>[0]): PendingCounts => ({
  PENDING: typeCounts(pending),
  DECLINED: typeCounts({ VIDEOS: 1 }),
  EXPIRED: typeCounts(),
});

const renderQueue = (route = '/pending-approval') =>
  renderWithProviders(<PendingApprovalPage />, { route, user: instituteUser });

describe('Pending approval tabs', () => {
  it('names every tab with its count: the default Photos tab no longer hides the text posts waiting', async () => {
    answerQueue(() => queueCounts({ PHOTOS: 3, TEXT: 8 }), {
      PHOTOS: [waiting({ description: '<p>Sunflower photos</p>' })],
    });
    renderQueue();
    const types = await screen.findByRole('tablist', { name: 'Post type' });
    expect(await within(types).findByRole('tab', { name: 'Text (8 waiting)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(within(types).getByRole('tab', { name: 'Photos (3 waiting)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(types).getByRole('tab', { name: 'All (11 waiting)' })).toBeInTheDocument();
    expect(within(types).getByRole('tab', { name: 'Documents (0 waiting)' })).toBeInTheDocument();
    const show = screen.getByRole('radiogroup', { name: 'Show' });
    expect(within(show).getByRole('radio', { name: 'Pending (11 posts)' })).toBeChecked();
    expect(within(show).getByRole('radio', { name: 'Rejected (1 post)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To review (11 waiting)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'My pending posts (1 post)' })).toBeInTheDocument();
    // On screen the number is a badge beside the name: "Text 8".
    const textTab = within(types).getByRole('tab', { name: 'Text (8 waiting)' });
    expect(within(textTab).getByTestId('tab-count')).toHaveTextContent('8');
  });

  it('reads the counts of the chosen state on the type tabs', async () => {
    answerQueue(() => queueCounts({ TEXT: 2 }), {});
    const { user } = renderQueue();
    await user.click(await screen.findByRole('radio', { name: 'Rejected (1 post)' }));
    expect(await screen.findByRole('tab', { name: 'Videos (1 rejected)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Text (0 rejected)' })).toBeInTheDocument();
  });

  it('lists every post type together under All, and the counts follow an approval', async () => {
    const text = waiting({ description: '<p>Debate club notes</p>', postType: 'TEXT' });
    const photo = waiting({ description: '<p>Sunflower photos</p>' });
    let approved = false;
    const asked = answerQueue(() => queueCounts(approved ? { PHOTOS: 1 } : { PHOTOS: 1, TEXT: 1 }), {
      PHOTOS: [photo],
      ALL: approved ? [photo] : [text, photo],
    });
    server.use(
      http.post(`/api${COMMUNITY_PATHS.pendingPostStatus.replace(':postId', text.id)}`, () => {
        approved = true;
        return HttpResponse.json(okBody(approvalResultSchema, { postId: text.id, action: 'ANYONE', post: null }));
      }),
    );
    const { user } = renderQueue();
    await user.click(await screen.findByRole('tab', { name: 'All (2 waiting)' }));
    const list = await screen.findByRole('region', { name: 'Pending posts' });
    expect(await within(list).findByRole('article', { name: /Debate club notes/ })).toBeInTheDocument();
    expect(asked.types.at(-1)).toBe('ALL');
    // Each card names its type.
    expect(within(list).getByText('Text')).toBeInTheDocument();
    expect(within(list).getByText('Photos')).toBeInTheDocument();

    const before = asked.counts;
    const card = within(list).getByRole('article', { name: /Debate club notes/ });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('tab', { name: 'All (1 waiting)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Text (0 waiting)' })).toBeInTheDocument();
    expect(asked.counts).toBeGreaterThan(before);
  });

  it('opens All from the address, and keeps Photos for an unknown type', async () => {
    answerQueue(() => queueCounts({ PHOTOS: 1 }), {});
    renderQueue('/pending-approval?type=ALL');
    expect(await screen.findByRole('tab', { name: 'All (1 waiting)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the tabs without numbers when the counts fail', async () => {
    answerQueue(() => queueCounts({}), { PHOTOS: [waiting({ description: '<p>Sunflower photos</p>' })] });
    refuse('get', COMMUNITY_PATHS.pendingPostCounts, 'UNAVAILABLE', 'Counting is resting');
    renderQueue('/pending-approval?type=NOPE');
    expect(await screen.findByRole('article', { name: /Sunflower photos/ })).toBeInTheDocument();
    const types = screen.getByRole('tablist', { name: 'Post type' });
    expect(within(types).getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    expect(within(types).queryByTestId('tab-count')).not.toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Show' })).queryByTestId('tab-count')).not.toBeInTheDocument();
  });
});

describe('Reported posts status counts', () => {
  it('names each status with how many reports it holds', async () => {
    const counts: ReportedPostCounts = { OPEN: 2, IGNORED: 5, REMOVED: 0 };
    answer('get', COMMUNITY_PATHS.reportedPostCounts, reportedPostCountsSchema, counts);
    answer('get', COMMUNITY_PATHS.reportedPosts, reportedPostPageSchema, {
      content: [],
      page: 0,
      size: 10,
      totalElements: 0,
      totalPages: 0,
      last: true,
    });
    renderWithProviders(<ReportedPostsPage />, { route: '/reported-posts', user: instituteUser });
    const control = await screen.findByRole('radiogroup', { name: 'Report status' });
    expect(await within(control).findByRole('radio', { name: 'Open (2 reports)' })).toBeChecked();
    expect(within(control).getByRole('radio', { name: 'Ignored (5 reports)' })).toBeInTheDocument();
    await waitFor(() => expect(within(control).getByRole('radio', { name: 'Removed (0 reports)' })).not.toBeChecked());
  });
});
