import { badgesFor, PROFILE_PATHS, type ProfileWidgets, profileWidgetsSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, refuse } from '../../../test/server';
import { ProfileWidgetsCompact, ProfileWidgetsPanel } from './profile-widgets';

const filled: ProfileWidgets = {
  owner: { name: 'Asha K.', customUrl: 'asha-k', isSelf: false },
  activity: {
    postsPublished: 4,
    comments: 7,
    likesReceived: 1_250,
    quizzesSubmitted: 3,
    practiceAnswered: 120,
    currentStreakDays: 3,
    lastActiveAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  },
  posts: [
    {
      slug: 'our-sunflower-diary',
      title: 'Our sunflower diary',
      kind: 'community',
      postType: 'PHOTOS',
      publishedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      slug: 'how-do-bees-find-flowers',
      title: 'How do bees find flowers?',
      kind: 'forum',
      postType: 'TEXT',
      publishedAt: '2026-11-18T10:00:00.000Z',
    },
  ],
  collabs: [
    {
      slug: 'rain-on-our-roof',
      title: 'Rain on our roof',
      role: 'PARTICIPANT',
      publishedAt: '2026-11-10T10:00:00.000Z',
    },
  ],
  badges: badgesFor({ quizzesSubmitted: 3, bestStreakDays: 3, perfectScores: 1, practiceAnswered: 120 }),
};

const empty: ProfileWidgets = {
  owner: { name: 'Ravi Kumar', customUrl: 'ravi-kumar', isSelf: true },
  activity: {
    postsPublished: 0,
    comments: 0,
    likesReceived: 0,
    quizzesSubmitted: 0,
    practiceAnswered: 0,
    currentStreakDays: 0,
    lastActiveAt: null,
  },
  posts: [],
  collabs: [],
  badges: badgesFor({ quizzesSubmitted: 0, bestStreakDays: 0, perfectScores: 0, practiceAnswered: 0 }),
};

const section = (name: string) => screen.getByRole('region', { name });

describe('ProfileWidgetsPanel', () => {
  it('shows the numbers, the latest posts and collabs as links, and each badge earned or how far along', async () => {
    answer('get', PROFILE_PATHS.widgets, profileWidgetsSchema, filled);
    renderWithProviders(<ProfileWidgetsPanel customUrl="asha-k" />);
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();

    const activity = section('Activity');
    expect(within(activity).getByText('1,250')).toBeInTheDocument();
    expect(within(activity).getByText('Likes received')).toBeInTheDocument();
    expect(within(activity).getByText('Last active 2 days ago')).toBeInTheDocument();

    const posts = section('Latest posts');
    expect(within(posts).getByRole('link', { name: 'Our sunflower diary' })).toHaveAttribute(
      'href',
      '/community/details/our-sunflower-diary',
    );
    expect(within(posts).getByRole('link', { name: 'How do bees find flowers?' })).toHaveAttribute(
      'href',
      '/forum/details/how-do-bees-find-flowers',
    );
    const collabs = section('Collabs');
    expect(within(collabs).getByRole('link', { name: 'Rain on our roof' })).toHaveAttribute(
      'href',
      '/collab/details/rain-on-our-roof',
    );
    expect(within(collabs).getByText(/On the team/)).toBeInTheDocument();

    const badges = section('Badges');
    expect(within(badges).getByText('4 of 9 badges earned')).toBeInTheDocument();
    expect(within(badges).getAllByText('Earned')).toHaveLength(4);
    expect(within(badges).getByRole('progressbar', { name: 'Quiz regular: 3 of 10' })).toBeInTheDocument();
    expect(within(badges).getByRole('progressbar', { name: 'Practice star: 120 of 500' })).toBeInTheDocument();
    expect(within(badges).queryByRole('progressbar', { name: /First quiz/ })).not.toBeInTheDocument();
  });

  it('says in words what an empty profile has yet to do', async () => {
    answer('get', PROFILE_PATHS.widgets, profileWidgetsSchema, empty);
    renderWithProviders(<ProfileWidgetsPanel customUrl={undefined} />);
    expect(await screen.findByText(/Nothing here yet\. Play a quiz/)).toBeInTheDocument();
    expect(screen.getByText(/No posts yet\./)).toBeInTheDocument();
    expect(screen.getByText(/No collabs yet\./)).toBeInTheDocument();
    expect(screen.getByText('0 of 9 badges earned')).toBeInTheDocument();
    expect(screen.queryByText('Earned')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'First quiz: 0 of 1' })).toBeInTheDocument();
  });

  it('says a hidden or unknown profile was not found', async () => {
    refuse('get', PROFILE_PATHS.widgets, 'NOT_FOUND', 'Profile not found');
    renderWithProviders(<ProfileWidgetsPanel customUrl="someone-elsewhere" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile not found');
  });
});

describe('ProfileWidgetsCompact', () => {
  it('shows the numbers and only the earned badges, with a link to all of them', async () => {
    answer('get', PROFILE_PATHS.widgets, profileWidgetsSchema, filled);
    renderWithProviders(<ProfileWidgetsCompact customUrl="asha-k" />);
    const badges = await screen.findByRole('region', { name: 'Badges' });
    expect(within(badges).getByText('Full marks')).toBeInTheDocument();
    expect(within(badges).queryByText('Quiz regular')).not.toBeInTheDocument();
    expect(within(badges).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View more/ })).toHaveAttribute(
      'href',
      '/profile-widgets/view-more?user=asha-k',
    );
  });

  it('tells the owner how to earn a first badge', async () => {
    answer('get', PROFILE_PATHS.widgets, profileWidgetsSchema, empty);
    renderWithProviders(<ProfileWidgetsCompact customUrl="ravi-kumar" />);
    expect(await screen.findByText('No badges yet. Finish your first quiz to earn one!')).toBeInTheDocument();
  });
});
