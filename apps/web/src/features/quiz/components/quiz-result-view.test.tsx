import { readFileSync } from 'node:fs';
import {
  LEADERBOARD_PATHS,
  LEADERBOARD_TIE_RULE,
  QUIZ_PATHS,
  type QuizRank,
  quizRankSchema,
  quizReviewSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, hang, refuse } from '../../../test/server';
import { QuizResultView } from './quiz-result-view';
import { cheerFor, ordinal } from './result-celebration';

const sessionId = '8a9b0c1d-0000-4000-8000-000000000001';

const review = quizReviewSchema.parse({
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
  status: 'SUBMITTED',
  result: {
    score: 10,
    totalQuestionAttempted: 2,
    totalRightAnswers: 1,
    totalWrongAnswers: 1,
    skippedAnswers: 0,
    totalQuestions: 2,
    timeTakenSeconds: 170,
    submittedAt: '2026-11-26T09:00:00.000Z',
  },
  questions: [
    {
      id: '8a9b0c1d-0000-4000-8000-0000000000a1',
      position: 1,
      stem: 'Which planet is closest to the Sun?',
      options: ['Venus', 'Mercury', 'Mars'],
      category: null,
      sourceArticle: null,
      answerIndex: 1,
      selectedIndex: 1,
      outcome: 'RIGHT',
      explanation: 'Mercury orbits closest to the Sun.',
    },
    {
      id: '8a9b0c1d-0000-4000-8000-0000000000a2',
      position: 2,
      stem: 'Which gas do plants take in?',
      options: ['Oxygen', 'Carbon dioxide'],
      category: null,
      sourceArticle: null,
      answerIndex: 1,
      selectedIndex: 0,
      outcome: 'WRONG',
      explanation: 'Plants take in carbon dioxide.',
    },
  ],
});

const rank = (overrides: Partial<QuizRank> = {}): QuizRank =>
  quizRankSchema.parse({
    quizSessionId: sessionId,
    rank: 3,
    players: 57,
    school: { rank: 2, players: 12 },
    final: false,
    tieRule: LEADERBOARD_TIE_RULE,
    ...overrides,
  });

function renderResult(celebrate = false) {
  answer('get', QUIZ_PATHS.review, quizReviewSchema, review);
  return renderWithProviders(<QuizResultView sessionId={sessionId} celebrate={celebrate} />, { user: studentUser });
}

describe('Quiz result', () => {
  it('shows the cheer, the score and the player’s rank in the quiz and in their school', async () => {
    answer('get', LEADERBOARD_PATHS.quizRank, quizRankSchema, rank());
    renderResult();
    const header = await screen.findByTestId('result-celebration');
    expect(within(header).getByRole('heading', { level: 1, name: 'Well done!' })).toBeInTheDocument();
    expect(header).toHaveTextContent('Daily quiz · 26 November');
    expect(header).toHaveTextContent('You got 1 of 2 right in 3 min · 10 points');
    const place = await within(header).findByTestId('quiz-rank');
    expect(place).toHaveTextContent('3rd');
    expect(place).toHaveTextContent('of 57 players in this quiz so far');
    expect(place).toHaveTextContent('2nd of 12 in your school');
    // The five metrics and the review stay.
    expect(screen.getByTestId('metric-score')).toHaveTextContent('10');
    expect(screen.getByText(/Which planet is closest to the Sun\?/)).toBeInTheDocument();
  });

  it('offers the next steps: the leaderboard, more news and the quizzes', async () => {
    answer('get', LEADERBOARD_PATHS.quizRank, quizRankSchema, rank());
    renderResult();
    const next = await screen.findByRole('navigation', { name: 'What next' });
    expect(within(next).getByRole('link', { name: 'See leaderboard' })).toHaveAttribute('href', '/leaderboard');
    expect(within(next).getByRole('link', { name: 'Read more news' })).toHaveAttribute('href', '/latest');
    expect(within(next).getByRole('link', { name: 'All quizzes' })).toHaveAttribute('href', '/quiz');
  });

  it('drops “so far” once the rank is final, and the school line for a player without one', async () => {
    answer('get', LEADERBOARD_PATHS.quizRank, quizRankSchema, rank({ rank: 1, players: 1, school: null, final: true }));
    renderResult();
    const place = await screen.findByTestId('quiz-rank');
    expect(place).toHaveTextContent('1st');
    expect(place).toHaveTextContent('of 1 player in this quiz');
    expect(place).not.toHaveTextContent('so far');
    expect(place).not.toHaveTextContent('school');
  });

  it('shows the result while the rank loads, and a pointer to the leaderboard if it cannot be read', async () => {
    hang('get', LEADERBOARD_PATHS.quizRank);
    const first = renderResult();
    expect(await screen.findByLabelText('Loading your rank')).toBeInTheDocument();
    expect(screen.getByTestId('metric-score')).toBeInTheDocument();
    first.unmount();

    refuse('get', LEADERBOARD_PATHS.quizRank, 'UNAVAILABLE', 'Try again in a moment');
    renderResult();
    // After the hook's two retries.
    expect(await screen.findByText('Your rank is on the leaderboard.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Well done!' })).toBeInTheDocument();
  });

  it('bursts confetti only straight after a play, hidden from assistive technology', async () => {
    answer('get', LEADERBOARD_PATHS.quizRank, quizRankSchema, rank());
    const quiet = renderResult(false);
    await screen.findByTestId('result-celebration');
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    quiet.unmount();

    answer('get', LEADERBOARD_PATHS.quizRank, quizRankSchema, rank());
    renderResult(true);
    const confetti = await screen.findByTestId('confetti');
    expect(confetti).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('result-celebration')).toHaveAttribute('data-celebrating', 'true');
  });

  it('skips the animation for people who ask for reduced motion', () => {
    const styles = readFileSync(`${import.meta.dirname}/result-celebration.module.css`, 'utf8');
    const reduced = styles.slice(styles.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.confetti\s*{\s*display:\s*none;/);
    expect(reduced).toMatch(/\.celebrating \.badge\s*{\s*animation:\s*none;/);
  });
});

describe('cheer and ordinal', () => {
  it('cheers every finished quiz, warmer the more was right', () => {
    expect(cheerFor({ totalRightAnswers: 9, totalQuestions: 10 })).toBe('Brilliant!');
    expect(cheerFor({ totalRightAnswers: 5, totalQuestions: 10 })).toBe('Well done!');
    expect(cheerFor({ totalRightAnswers: 2, totalQuestions: 10 })).toBe('Good effort!');
    expect(cheerFor({ totalRightAnswers: 0, totalQuestions: 10 })).toBe('Quiz complete!');
  });

  it('writes places in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});
