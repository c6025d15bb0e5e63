/**
 * One board's ranking held in memory: players sorted by the tie rule, with each player's position, so a request
 * is O(size). The caller's own fresh totals are placed into it by binary search, replacing their cached row.
 * Players a viewer may not see (children outside their school without consent) are left out of the view but keep
 * their place: everyone else's rank stays the true one.
 */
import type { SectionType, StudentClass } from '@noticeboard/shared';
import type { OutsideListing } from '../../consent/child-listing.policy';

/** A player's totals over a range, with what the board shows of them. */
export interface Standing {
  userId: string;
  name: string;
  customUrl: string;
  /** The player's school now (whose members see them in full). */
  instituteId: string | null;
  instituteName: string | null;
  /** How the player may be listed outside their school (`child-listing.policy.ts`), as of the read. */
  outside: OutsideListing;
  studentClass: StudentClass | null;
  section: SectionType | null;
  score: number;
  right: number;
  attempted: number;
  quizzes: number;
  timeTakenSeconds: number;
  /** Epoch milliseconds of the player's last submission in the range. */
  lastSubmittedAt: number;
}

export interface Ranking {
  standings: readonly Standing[];
  positionOf: ReadonlyMap<string, number>;
}

export interface Ranked {
  rank: number;
  standing: Standing;
}

export interface BoardView {
  entries: Ranked[];
  me: Ranked | null;
  totalPlayers: number;
}

/** LEADERBOARD_TIE_RULE: score desc, time asc, last submission asc, user id asc (the SQL orders the same way). */
export function compareStandings(a: Standing, b: Standing): number {
  return (
    b.score - a.score ||
    a.timeTakenSeconds - b.timeTakenSeconds ||
    a.lastSubmittedAt - b.lastSubmittedAt ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

export function rankingOf(sorted: Standing[]): Ranking {
  return { standings: sorted, positionOf: new Map(sorted.map((standing, index) => [standing.userId, index])) };
}

/** How many standings sort strictly before `standing`. */
function countBefore(standings: readonly Standing[], standing: Standing): number {
  let low = 0;
  let high = standings.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareStandings(standings[middle] as Standing, standing) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Positions in a ranking's standings that viewers may see. */
export interface Visibility {
  /** Players every viewer sees. */
  everyone: readonly number[];
  /** Players hidden outside their school, by school: only its members see them. */
  schoolOnly: ReadonlyMap<string, readonly number[]>;
}

export function visibilityOf(standings: readonly Standing[], outsideOf: (standing: Standing) => OutsideListing) {
  const everyone: number[] = [];
  const schoolOnly = new Map<string, number[]>();
  standings.forEach((standing, position) => {
    if (outsideOf(standing) !== 'HIDDEN') everyone.push(position);
    else if (standing.instituteId) {
      const positions = schoolOnly.get(standing.instituteId);
      if (positions) positions.push(position);
      else schoolOnly.set(standing.instituteId, [position]);
    }
  });
  return { everyone, schoolOnly } satisfies Visibility;
}

/** The positions a member of `instituteId` (null: no school) sees, ascending, read lazily. */
export function* visiblePositions(visibility: Visibility, instituteId: string | null): Generator<number> {
  const { everyone } = visibility;
  const own = (instituteId && visibility.schoolOnly.get(instituteId)) || [];
  let a = 0;
  let b = 0;
  while (a < everyone.length || b < own.length) {
    const next = everyone[a];
    const mine = own[b];
    if (mine === undefined || (next !== undefined && next < mine)) {
      yield next as number;
      a += 1;
    } else {
      yield mine;
      b += 1;
    }
  }
}

function* allPositions(count: number): Generator<number> {
  for (let position = 0; position < count; position += 1) yield position;
}

/**
 * The top `size` of the players the caller may see (`visible`: ascending positions, all by default) and the caller's
 * row, with the caller's cached row (if any) replaced by `fresh` (their totals read just now; null when they have
 * not played in the range). Ranks count every player, seen or not.
 */
export function viewFor(
  ranking: Ranking,
  callerId: string,
  fresh: Standing | null,
  size: number,
  visible: Iterable<number> = allPositions(ranking.standings.length),
): BoardView {
  const { standings } = ranking;
  const stale = ranking.positionOf.get(callerId);
  const others = standings.length - (stale === undefined ? 0 : 1);
  let myIndex = -1;
  if (fresh) {
    const before = countBefore(standings, fresh);
    myIndex = before - (stale !== undefined && stale < before ? 1 : 0);
  }
  const entries: Ranked[] = [];
  let placed = fresh === null;
  const placeMe = () => {
    entries.push({ rank: myIndex + 1, standing: fresh as Standing });
    placed = true;
  };
  for (const position of visible) {
    if (entries.length >= size) break;
    if (position === stale) continue;
    const standing = standings[position];
    if (!standing) break;
    // Its index among the others (the caller's cached row taken out), then after the caller's fresh row.
    const index = position - (stale !== undefined && stale < position ? 1 : 0);
    if (!placed && myIndex <= index) {
      placeMe();
      if (entries.length >= size) break;
    }
    entries.push({ rank: index + 1 + (fresh && myIndex <= index ? 1 : 0), standing });
  }
  if (!placed && entries.length < size) placeMe();
  return {
    entries,
    me: fresh ? { rank: myIndex + 1, standing: fresh } : null,
    totalPlayers: others + (fresh ? 1 : 0),
  };
}

/** A player's totals over earlier days and today: sums, the later last submission, and today's row for the rest. */
function withToday(past: Standing, today: Standing): Standing {
  return {
    ...today,
    score: past.score + today.score,
    right: past.right + today.right,
    attempted: past.attempted + today.attempted,
    quizzes: past.quizzes + today.quizzes,
    timeTakenSeconds: past.timeTakenSeconds + today.timeTakenSeconds,
    lastSubmittedAt: Math.max(past.lastSubmittedAt, today.lastSubmittedAt),
  };
}

/**
 * A range's standings from its earlier days' totals (sorted by the tie rule) and today's rows (any order), sorted
 * by the tie rule. Only players who played today move: they are sorted alone and merged into the others, so the
 * cost is O(players + today's players · log today's players).
 */
export function mergeDays(past: readonly Standing[], today: readonly Standing[]): Standing[] {
  const todayOf = new Map(today.map((standing) => [standing.userId, standing]));
  const unmoved: Standing[] = [];
  const moved: Standing[] = [];
  for (const standing of past) {
    const todays = todayOf.get(standing.userId);
    if (todays) {
      moved.push(withToday(standing, todays));
      todayOf.delete(standing.userId);
    } else {
      unmoved.push(standing);
    }
  }
  for (const todays of todayOf.values()) moved.push(todays);
  moved.sort(compareStandings);
  const merged: Standing[] = new Array(unmoved.length + moved.length);
  let nextUnmoved = 0;
  let nextMoved = 0;
  for (let index = 0; index < merged.length; index += 1) {
    const still = unmoved[nextUnmoved];
    const mover = moved[nextMoved];
    if (mover === undefined || (still !== undefined && compareStandings(still, mover) <= 0)) {
      merged[index] = still as Standing;
      nextUnmoved += 1;
    } else {
      merged[index] = mover;
      nextMoved += 1;
    }
  }
  return merged;
}

/** Whether two reads of a board's rows (in the SQL's order) hold the same players and totals. */
export function sameStandings(a: readonly Standing[], b: readonly Standing[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((standing, index) => {
    const other = b[index] as Standing;
    return (Object.keys(standing) as Array<keyof Standing>).every((field) => standing[field] === other[field]);
  });
}
