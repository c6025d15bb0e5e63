import { HOME_PATHS, type HomeSummary, homeSummarySchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instituteUser, studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, hang, refuse } from '../../../test/server';
import HomePage from './home-page';

const counts: HomeSummary['counts'] = {
  postsToReview: null,
  reportsOpen: null,
  myPostsWaiting: 0,
  myPostsDeclined: 0,
  consentsPending: null,
  studentsWithoutClass: null,
  myQuizzesOpen: null,
  assignmentsToDo: null,
  answersToMark: null,
  faceChecksToReview: null,
};

const student = (
  learner: Partial<NonNullable<HomeSummary['learner']>> = {},
  more: Partial<HomeSummary['counts']> = {},
) =>
  ({
    role: 'CANDIDATE',
    capabilities: { moderates: false },
    learner: {
      readToday: 1,
      dailyMinimum: 3,
      dailyQuiz: { customUrl: 'daily-2026-11-27', state: 'NOT_STARTED', eligible: false },
      classQuizzesOpen: 0,
      streakDays: 4,
      consentPending: false,
      recommendedAssignments: [],
      ...learner,
    },
    setup: null,
    counts: { ...counts, ...more },
  }) satisfies HomeSummary;

describe('Home for a student', () => {
  it('shows placeholders while the day loads', async () => {
    hang('get', HOME_PATHS.summary);
    renderWithProviders(<HomePage />, { route: '/home', user: studentUser });
    expect(await screen.findByLabelText('Loading your day')).toBeInTheDocument();
  });

  it('asks for the reading left before the quiz, with the streak', async () => {
    answer('get', HOME_PATHS.summary, homeSummarySchema, student());
    renderWithProviders(<HomePage />, { route: '/home', user: studentUser });
    expect(await screen.findByText('1 of 3 articles read today')).toBeInTheDocument();
    expect(screen.getByText('Read 2 more articles to open today’s quiz.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read today’s news' })).toHaveAttribute('href', '/current-affairs');
    expect(screen.getByText('4-day streak')).toBeInTheDocument();
    expect(screen.getByText('You are all caught up')).toBeInTheDocument();
  });

  it('recommends the assignments to start, due soonest first, each leading to its attempt page', async () => {
    answer(
      'get',
      HOME_PATHS.summary,
      homeSummarySchema,
      student(
        {
          recommendedAssignments: [
            {
              title: 'Class 8 weekly check',
              type: 'ASSESSMENT',
              customUrl: 'class-8-weekly-check-abcd2345',
              closesAt: '2026-12-01T12:30:00.000Z',
              faceCheckRequired: true,
            },
          ],
        },
        { assignmentsToDo: 2 },
      ),
    );
    renderWithProviders(<HomePage />, { route: '/home', user: studentUser });
    const card = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(within(card).getByRole('link', { name: /Class 8 weekly check/ })).toHaveAttribute(
      'href',
      '/attempt-assignment/class-8-weekly-check-abcd2345',
    );
    expect(within(card).getByText('Due 1 Dec 2026, 6:00 pm · face check')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2 assignments to do/ })).toHaveAttribute('href', '/assessment');
  });

  it('goes straight to the quiz once it is open, and lists own posts that wait', async () => {
    answer(
      'get',
      HOME_PATHS.summary,
      homeSummarySchema,
      student(
        {
          readToday: 3,
          dailyQuiz: { customUrl: 'daily-2026-11-27', state: 'NOT_STARTED', eligible: true },
          consentPending: true,
        },
        { myPostsWaiting: 2 },
      ),
    );
    renderWithProviders(<HomePage />, { route: '/home', user: studentUser });
    expect(await screen.findByRole('link', { name: 'Take today’s quiz' })).toHaveAttribute(
      'href',
      '/quiz/daily-2026-11-27',
    );
    expect(screen.getByText('Waiting for your parent')).toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: 'To do' });
    expect(within(tasks).getByRole('link', { name: /2 posts of yours waiting for approval/ })).toHaveAttribute(
      'href',
      '/pending-approval',
    );
  });

  it('says so when the day cannot be loaded', async () => {
    refuse('get', HOME_PATHS.summary, 'INTERNAL', 'Something went wrong on our side');
    renderWithProviders(<HomePage />, { route: '/home', user: studentUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your day. Please try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Home for a new school', () => {
  it('walks it through its first steps and its to-dos', async () => {
    answer('get', HOME_PATHS.summary, homeSummarySchema, {
      role: 'INSTITUTE',
      capabilities: { moderates: true },
      learner: null,
      setup: { hasCurrentSession: true, classes: 0, students: 0, staff: 0 },
      counts: { ...counts, postsToReview: 8, reportsOpen: 0, consentsPending: 0, studentsWithoutClass: 0 },
    });
    renderWithProviders(<HomePage />, { route: '/home', user: instituteUser });
    const setup = await screen.findByRole('region', { name: 'Get your school started' });
    expect(within(setup).getByText('1 of 4 done')).toBeInTheDocument();
    expect(within(setup).getByRole('link', { name: 'Add your classes and sections' })).toHaveAttribute(
      'href',
      '/curriculum',
    );
    expect(within(setup).getByRole('link', { name: 'Add your students' })).toHaveAttribute('href', '/candidate');
    const tasks = screen.getByRole('region', { name: 'To do' });
    expect(within(tasks).getAllByRole('link')).toHaveLength(1);
    expect(within(tasks).getByRole('link', { name: /8 posts waiting for approval/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).not.toBeInTheDocument();
  });
});
