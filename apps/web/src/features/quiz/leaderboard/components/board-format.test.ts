import { describe, expect, it } from 'vitest';
import { durationLabel, ordinal, ranksSkip, whereFrom } from './board-format';

const entry = {
  rank: 1,
  userId: 'u',
  name: 'Asha',
  customUrl: 'asha',
  instituteName: 'Hillside School',
  studentClass: 'EIGHT' as const,
  section: 'A' as const,
  score: 90,
  totalRightAnswers: 9,
  totalQuestionAttempted: 10,
  quizzesPlayed: 1,
  timeTakenSeconds: 75,
  isMe: false,
};

describe('board wording', () => {
  it('reads durations in seconds, minutes and hours', () => {
    expect(durationLabel(42)).toBe('42s');
    expect(durationLabel(754)).toBe('12m 34s');
    expect(durationLabel(3_720)).toBe('1h 02m');
  });

  it('names where a player is from, with the school only on boards across schools', () => {
    expect(whereFrom(entry, true)).toBe('Hillside School · Class 8 · A');
    expect(whereFrom(entry, false)).toBe('Class 8 · A');
    expect(whereFrom({ ...entry, instituteName: null, studentClass: null, section: null }, true)).toBe(
      'Independent reader',
    );
  });

  it('shows a child listed outside their school by school only, as the API sends them', () => {
    expect(whereFrom({ ...entry, name: 'Asha K.', customUrl: null, studentClass: null, section: null }, true)).toBe(
      'Hillside School',
    );
  });

  it('says places as ordinals and notices skipped ranks', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '103rd',
    ]);
    expect(ranksSkip([{ rank: 1 }, { rank: 2 }, { rank: 3 }])).toBe(false);
    expect(ranksSkip([{ rank: 1 }, { rank: 3 }])).toBe(true);
  });
});
