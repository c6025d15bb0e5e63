/** The collaboration tracker's state tabs with their counts (issue 17 §4). */
import { COLLAB_PATHS, collabPageSchema, collabTrackerCountsSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { answer, okBody, server } from '../../../../test/server';
import CollaborationTrackerPage from './collaboration-tracker-page';

const empty = { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0, last: true };

describe('Collaboration tracker tabs', () => {
  it('names every state with how many of the school’s collabs it holds, and filters by it', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`/api${COLLAB_PATHS.tracker}`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('status') ?? 'all');
        return HttpResponse.json(okBody(collabPageSchema, empty));
      }),
    );
    answer('get', COLLAB_PATHS.trackerCounts, collabTrackerCountsSchema, {
      ALL: 4,
      DRAFT: 2,
      IN_PROGRESS: 1,
      SUBMITTED: 1,
      CHANGES_REQUESTED: 0,
      APPROVED: 0,
      PUBLISHED: 0,
      ARCHIVED: 0,
    });
    const { user } = renderWithProviders(<CollaborationTrackerPage />, {
      route: '/collaboration-tracker',
      user: instituteUser,
    });
    const tabs = await screen.findByRole('tablist', { name: 'Status' });
    expect(await within(tabs).findByRole('tab', { name: 'All (4 collabs)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'In progress (1 collab)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Published (0 collabs)' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Draft (2 collabs)' }));
    expect(await screen.findByText('No collabs are “Draft”.')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('DRAFT');
  });
});
