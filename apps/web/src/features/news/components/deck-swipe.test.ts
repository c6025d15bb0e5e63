import { describe, expect, it } from 'vitest';
import { deckProgress, dragTilt, swipeOutcome } from './deck-swipe';

describe('swipeOutcome', () => {
  const width = 360;

  it('treats a long drag left as next and right as save', () => {
    expect(swipeOutcome(-120, width)).toBe('next');
    expect(swipeOutcome(140, width)).toBe('save');
  });

  it('springs back from a short, slow drag', () => {
    expect(swipeOutcome(-60, width)).toBe('none');
    expect(swipeOutcome(60, width, 0.1)).toBe('none');
    expect(swipeOutcome(0, width)).toBe('none');
  });

  it('needs a longer drag on a wide card', () => {
    expect(swipeOutcome(-150, 800)).toBe('none');
    expect(swipeOutcome(-230, 800)).toBe('next');
  });

  it('accepts a quick flick that travelled a little way', () => {
    expect(swipeOutcome(-50, width, -1.2)).toBe('next');
    expect(swipeOutcome(50, width, 1.2)).toBe('save');
    expect(swipeOutcome(20, width, 2)).toBe('none');
  });
});

describe('dragTilt', () => {
  it('tilts with the drag and stops at 12 degrees', () => {
    expect(dragTilt(0)).toBe(0);
    expect(dragTilt(90)).toBe(5);
    expect(dragTilt(-1000)).toBe(-12);
  });
});

describe('deckProgress', () => {
  it('counts from one and stops at the total', () => {
    expect(deckProgress(0, 10)).toBe('1 of 10');
    expect(deckProgress(2, 10)).toBe('3 of 10');
    expect(deckProgress(10, 10)).toBe('10 of 10');
    expect(deckProgress(0, 0)).toBe('0 of 0');
  });
});
