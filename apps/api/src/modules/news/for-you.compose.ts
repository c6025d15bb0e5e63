/**
 * The for-you ranking (see docs/news-ranking.md): pure and deterministic, so the same inputs give the same list.
 * Scores candidates from the reader's affinities, then composes one ordered list from three queues
 * (personalised, fresh/trending, explore) in fixed slots, so pages are slices of one list.
 */
import { type PickReasonInfo, TOPIC_CATEGORY_LABELS, type TopicCategory } from '@noticeboard/shared';

export interface Candidate {
  id: string;
  category: TopicCategory;
  publisherId: string;
  publisherName: string;
  publishedAt: Date;
  trendingScore: number;
}

export interface ReaderSignals {
  /** Decayed reads (+3× saves) per category and per publisher; any scale, normalised here. */
  categoryWeights: Map<TopicCategory, number>;
  publisherWeights: Map<string, number>;
  chosenCategories: Set<TopicCategory>;
  chosenPublishers: Set<string>;
  /** False: fresh and trending only, without the reader's history or choices. */
  personalise: boolean;
}

export interface RankedItem {
  id: string;
  reason: PickReasonInfo;
}

export const WEIGHTS = {
  readCategory: 1,
  readPublisher: 0.6,
  chosenCategory: 1.2,
  chosenPublisher: 0.8,
  freshness: 0.3,
  trending: 0.3,
};
/** Freshness halves every 24 hours. */
export const FRESHNESS_HALF_LIFE_HOURS = 24;
/** Below this normalised category affinity (and not chosen), a category counts as one the reader rarely reads. */
export const RARELY_READ = 0.2;
/** Of every 10 items: P = personalised, T = fresh or trending, E = explore. */
export const SLOT_PATTERN = ['P', 'P', 'P', 'T', 'P', 'P', 'E', 'P', 'T', 'E'] as const;
type Slot = (typeof SLOT_PATTERN)[number];

const normalised = <K>(weights: Map<K, number>): Map<K, number> => {
  const top = Math.max(0, ...weights.values());
  return new Map([...weights].map(([key, value]) => [key, top > 0 ? value / top : 0]));
};

interface Scored {
  candidate: Candidate;
  personal: number;
  popular: number;
  personalReason: PickReasonInfo | null;
  popularReason: PickReasonInfo;
  categoryAffinity: number;
}

function byScoreThenNewest(score: (item: Scored) => number) {
  return (a: Scored, b: Scored) =>
    score(b) - score(a) ||
    b.candidate.publishedAt.getTime() - a.candidate.publishedAt.getTime() ||
    (a.candidate.id < b.candidate.id ? 1 : -1);
}

function score(candidates: Candidate[], signals: ReaderSignals, now: Date): Scored[] {
  const categories = normalised(signals.categoryWeights);
  const publishers = normalised(signals.publisherWeights);
  const topTrending = Math.max(0, ...candidates.map((candidate) => candidate.trendingScore));
  return candidates.map((candidate) => {
    const ageHours = Math.max(0, (now.getTime() - candidate.publishedAt.getTime()) / 3_600_000);
    const fresh = 0.5 ** (ageHours / FRESHNESS_HALF_LIFE_HOURS);
    const trend = topTrending > 0 ? candidate.trendingScore / topTrending : 0;
    const popular = WEIGHTS.freshness * fresh + WEIGHTS.trending * trend;
    const popularReason: PickReasonInfo =
      WEIGHTS.trending * trend > WEIGHTS.freshness * fresh
        ? { kind: 'TRENDING', text: 'Trending now' }
        : { kind: 'FRESH', text: 'Fresh today' };
    const categoryAffinity = categories.get(candidate.category) ?? 0;
    if (!signals.personalise) {
      return { candidate, personal: 0, popular, personalReason: null, popularReason, categoryAffinity: 0 };
    }
    const label = TOPIC_CATEGORY_LABELS[candidate.category];
    const parts: Array<[number, PickReasonInfo]> = [
      [
        WEIGHTS.chosenCategory * (signals.chosenCategories.has(candidate.category) ? 1 : 0),
        { kind: 'CHOSEN_CATEGORY', text: 'From your chosen categories' },
      ],
      [
        WEIGHTS.chosenPublisher * (signals.chosenPublishers.has(candidate.publisherId) ? 1 : 0),
        { kind: 'CHOSEN_PUBLISHER', text: 'From your chosen publishers' },
      ],
      [WEIGHTS.readCategory * categoryAffinity, { kind: 'READ_CATEGORY', text: `Because you read ${label}` }],
      [
        WEIGHTS.readPublisher * (publishers.get(candidate.publisherId) ?? 0),
        { kind: 'READ_PUBLISHER', text: `Because you read ${candidate.publisherName}` },
      ],
    ];
    const signal = parts.reduce((sum, [value]) => sum + value, 0);
    const strongest = parts.reduce((best, part) => (part[0] > best[0] ? part : best));
    const chosen = signals.chosenCategories.has(candidate.category) ? 1 : 0;
    return {
      candidate,
      personal: signal > 0 ? signal + popular : 0,
      popular,
      personalReason: signal > 0 ? strongest[1] : null,
      popularReason,
      categoryAffinity: Math.max(categoryAffinity, chosen),
    };
  });
}

/** Explore: rarely read categories, round robin (least read category first), newest and most popular first. */
function exploreQueue(scored: Scored[]): Scored[] {
  const byCategory = new Map<TopicCategory, Scored[]>();
  for (const item of scored.filter((entry) => entry.categoryAffinity < RARELY_READ)) {
    const list = byCategory.get(item.candidate.category) ?? [];
    list.push(item);
    byCategory.set(item.candidate.category, list);
  }
  const groups = [...byCategory.values()]
    .map((list) => list.sort(byScoreThenNewest((item) => item.popular)))
    .sort((a, b) => {
      const [first, second] = [a[0], b[0]];
      if (!first || !second) return 0;
      return (
        first.categoryAffinity - second.categoryAffinity ||
        first.candidate.category.localeCompare(second.candidate.category)
      );
    });
  const queue: Scored[] = [];
  for (let round = 0; queue.length < scored.length; round++) {
    const taken = groups.flatMap((group) => group[round] ?? []);
    if (taken.length === 0) break;
    queue.push(...taken);
  }
  return queue;
}

export function rankForYou(candidates: Candidate[], signals: ReaderSignals, now: Date): RankedItem[] {
  const scored = score(candidates, signals, now);
  const personalised = scored.filter((item) => item.personalReason).sort(byScoreThenNewest((item) => item.personal));
  const popular = [...scored].sort(byScoreThenNewest((item) => item.popular));
  const queues: Record<Slot, Scored[]> = {
    P: personalised,
    T: popular,
    E: personalised.length > 0 ? exploreQueue(scored) : [],
  };
  const reasonIn: Record<Slot, (item: Scored) => PickReasonInfo> = {
    P: (item) => item.personalReason ?? item.popularReason,
    T: (item) => item.popularReason,
    E: (item) => ({ kind: 'EXPLORE', text: `Something different: ${TOPIC_CATEGORY_LABELS[item.candidate.category]}` }),
  };
  const cursor: Record<Slot, number> = { P: 0, T: 0, E: 0 };
  const used = new Set<string>();
  const next = (slot: Slot): RankedItem | undefined => {
    const queue = queues[slot];
    while (cursor[slot] < queue.length) {
      const item = queue[cursor[slot]++];
      if (item && !used.has(item.candidate.id)) {
        used.add(item.candidate.id);
        return { id: item.candidate.id, reason: reasonIn[slot](item) };
      }
    }
    return undefined;
  };
  const ranked: RankedItem[] = [];
  for (let position = 0; used.size < scored.length; position++) {
    const slot = SLOT_PATTERN[position % SLOT_PATTERN.length] ?? 'T';
    // An empty queue gives its slot to the others, personalised first.
    const item = next(slot) ?? next('P') ?? next('T') ?? next('E');
    if (!item) break;
    ranked.push(item);
  }
  return ranked;
}
