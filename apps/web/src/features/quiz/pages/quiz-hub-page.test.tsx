import {
  QUIZ_MESSAGES,
  QUIZ_PATHS,
  type QuizListItem,
  quizAudioEligibilitySchema,
  quizEligibilitySchema,
  quizListItemSchema,
  quizListSchema,
  userDetailsSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, hang, refuse } from '../../../test/server';
import QuizHubPage from './quiz-hub-page';

const daily = (overrides: Partial<z.input<typeof quizListItemSchema>> = {}): QuizListItem =>
  quizListItemSchema.parse({
    id: '3c4d5e6f-0000-4000-8000-000000000001',
    customUrl: 'daily-2026-11-26',
    kind: 'DAILY',
    title: 'Daily quiz · 26 November',
    quizDate: '2026-11-26',
    questionCount: 10,
    timeLimitSeconds: 600,
    closesAt: null,
    authorName: null,
    studentClass: null,
    state: 'NOT_STARTED',
    sessionId: null,
    result: null,
    ...overrides,
  });

const eligibility = (readToday: number, dailyMinimum = 3) =>
  quizEligibilitySchema.parse({
    eligible: readToday >= dailyMinimum,
    readToday,
    dailyMinimum,
    quizCustomUrl: 'daily-2026-11-26',
    state: 'NOT_STARTED',
    message: null,
  });

const renderHub = () => renderWithProviders(<QuizHubPage />, { route: '/quiz', user: studentUser });

describe('Quiz hub for a student', () => {
  it('shows placeholders while progress and quizzes load', async () => {
    hang('get', QUIZ_PATHS.eligibility);
    hang('get', QUIZ_PATHS.userwiseQuiz);
    renderHub();
    expect(await screen.findByLabelText('Loading your reading progress')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your quizzes' })).toBeInTheDocument();
  });

  it('keeps the daily quiz locked until the reading minimum is met', async () => {
    answer('get', QUIZ_PATHS.eligibility, quizEligibilitySchema, eligibility(1));
    answer('get', QUIZ_PATHS.userwiseQuiz, quizListSchema, { quizzes: [daily()], dailyPending: false });
    renderHub();
    expect(await screen.findByText('1 of 3 articles read today')).toBeInTheDocument();
    expect(screen.getByText(QUIZ_MESSAGES.notEligible)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the latest news' })).toHaveAttribute('href', '/latest');
    expect(await screen.findByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  });

  it('opens an unlocked quiz to play', async () => {
    answer('get', QUIZ_PATHS.eligibility, quizEligibilitySchema, eligibility(3));
    answer('get', QUIZ_PATHS.userwiseQuiz, quizListSchema, { quizzes: [daily()], dailyPending: false });
    const { user } = renderHub();
    expect(await screen.findByText('Quiz unlocked')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByText('Navigated to /quiz/daily-2026-11-26')).toBeInTheDocument();
  });

  it('shows the result of a submitted quiz and opens it', async () => {
    answer('get', QUIZ_PATHS.eligibility, quizEligibilitySchema, eligibility(4));
    const submitted = daily({
      state: 'SUBMITTED',
      sessionId: '5e6f7a8b-0000-4000-8000-000000000009',
      result: {
        score: 70,
        totalQuestionAttempted: 9,
        totalRightAnswers: 7,
        totalWrongAnswers: 2,
        skippedAnswers: 1,
        totalQuestions: 10,
        timeTakenSeconds: 300,
        submittedAt: '2026-11-26T09:00:00.000Z',
      },
    });
    answer('get', QUIZ_PATHS.userwiseQuiz, quizListSchema, { quizzes: [submitted], dailyPending: false });
    const { user } = renderHub();
    const item = await screen.findByTestId('quiz-item');
    expect(within(item).getByText('Submitted')).toBeInTheDocument();
    expect(item).toHaveTextContent('Score 70');
    expect(item).toHaveTextContent('Right 7');
    await user.click(within(item).getByRole('button', { name: 'See result' }));
    expect(await screen.findByText('Navigated to /result/daily-2026-11-26')).toBeInTheDocument();
  });

  it('says when no quiz is open and when today’s quiz is still being prepared', async () => {
    answer('get', QUIZ_PATHS.eligibility, quizEligibilitySchema, eligibility(0));
    answer('get', QUIZ_PATHS.userwiseQuiz, quizListSchema, { quizzes: [], dailyPending: true });
    renderHub();
    expect(
      await screen.findByText('No quizzes open right now. Come back tomorrow for a new daily quiz.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(QUIZ_MESSAGES.notReady);
  });

  it('shows a failed list with Retry, while the progress still shows', async () => {
    answer('get', QUIZ_PATHS.eligibility, quizEligibilitySchema, eligibility(2));
    refuse('get', QUIZ_PATHS.userwiseQuiz, 'UNAVAILABLE', 'Quizzes are unavailable for a moment');
    const { user } = renderHub();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Quizzes are unavailable for a moment');
    expect(screen.getByText('2 of 3 articles read today')).toBeInTheDocument();
    answer('get', QUIZ_PATHS.userwiseQuiz, quizListSchema, { quizzes: [daily()], dailyPending: false });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('quiz-item')).toBeInTheDocument();
  });
});

describe('Take a Quiz landing on the hub with ?play', () => {
  const individual = userDetailsSchema.parse({
    ...studentUser,
    type: 'INDIVIDUAL',
    customUrl: 'ravi-reader',
    instituteId: null,
    instituteName: null,
    instituteCustomUrl: null,
    studentClass: null,
    section: null,
  });

  it('opens the player at once for an individual, who plays on the hub', async () => {
    answer('get', QUIZ_PATHS.eligibility, quizEligibilitySchema, eligibility(3));
    answer('get', QUIZ_PATHS.userwiseQuiz, quizListSchema, { quizzes: [daily()], dailyPending: false });
    answer('get', QUIZ_PATHS.audioEligibility, quizAudioEligibilitySchema, { eligible: false, audioEnabled: false });
    // The player starts the session (left pending here): its loading shape shows instead of the list.
    hang('post', QUIZ_PATHS.start);
    renderWithProviders(<QuizHubPage />, { route: '/quiz?play=daily-2026-11-26', path: '/quiz', user: individual });
    expect(await screen.findByLabelText('Loading the quiz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All quizzes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your quizzes' })).not.toBeInTheDocument();
  });

  it("sends a student on to the quiz's own page", async () => {
    answer('get', QUIZ_PATHS.eligibility, quizEligibilitySchema, eligibility(3));
    answer('get', QUIZ_PATHS.userwiseQuiz, quizListSchema, { quizzes: [daily()], dailyPending: false });
    renderWithProviders(<QuizHubPage />, { route: '/quiz?play=daily-2026-11-26', path: '/quiz', user: studentUser });
    expect(await screen.findByText('Navigated to /quiz/daily-2026-11-26')).toBeInTheDocument();
  });
});
