/**
 * One practice sitting: which question is shown and how each answered question went. It lives only in the page (a
 * new filter starts a new sitting, spec §4 "reset"), so visitors get a running score too.
 */
import type { McqAnswerResult } from '../api/practice';

export interface AnsweredQuestion {
  selectedIndex: number;
  result: McqAnswerResult;
}

export interface Sitting {
  /** Position of the shown question in the loaded list. */
  index: number;
  answers: Readonly<Record<string, AnsweredQuestion>>;
}

export type SittingAction =
  | { type: 'answered'; questionId: string; selectedIndex: number; result: McqAnswerResult }
  | { type: 'next' }
  | { type: 'restart' };

export const NEW_SITTING: Sitting = { index: 0, answers: {} };

export function sittingReducer(state: Sitting, action: SittingAction): Sitting {
  switch (action.type) {
    case 'answered':
      // The first answer counts: a second tap (double tap, slow network) does not change the score.
      if (state.answers[action.questionId]) return state;
      return {
        ...state,
        answers: {
          ...state.answers,
          [action.questionId]: { selectedIndex: action.selectedIndex, result: action.result },
        },
      };
    case 'next':
      return { ...state, index: state.index + 1 };
    case 'restart':
      return NEW_SITTING;
  }
}

export interface SittingScore {
  answered: number;
  right: number;
}

export function scoreOf(sitting: Sitting): SittingScore {
  const results = Object.values(sitting.answers);
  return { answered: results.length, right: results.filter((answer) => answer.result.correct).length };
}

/** "7 of 9 right". */
export const scoreText = (score: SittingScore) => `${score.right} of ${score.answered} right`;

/** What the practice area shows, from the question list's state (spec §4 MCQ states, plus the two ends of a set). */
export type PracticeView = 'loading' | 'failed' | 'empty' | 'question' | 'finished';

export function practiceViewOf(list: {
  isPending: boolean;
  isError: boolean;
  questionCount: number;
  index: number;
  hasNextPage: boolean;
}): PracticeView {
  if (list.isPending) return 'loading';
  if (list.isError && list.questionCount === 0) return 'failed';
  if (list.questionCount === 0) return 'empty';
  if (list.index < list.questionCount) return 'question';
  // Past the loaded questions while the next page is on its way.
  return list.hasNextPage ? 'loading' : 'finished';
}

/** A, B, C… for the options. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** Fetch the next page when this few questions are left, so a slow network does not stall the player. */
export const PREFETCH_WHEN_LEFT = 3;
