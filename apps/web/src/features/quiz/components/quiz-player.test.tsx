import {
  attemptQuizResponseSchema,
  MESSAGES,
  QUIZ_MESSAGES,
  QUIZ_PATHS,
  quizAudioEligibilitySchema,
  quizSessionSchema,
  quizSubmissionResponseSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, hang, refuse } from '../../../test/server';
import { QuizPlayer } from './quiz-player';

const sessionId = '8a9b0c1d-0000-4000-8000-000000000001';
const questionIds = ['8a9b0c1d-0000-4000-8000-0000000000a1', '8a9b0c1d-0000-4000-8000-0000000000a2'];

function session() {
  const now = Date.now();
  return quizSessionSchema.parse({
    quizSessionId: sessionId,
    quiz: {
      id: '3c4d5e6f-0000-4000-8000-000000000001',
      customUrl: 'daily-2026-11-26',
      kind: 'DAILY',
      title: 'Daily quiz · 26 November',
      quizDate: '2026-11-26',
      questionCount: 2,
      timeLimitSeconds: 600,
      closesAt: null,
      authorName: null,
      studentClass: null,
    },
    status: 'IN_PROGRESS',
    startedAt: new Date(now).toISOString(),
    deadlineAt: new Date(now + 600_000).toISOString(),
    serverNow: new Date(now).toISOString(),
    questions: [
      {
        id: questionIds[0],
        position: 1,
        stem: 'Which planet is closest to the Sun?',
        options: ['Venus', 'Mercury', 'Mars'],
        category: null,
        sourceArticle: null,
      },
      {
        id: questionIds[1],
        position: 2,
        stem: 'Which gas do plants take in?',
        options: ['Oxygen', 'Carbon dioxide'],
        category: null,
        sourceArticle: null,
      },
    ],
    savedAnswers: {},
  });
}

function renderPlayer() {
  answer('get', QUIZ_PATHS.audioEligibility, quizAudioEligibilitySchema, { eligible: false, audioEnabled: false });
  const onSubmitted = vi.fn();
  const view = renderWithProviders(<QuizPlayer customUrl="daily-2026-11-26" onSubmitted={onSubmitted} />, {
    user: studentUser,
  });
  return { ...view, onSubmitted };
}

const stored = quizSubmissionResponseSchema.parse({
  quizSessionId: sessionId,
  customUrl: 'daily-2026-11-26',
  result: {
    score: 50,
    totalQuestionAttempted: 1,
    totalRightAnswers: 1,
    totalWrongAnswers: 0,
    skippedAnswers: 1,
    totalQuestions: 2,
    timeTakenSeconds: 40,
    submittedAt: '2026-11-26T09:00:00.000Z',
  },
  firstSubmission: true,
});

async function answerFirstAndOpenSubmit(user: ReturnType<typeof renderPlayer>['user']) {
  const options = await screen.findByRole('group', { name: 'Options' });
  await user.click(within(options).getByRole('button', { name: /Mercury/ }));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit quiz' }));
  return screen.findByRole('dialog', { name: 'Submit your quiz?' });
}

describe('Quiz player', () => {
  it('shows the quiz loading while the session starts', async () => {
    hang('post', QUIZ_PATHS.start);
    renderPlayer();
    expect(await screen.findByLabelText('Loading the quiz')).toBeInTheDocument();
  });

  it('says why the quiz cannot start, with a way back', async () => {
    refuse('post', QUIZ_PATHS.start, 'FORBIDDEN', QUIZ_MESSAGES.notForYou);
    renderPlayer();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(QUIZ_MESSAGES.notForYou);
    expect(screen.getByRole('link', { name: 'Back to quizzes' })).toHaveAttribute('href', '/quiz');
  });

  it('saves each chosen answer and counts it', async () => {
    answer('post', QUIZ_PATHS.start, quizSessionSchema, session());
    const saves = answerAndRecord('post', QUIZ_PATHS.attempt, attemptQuizResponseSchema, {
      answeredCount: 1,
      deadlineAt: '2026-11-26T10:00:00.000Z',
    });
    const { user } = renderPlayer();
    expect(await screen.findByText('Which planet is closest to the Sun?')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    const mercury = screen.getByRole('button', { name: /Mercury/ });
    await user.click(mercury);
    expect(mercury).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();
    expect(saves).toEqual([{ quizSessionId: sessionId, questionId: questionIds[0], selectedIndex: 1 }]);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Which gas do plants take in?')).toBeInTheDocument();
  });

  it('submits the answers once confirmed, skipped questions as null', async () => {
    answer('post', QUIZ_PATHS.start, quizSessionSchema, session());
    answer('post', QUIZ_PATHS.attempt, attemptQuizResponseSchema, {
      answeredCount: 1,
      deadlineAt: '2026-11-26T10:00:00.000Z',
    });
    const submissions = answerAndRecord('post', QUIZ_PATHS.submit, quizSubmissionResponseSchema, stored);
    const { user, onSubmitted } = renderPlayer();
    const dialog = await answerFirstAndOpenSubmit(user);
    expect(within(dialog).getByTestId('submit-answered')).toHaveTextContent('1');
    expect(within(dialog).getByTestId('submit-skipped')).toHaveTextContent('1');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith({ customUrl: 'daily-2026-11-26', sessionId, justFinished: true }),
    );
    expect(submissions).toEqual([
      {
        quizSessionId: sessionId,
        submissionKey: expect.any(String),
        answers: [
          { questionId: questionIds[0], selectedIndex: 1 },
          { questionId: questionIds[1], selectedIndex: null },
        ],
      },
    ]);
  });

  it('opens the result once, as just finished, though the session is read again after submitting', async () => {
    answer('post', QUIZ_PATHS.start, quizSessionSchema, session());
    answer('post', QUIZ_PATHS.attempt, attemptQuizResponseSchema, {
      answeredCount: 1,
      deadlineAt: '2026-11-26T10:00:00.000Z',
    });
    answer('post', QUIZ_PATHS.submit, quizSubmissionResponseSchema, stored);
    const { user, onSubmitted } = renderPlayer();
    const dialog = await answerFirstAndOpenSubmit(user);
    // Read again after the submission (the quiz queries are refreshed): now handed in.
    const restarts = answerAndRecord('post', QUIZ_PATHS.start, quizSessionSchema, {
      ...session(),
      status: 'SUBMITTED',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(restarts.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith({ customUrl: 'daily-2026-11-26', sessionId, justFinished: true });
  });

  it('treats an already submitted quiz as done (QUIZ_ALREADY_SUBMITTED)', async () => {
    answer('post', QUIZ_PATHS.start, quizSessionSchema, session());
    answer('post', QUIZ_PATHS.attempt, attemptQuizResponseSchema, {
      answeredCount: 1,
      deadlineAt: '2026-11-26T10:00:00.000Z',
    });
    refuse('post', QUIZ_PATHS.submit, 'QUIZ_ALREADY_SUBMITTED', QUIZ_MESSAGES.alreadySubmitted);
    const { user, onSubmitted } = renderPlayer();
    const dialog = await answerFirstAndOpenSubmit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith({ customUrl: 'daily-2026-11-26', sessionId, justFinished: true }),
    );
  });

  it('keeps the answers and offers Try again when a submission is refused', async () => {
    answer('post', QUIZ_PATHS.start, quizSessionSchema, session());
    answer('post', QUIZ_PATHS.attempt, attemptQuizResponseSchema, {
      answeredCount: 1,
      deadlineAt: '2026-11-26T10:00:00.000Z',
    });
    refuse('post', QUIZ_PATHS.submit, 'FORBIDDEN', MESSAGES.forbidden);
    const { user, onSubmitted } = renderPlayer();
    const dialog = await answerFirstAndOpenSubmit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.forbidden);
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();
  });
});
