import { describe, expect, it } from 'vitest';
import {
  compareStandings,
  mergeDays,
  rankingOf,
  type Standing,
  sameStandings,
  viewFor,
  visibilityOf,
  visiblePositions,
} from './ranking';

const standing = (userId: string, score: number, timeTakenSeconds = 60, lastSubmittedAt = 1_000): Standing => ({
  userId,
  name: userId,
  customUrl: userId,
  instituteId: null,
  outside: 'FULL',
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

describe('players the viewer may not see', () => {
  // b and d are children of school S without consent: only S sees them.
  const child = (userId: string, score: number): Standing => ({
    ...standing(userId, score),
    instituteId: 'S',
    outside: 'HIDDEN',
  });
  const ranking = sorted(standing('a', 10), child('b', 8), standing('c', 6), child('d', 4), standing('e', 2));
  const visibility = visibilityOf(ranking.standings, (row) => row.outside);
  const outside = () => visiblePositions(visibility, 'other school');

  it('are left out while the others keep their true ranks', () => {
    const view = viewFor(ranking, 'z', null, 10, outside());
    expect(idsOf(view)).toEqual(['1:a', '3:c', '5:e']);
    expect(view.totalPlayers).toBe(5);
    expect(idsOf(viewFor(ranking, 'z', null, 2, outside()))).toEqual(['1:a', '3:c']);
  });

  it('are seen by their own school', () => {
    expect(idsOf(viewFor(ranking, 'z', null, 10, visiblePositions(visibility, 'S')))).toEqual([
      '1:a',
      '2:b',
      '3:c',
      '4:d',
      '5:e',
    ]);
    expect(idsOf(viewFor(ranking, 'z', null, 10, visiblePositions(visibility, null)))).toEqual(['1:a', '3:c', '5:e']);
  });

  it('place an outside caller by everyone’s scores', () => {
    const view = viewFor(ranking, 'new', standing('new', 5), 10, outside());
    expect(idsOf(view)).toEqual(['1:a', '3:c', '4:new', '6:e']);
    expect(view.me?.rank).toBe(4);
    expect(idsOf(viewFor(ranking, 'new', standing('new', 1), 3, outside()))).toEqual(['1:a', '3:c', '5:e']);
    expect(idsOf(viewFor(ranking, 'new', standing('new', 1), 4, outside()))).toEqual(['1:a', '3:c', '5:e', '6:new']);
  });

  it('still see themselves, where their fresh totals put them', () => {
    const view = viewFor(ranking, 'd', child('d', 7), 10, outside());
    expect(idsOf(view)).toEqual(['1:a', '3:d', '4:c', '5:e']);
    expect(view.me?.rank).toBe(3);
  });
});

describe('a range merged from its earlier days and today', () => {
  const past = [standing('a', 10, 60, 100), standing('b', 8, 50, 200), standing('c', 6), standing('d', 4)].sort(
    compareStandings,
  );

  it('adds today to the players who played before (less time now puts b ahead) and places newcomers', () => {
    const today = [standing('d', 7, 10, 5_000), standing('new', 9, 30, 4_000), standing('b', 2, 5, 3_000)];
    const merged = mergeDays(past, today);
    expect(merged.map((s) => `${s.userId}:${s.score}`)).toEqual(['d:11', 'b:10', 'a:10', 'new:9', 'c:6']);
    expect(merged[0]).toMatchObject({ quizzes: 2, timeTakenSeconds: 70, lastSubmittedAt: 5_000, right: 11 });
    expect(merged[1]).toMatchObject({ timeTakenSeconds: 55, lastSubmittedAt: 3_000 });
  });

  it('orders like one sort of the summed totals, ties included', () => {
    const players = Array.from({ length: 60 }, (_, n) => `p${n}`);
    const before = players.map((id, n) => standing(id, n % 7, 40 + (n % 3), 1_000 + (n % 2))).sort(compareStandings);
    const today = players.filter((_, n) => n % 4 === 0).map((id, n) => standing(id, n % 5, n % 2, 2_000));
    const summed = before.map((s) => {
      const more = today.find((t) => t.userId === s.userId);
      return more
        ? {
            ...s,
            score: s.score + more.score,
            right: s.right + more.right,
            attempted: s.attempted + more.attempted,
            quizzes: s.quizzes + more.quizzes,
            timeTakenSeconds: s.timeTakenSeconds + more.timeTakenSeconds,
            lastSubmittedAt: Math.max(s.lastSubmittedAt, more.lastSubmittedAt),
          }
        : s;
    });
    expect(mergeDays(before, today)).toEqual(summed.sort(compareStandings));
    expect(mergeDays([], today)).toEqual([...today].sort(compareStandings));
    expect(mergeDays(before, [])).toEqual(before);
  });

  it('tells an unchanged read of today from one with a new submission', () => {
    const read = [standing('a', 3), standing('b', 2)];
    expect(sameStandings(read, [standing('a', 3), standing('b', 2)])).toBe(true);
    expect(sameStandings(read, [standing('a', 3), standing('b', 2, 60, 2_000)])).toBe(false);
    expect(sameStandings(read, [standing('a', 3)])).toBe(false);
  });
});
