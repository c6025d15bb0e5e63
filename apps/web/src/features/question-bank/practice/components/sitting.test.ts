import { describe, expect, it } from 'vitest';
import { NEW_SITTING, optionLetter, practiceViewOf, scoreOf, scoreText, sittingReducer } from './sitting';

const result = (questionId: string, correct: boolean) => ({
  questionId,
  correct,
  answerIndex: 1,
  explanation: '',
  recorded: false,
});

describe('practice sitting', () => {
  it('counts right answers out of answered ones', () => {
    let sitting = sittingReducer(NEW_SITTING, {
      type: 'answered',
      questionId: 'a',
      selectedIndex: 1,
      result: result('a', true),
    });
    sitting = sittingReducer(sitting, {
      type: 'answered',
      questionId: 'b',
      selectedIndex: 0,
      result: result('b', false),
    });
    sitting = sittingReducer(sitting, {
      type: 'answered',
      questionId: 'c',
      selectedIndex: 1,
      result: result('c', true),
    });
    expect(scoreText(scoreOf(sitting))).toBe('2 of 3 right');
  });

  it('keeps the first answer to a question', () => {
    const first = sittingReducer(NEW_SITTING, {
      type: 'answered',
      questionId: 'a',
      selectedIndex: 0,
      result: result('a', false),
    });
    const again = sittingReducer(first, {
      type: 'answered',
      questionId: 'a',
      selectedIndex: 1,
      result: result('a', true),
    });
    expect(again).toBe(first);
    expect(scoreOf(again)).toEqual({ answered: 1, right: 0 });
  });

  it('moves on with next and starts over with restart', () => {
    const moved = sittingReducer(sittingReducer(NEW_SITTING, { type: 'next' }), { type: 'next' });
    expect(moved.index).toBe(2);
    expect(sittingReducer(moved, { type: 'restart' })).toEqual(NEW_SITTING);
  });
});

describe('practice view', () => {
  const base = { isPending: false, isError: false, questionCount: 5, index: 0, hasNextPage: false };

  it('follows the list: loading, failed, empty, a question', () => {
    expect(practiceViewOf({ ...base, isPending: true })).toBe('loading');
    expect(practiceViewOf({ ...base, isError: true, questionCount: 0 })).toBe('failed');
    expect(practiceViewOf({ ...base, questionCount: 0 })).toBe('empty');
    expect(practiceViewOf(base)).toBe('question');
  });

  it('waits for the next page past the loaded questions, else the set is finished', () => {
    expect(practiceViewOf({ ...base, index: 5, hasNextPage: true })).toBe('loading');
    expect(practiceViewOf({ ...base, index: 5 })).toBe('finished');
  });

  it('keeps showing questions when a later page failed', () => {
    expect(practiceViewOf({ ...base, isError: true })).toBe('question');
  });
});

describe('option letters', () => {
  it('names options A to F', () => {
    expect([0, 1, 2, 5].map(optionLetter)).toEqual(['A', 'B', 'C', 'F']);
  });
});
