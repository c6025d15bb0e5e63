import { describe, expect, it } from 'vitest';
import { BADGES, type BadgeFacts, badgeFor, badgesFor } from './profile-widgets';

const NOTHING: BadgeFacts = { quizzesSubmitted: 0, bestStreakDays: 0, perfectScores: 0, practiceAnswered: 0 };
const badge = (id: string) => {
  const found = BADGES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no badge ${id}`);
  return found;
};

describe('badges', () => {
  it('have unique ids and positive thresholds', () => {
    expect(new Set(BADGES.map((b) => b.id)).size).toBe(BADGES.length);
    for (const b of BADGES) expect(b.threshold).toBeGreaterThan(0);
  });

  it('are all still to earn for someone who has done nothing, each at 0 of its target', () => {
    const badges = badgesFor(NOTHING);
    expect(badges.map((b) => b.id)).toEqual(BADGES.map((b) => b.id));
    for (const b of badges) expect(b).toMatchObject({ earned: false, progress: 0 });
    expect(badges.find((b) => b.id === 'practice-500')?.target).toBe(500);
  });

  it('is earned exactly at its threshold, not one before', () => {
    expect(badgeFor(badge('quizzes-10'), { ...NOTHING, quizzesSubmitted: 9 })).toMatchObject({
      earned: false,
      progress: 9,
      target: 10,
    });
    expect(badgeFor(badge('quizzes-10'), { ...NOTHING, quizzesSubmitted: 10 })).toMatchObject({
      earned: true,
      progress: 10,
    });
  });

  it('caps the progress at the target, so a passed badge never reads "12 of 10"', () => {
    expect(badgeFor(badge('streak-7'), { ...NOTHING, bestStreakDays: 12 })).toMatchObject({
      earned: true,
      progress: 7,
      target: 7,
    });
  });

  it('reads only its own measure', () => {
    const badges = badgesFor({ ...NOTHING, perfectScores: 1, practiceAnswered: 120 });
    const earned = badges.filter((b) => b.earned).map((b) => b.id);
    expect(earned).toEqual(['perfect-score', 'practice-100']);
    expect(badges.find((b) => b.id === 'practice-500')).toMatchObject({ progress: 120, earned: false });
  });
});
