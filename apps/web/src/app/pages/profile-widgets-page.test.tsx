import { badgesFor, PROFILE_PATHS, type ProfileWidgets, profileWidgetsSchema } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerSideWidgets } from '../../test/community';
import { renderWithProviders } from '../../test/render';
import { okBody, server } from '../../test/server';
import ProfileWidgetsPage from './profile-widgets-page';

const widgetsOf = (owner: ProfileWidgets['owner']): ProfileWidgets => ({
  owner,
  activity: {
    postsPublished: 1,
    comments: 0,
    likesReceived: 2,
    quizzesSubmitted: 1,
    practiceAnswered: 0,
    currentStreakDays: 1,
    lastActiveAt: new Date().toISOString(),
  },
  posts: [],
  collabs: [],
  badges: badgesFor({ quizzesSubmitted: 1, bestStreakDays: 1, perfectScores: 0, practiceAnswered: 0 }),
});

/** Answers the widgets with `body` and keeps the profile address each request asked for. */
function answerWidgets(body: ProfileWidgets): Array<string | null> {
  const asked: Array<string | null> = [];
  server.use(
    http.get(`/api${PROFILE_PATHS.widgets}`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('customUrl'));
      return HttpResponse.json(okBody(profileWidgetsSchema, body));
    }),
  );
  return asked;
}

describe('/profile-widgets/view-more', () => {
  it("shows the member named in ?user= with the community's widgets below", async () => {
    answerSideWidgets();
    const asked = answerWidgets(widgetsOf({ name: 'Asha K.', customUrl: 'asha-k', isSelf: false }));
    renderWithProviders(<ProfileWidgetsPage />, { route: '/profile-widgets/view-more?user=asha-k' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha K.: activity and badges' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Asha K.’s profile' })).toHaveAttribute('href', '/profile/asha-k');
    expect(await screen.findByRole('heading', { name: 'Badges' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Around the community' })).toBeInTheDocument();
    expect(asked).toContain('asha-k');
  });

  it("shows the signed-in person's own without ?user=", async () => {
    answerSideWidgets();
    const asked = answerWidgets(widgetsOf({ name: 'Ravi Kumar', customUrl: 'ravi-kumar', isSelf: true }));
    renderWithProviders(<ProfileWidgetsPage />, { route: '/profile-widgets/view-more' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your activity and badges' })).toBeInTheDocument();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((customUrl) => customUrl === null)).toBe(true);
  });
});
