import { describe, expect, it } from 'vitest';
import { clampTime, formatClock, planSpeech, SPEECH_WORDS_PER_SECOND, sentenceAt } from './audio-player-timing';

describe('formatClock', () => {
  it('shows minutes and padded seconds, and hours only when needed', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7.9)).toBe('0:07');
    expect(formatClock(185)).toBe('3:05');
    expect(formatClock(3729)).toBe('1:02:09');
  });

  it('treats missing or broken durations as zero', () => {
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('clampTime', () => {
  it('keeps a seek inside the track', () => {
    expect(clampTime(-10, 60)).toBe(0);
    expect(clampTime(70, 60)).toBe(60);
    expect(clampTime(30, 60)).toBe(30);
  });
});

describe('planSpeech', () => {
  const text = 'The river is clean again. Pupils counted 40 kingfishers!  Is that a record? “Yes,” said the coach.';

  it('splits sentences on end punctuation followed by a capital, a digit or a quote', () => {
    const plan = planSpeech(text);
    expect(plan.sentences.map((sentence) => sentence.text)).toEqual([
      'The river is clean again.',
      'Pupils counted 40 kingfishers!',
      'Is that a record?',
      '“Yes,” said the coach.',
    ]);
  });

  it('estimates consecutive start times from word counts', () => {
    const plan = planSpeech('One two three. Four five.');
    const [first, second] = plan.sentences;
    expect(first?.start).toBe(0);
    expect(first?.length).toBeCloseTo(3 / SPEECH_WORDS_PER_SECOND + 0.3);
    expect(second?.start).toBeCloseTo(first?.length ?? 0);
    expect(plan.duration).toBeCloseTo((first?.length ?? 0) + (second?.length ?? 0));
  });

  it('has no sentences for empty text', () => {
    expect(planSpeech('   ')).toEqual({ sentences: [], duration: 0 });
  });
});

describe('sentenceAt', () => {
  const plan = planSpeech('One two three. Four five six. Seven eight nine.');

  it('finds the sentence being read at a moment', () => {
    expect(sentenceAt(plan, 0)).toBe(0);
    expect(sentenceAt(plan, plan.sentences[1]?.start ?? 0)).toBe(1);
    expect(sentenceAt(plan, (plan.sentences[2]?.start ?? 0) + 0.5)).toBe(2);
    expect(sentenceAt(plan, plan.duration + 100)).toBe(2);
  });

  it('is zero for an empty plan', () => {
    expect(sentenceAt(planSpeech(''), 12)).toBe(0);
  });
});
