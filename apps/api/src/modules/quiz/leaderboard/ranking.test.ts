import { describe, expect, it } from 'vitest';
import { compareStandings, rankingOf, type Standing, viewFor } from './ranking';

const standing = (userId: string, score: number, timeTakenSeconds = 60, lastSubmittedAt = 1_000): Standing => ({
  userId,
  name: userId,
  customUrl: userId,
  instituteName: null,
  studentClass: null,
  section: null,
  score,
  right: score,
  attempted: score,
  quizzes: 1,
  timeTakenSeconds,
  lastSubmittedAt,
});

const sorted = (...all: Standing[]) => rankingOf([...all].sort(compareStandings));
const idsOf = (view: ReturnType<typeof viewFor>) =>
  view.entries.map((entry) => `${entry.rank}:${entry.standing.userId}`);

describe('the tie rule', () => {
  it('orders by score, then less time, then earlier last submission, then user id', () => {
    const order = [
      standing('e', 9),
      standing('d', 8, 30),
      standing('c', 8, 40, 500),
      standing('b', 8, 40, 900),
      standing('f', 8, 40, 900),
    ];
    const shuffled = [order[3], order[0], order[4], order[2], order[1]] as Standing[];
    expect(shuffled.sort(compareStandings).map((s) => s.userId)).toEqual(['e', 'd', 'c', 'b', 'f']);
  });
});

describe('a caller placed into a cached ranking', () => {
  const ranking = sorted(standing('a', 10), standing('b', 8), standing('c', 6), standing('d', 4), standing('e', 2));

  it('keeps the cached order when the caller did not play', () => {
    const view = viewFor(ranking, 'z', null, 3);
    expect(idsOf(view)).toEqual(['1:a', '2:b', '3:c']);
    expect(view.me).toBeNull();
    expect(view.totalPlayers).toBe(5);
  });

  it('ranks a caller outside the top entries without listing them', () => {
    const view = viewFor(ranking, 'd', standing('d', 4), 2);
    expect(idsOf(view)).toEqual(['1:a', '2:b']);
    expect(view.me?.rank).toBe(4);
    expect(view.totalPlayers).toBe(5);
  });

  it('moves a caller whose fresh totals beat their cached row, and shifts the others down', () => {
    const view = viewFor(ranking, 'd', standing('d', 9), 5);
    expect(idsOf(view)).toEqual(['1:a', '2:d', '3:b', '4:c', '5:e']);
    expect(view.me).toMatchObject({ rank: 2, standing: { score: 9 } });
    expect(view.totalPlayers).toBe(5);
  });

  it('adds a first-time player who is not cached yet', () => {
    const view = viewFor(ranking, 'new', standing('new', 5), 10);
    expect(idsOf(view)).toEqual(['1:a', '2:b', '3:c', '4:new', '5:d', '6:e']);
    expect(view.totalPlayers).toBe(6);
  });

  it('puts a caller last and first correctly', () => {
    expect(viewFor(ranking, 'new', standing('new', 1), 10).me?.rank).toBe(6);
    expect(viewFor(ranking, 'e', standing('e', 11), 1).entries.map((entry) => entry.standing.userId)).toEqual(['e']);
    expect(viewFor(rankingOf([]), 'new', standing('new', 1), 10).me?.rank).toBe(1);
  });
});
