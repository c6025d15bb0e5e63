/** Scoring and per-student shuffles (pure). */
import { describe, expect, it } from 'vitest';
import { displayedIdOf, scoreAttempt, shufflesFor, storedIndexOf } from './attempt-scoring';

const mcq = (id: string, answerIndex: number, marks = 1) => ({ id, kind: 'MCQ' as const, answerIndex, marks });

describe('scoreAttempt', () => {
  it('gives each right answer its marks, none for wrong or skipped, and marks each answer', () => {
    const scored = scoreAttempt(
      [mcq('a', 0, 2), mcq('b', 1, 3), mcq('c', 2, 1), mcq('d', 3, 4)],
      [
        { questionId: 'a', selectedIndex: 0 },
        { questionId: 'b', selectedIndex: 0 },
        { questionId: 'c', selectedIndex: null },
      ],
    );
    expect(scored).toMatchObject({ score: 2, maxScore: 10, right: 1, wrong: 1, skipped: 2 });
    expect(scored.marks).toEqual([
      { questionId: 'a', correct: true, marksAwarded: 2 },
      { questionId: 'b', correct: false, marksAwarded: 0 },
      { questionId: 'c', correct: null, marksAwarded: 0 },
    ]);
  });

  it('has no score while a written answer waits for a teacher', () => {
    const scored = scoreAttempt(
      [mcq('a', 0, 2), { id: 'w', kind: 'WRITTEN', answerIndex: null, marks: 5 }],
      [{ questionId: 'a', selectedIndex: 0 }],
    );
    expect(scored).toMatchObject({ score: null, maxScore: 7 });
  });
});

describe('shufflesFor', () => {
  const questions = Array.from({ length: 12 }, (_, index) => ({
    id: `q${index}`,
    kind: 'MCQ' as const,
    optionCount: 4,
  }));
  const both = { shuffleQuestions: true, shuffleOptions: true };

  it('is the same for the same seed and differs between students', () => {
    expect(shufflesFor(questions, both, 'attempt-1')).toEqual(shufflesFor(questions, both, 'attempt-1'));
    expect(shufflesFor(questions, both, 'attempt-1')).not.toEqual(shufflesFor(questions, both, 'attempt-2'));
  });

  it('keeps every question and option exactly once, and the author’s order when not asked to shuffle', () => {
    const shuffled = shufflesFor(questions, both, 'attempt-3');
    expect([...shuffled.questionOrder].sort()).toEqual(questions.map((question) => question.id).sort());
    for (const order of Object.values(shuffled.optionOrders)) expect([...order].sort()).toEqual([0, 1, 2, 3]);
    const plain = shufflesFor(questions, { shuffleQuestions: false, shuffleOptions: false }, 'attempt-3');
    expect(plain).toEqual({ questionOrder: questions.map((question) => question.id), optionOrders: {} });
  });

  it('maps a displayed option to the stored one and back', () => {
    const order = [2, 0, 3, 1];
    for (let displayed = 0; displayed < 4; displayed++) {
      expect(displayedIdOf(order, storedIndexOf(order, displayed))).toBe(displayed);
    }
    expect(storedIndexOf(order, 7)).toBe(-1);
    expect(storedIndexOf(undefined, 2)).toBe(2);
    expect(displayedIdOf(undefined, null)).toBeNull();
  });
});
