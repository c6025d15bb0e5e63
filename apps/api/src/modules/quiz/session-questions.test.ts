import { describe, expect, it } from 'vitest';
import { type PoolQuestion, pickSessionQuestions } from './session-questions';

const pool: PoolQuestion[] = Array.from({ length: 30 }, (_, i) => ({
  id: `q${i}`,
  sourceArticleId: `a${i % 10}`,
  category: i % 3 === 0 ? 'SPORTS' : i % 3 === 1 ? 'HEALTH' : 'ENVIRONMENT',
}));
const base = {
  pool,
  readArticleIds: new Set<string>(),
  preferredCategories: [],
  count: 10,
  fromReadMax: 5,
  seed: 'quiz:user',
};

describe("a player's questions from the day's pool", () => {
  it('is the same for the same quiz and player, and differs between players', () => {
    expect(pickSessionQuestions(base)).toEqual(pickSessionQuestions(base));
    expect(pickSessionQuestions(base)).not.toEqual(pickSessionQuestions({ ...base, seed: 'quiz:other' }));
    expect(new Set(pickSessionQuestions(base)).size).toBe(10);
  });

  it('takes at most fromReadMax from read articles, then preferred categories, then the rest', () => {
    const readArticleIds = new Set(['a0', 'a1']); // questions q0,q10,q20 (a0) and q1,q11,q21 (a1): six in all
    const picked = pickSessionQuestions({ ...base, readArticleIds, preferredCategories: ['SPORTS'] });
    const byId = new Map(pool.map((question) => [question.id, question]));
    const fromRead = picked.filter((id) => readArticleIds.has(byId.get(id)?.sourceArticleId ?? ''));
    expect(fromRead).toHaveLength(5);
    // The other 5 places go to SPORTS questions of unread articles (8 of them exist).
    const unreadSports = picked.filter((id) => !fromRead.includes(id) && byId.get(id)?.category === 'SPORTS');
    expect(unreadSports).toHaveLength(5);
  });

  it('fills from the rest when the pool is small', () => {
    expect(pickSessionQuestions({ ...base, pool: pool.slice(0, 4) })).toHaveLength(4);
  });
});
