import type { TopicCategory } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { type Candidate, type ReaderSignals, rankForYou } from './for-you.compose';

const now = new Date('2026-05-01T12:00:00Z');
const HOUR = 3_600_000;
const categories: TopicCategory[] = ['SPORTS', 'HEALTH', 'TRAVEL', 'BUSINESS'];
const candidates: Candidate[] = categories.flatMap((category, c) =>
  Array.from({ length: 10 }, (_, i) => ({
    id: `${category}-${i}`,
    category,
    publisherId: c % 2 === 0 ? 'p-even' : 'p-odd',
    publisherName: c % 2 === 0 ? 'Even Times' : 'Odd Herald',
    publishedAt: new Date(now.getTime() - (c * 10 + i) * HOUR),
    trendingScore: category === 'TRAVEL' && i === 9 ? 50 : 0,
  })),
);
const none: ReaderSignals = {
  categoryWeights: new Map(),
  publisherWeights: new Map(),
  chosenCategories: new Set(),
  chosenPublishers: new Set(),
  personalise: true,
};

describe('rankForYou', () => {
  it('is deterministic and lists every candidate once', () => {
    const signals = { ...none, categoryWeights: new Map([['BUSINESS' as TopicCategory, 2]]) };
    const first = rankForYou(candidates, signals, now);
    expect(rankForYou([...candidates].reverse(), signals, now)).toEqual(first);
    expect(new Set(first.map((item) => item.id)).size).toBe(candidates.length);
  });

  it('without signals orders by freshness and trending, with those reasons', () => {
    const ranked = rankForYou(candidates, none, now);
    expect(ranked[0]).toEqual({ id: 'TRAVEL-9', reason: { kind: 'TRENDING', text: 'Trending now' } });
    expect(ranked[1]).toEqual({ id: 'SPORTS-0', reason: { kind: 'FRESH', text: 'Fresh today' } });
    expect(ranked.slice(2, 6).map((item) => item.id)).toEqual(['SPORTS-1', 'SPORTS-2', 'SPORTS-3', 'SPORTS-4']);
  });

  it('fills slots of ten: six personalised, two fresh or trending, two explore', () => {
    const signals = { ...none, categoryWeights: new Map([['BUSINESS' as TopicCategory, 5]]) };
    const page = rankForYou(candidates, signals, now).slice(0, 10);
    const kinds = page.map((item) => item.reason.kind);
    expect(kinds.filter((kind) => kind === 'READ_CATEGORY')).toHaveLength(6);
    expect(kinds.filter((kind) => kind === 'EXPLORE')).toHaveLength(2);
    expect(page[0]?.reason.text).toBe('Because you read Business');
    expect(page.find((item) => item.reason.kind === 'EXPLORE')?.reason.text).toMatch(/^Something different: /);
  });

  it('a chosen category outranks a read one; personalise off ignores both', () => {
    const signals: ReaderSignals = {
      ...none,
      categoryWeights: new Map([['BUSINESS', 5]]),
      chosenCategories: new Set(['HEALTH']),
    };
    const ranked = rankForYou(candidates, signals, now);
    expect(ranked[0]?.id.startsWith('HEALTH')).toBe(true);
    expect(ranked[0]?.reason.kind).toBe('CHOSEN_CATEGORY');
    const off = rankForYou(candidates, { ...signals, personalise: false }, now);
    expect(off.every((item) => item.reason.kind === 'FRESH' || item.reason.kind === 'TRENDING')).toBe(true);
  });

  it('names the publisher when the publisher signal is the strongest', () => {
    const signals = { ...none, publisherWeights: new Map([['p-odd', 3]]) };
    expect(rankForYou(candidates, signals, now)[0]?.reason).toEqual({
      kind: 'READ_PUBLISHER',
      text: 'Because you read Odd Herald',
    });
  });
});
