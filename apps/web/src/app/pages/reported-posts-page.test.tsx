/**
 * `/reported-posts` as the app shows it: the community's reported posts, and "Reported news" below them for the
 * school account and its admins only (the committee's faculty would get 403 from its API, so it never asks).
 */
import {
  articleReportPageSchema,
  COMMUNITY_PATHS,
  NEWS_PATHS,
  reportedPostCountsSchema,
  reportedPostPageSchema,
  type UserDetails,
  userDetailsSchema,
} from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { facultyUser, instituteUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { answer, okBody, server } from '../../test/server';
import ReportedPostsWithNews from './reported-posts-page';

const adminUser: UserDetails = userDetailsSchema.parse({
  ...facultyUser,
  id: '5c6d7e8f-1234-4abc-9def-0a1b2c3d4e5f',
  name: 'Meera Admin',
  email: 'meera@greenfield.test',
  userType: 'ADMIN',
  customUrl: 'meera-admin',
});

const emptyPage = { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0, last: true };

/** The community's list and counts (empty), and the news reports list, counting how often it is asked for. */
function answerLists() {
  answer('get', COMMUNITY_PATHS.reportedPosts, reportedPostPageSchema, emptyPage);
  answer('get', COMMUNITY_PATHS.reportedPostCounts, reportedPostCountsSchema, { OPEN: 0, IGNORED: 0, REMOVED: 0 });
  const newsAsked = { count: 0 };
  server.use(
    http.get(`/api${NEWS_PATHS.reports}`, () => {
      newsAsked.count += 1;
      return HttpResponse.json(okBody(articleReportPageSchema, emptyPage));
    }),
  );
  return newsAsked;
}

const renderAs = (user: UserDetails) =>
  renderWithProviders(<ReportedPostsWithNews />, { route: '/reported-posts', user });

describe('/reported-posts with Reported news', () => {
  it.each([
    ['the school account', instituteUser],
    ['an admin of the school', adminUser],
  ])('shows %s the reported posts and then Reported news', async (_who, user) => {
    const newsAsked = answerLists();
    renderAs(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reported posts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Reported news' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No reported news' })).toBeInTheDocument();
    expect(newsAsked.count).toBe(1);
  });

  it('shows a committee member (faculty) the reported posts only, and never asks for the news reports', async () => {
    const newsAsked = answerLists();
    renderAs(facultyUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reported posts' })).toBeInTheDocument();
    expect(await screen.findByText(/No reports are waiting/)).toBeInTheDocument();
    // Give a lazily loaded section every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Reported news' })).not.toBeInTheDocument();
    expect(newsAsked.count).toBe(0);
  });
});
