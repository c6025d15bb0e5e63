/**
 * Leaderboards. A board's ranking over a range is its earlier days' totals (counted once and kept ten minutes) plus
 * today's rows (read again every few seconds), merged per player and sorted once per change of either part, with
 * each player's position. A request then costs one indexed read of the caller's own totals and O(size) work, the
 * caller always sees their latest submission in their own row, and nobody waits on a recount once a board has been
 * counted (both parts are served stale while one background load replaces them).
 *
 * The earlier days change only when a session of an earlier day's quiz is submitted after midnight (a daily quiz
 * counts for its own day): others see such a late score within PAST_TOTALS_TTL_MS (plus one count), its player at once.
 * A disabled account or a renamed player may likewise linger in the earlier days' part that long.
 */
import {
  LEADERBOARD_TIE_RULE,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardQuery,
} from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../plugins/auth';
import { TtlCache } from '../../news/ttl-cache';
import { addDays } from '../quiz-day';
import { boardFilterFor, boardKeyOf, isSchoolStaff } from './leaderboard.policy';
import { type BoardFilter, boardStandings, playerStanding, studentPlace } from './leaderboard.repository';
import { type DayBounds, rangeBounds } from './quiz-range';
import {
  compareStandings,
  mergeDays,
  type Ranked,
  type Ranking,
  rankingOf,
  type Standing,
  sameStandings,
  viewFor,
} from './ranking';

/** How long everyone may see a board's rows of today before they are read again. */
export const RANKING_TTL_MS = 5_000;
/** How long a board's totals of the earlier days of a range are kept (see the bound above). */
export const PAST_TOTALS_TTL_MS = 10 * 60_000;

const NO_STANDINGS: readonly Standing[] = Object.freeze([]);
const MAX_BOARDS = 5_000;

export class LeaderboardService {
  private readonly pastTotals = new TtlCache<readonly Standing[]>(PAST_TOTALS_TTL_MS, MAX_BOARDS, { serveStale: true });
  private readonly todayRows = new TtlCache<readonly Standing[]>(RANKING_TTL_MS, MAX_BOARDS, { serveStale: true });
  /** Each board's last read of today: a read that found nothing new keeps it, so no ranking is merged again. */
  private readonly lastToday = new Map<string, readonly Standing[]>();
  /** Rankings by (today's rows, earlier days' totals): merged once per pair, dropped with the parts. */
  private readonly rankings = new WeakMap<readonly Standing[], WeakMap<readonly Standing[], Ranking>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async board(actor: Actor, query: LeaderboardQuery): Promise<Leaderboard> {
    const ownClass = (query.scope === 'CLASS' || query.scope === 'SECTION') && !isSchoolStaff(actor);
    const place = ownClass ? await studentPlace(this.db, actor.id) : null;
    const filter = boardFilterFor(actor, query, place ?? { studentClass: null, section: null });
    const bounds = rangeBounds(query.range, this.now());
    const { from, to } = bounds;
    const [ranking, fresh] = await Promise.all([
      this.rankingOf(filter, bounds),
      playerStanding(this.db, actor.id, filter, from, to),
    ]);
    const view = viewFor(ranking, actor.id, fresh, query.size);
    const entryOf = (ranked: Ranked) => presentEntry(ranked, actor.id);
    return {
      range: query.range,
      scope: query.scope,
      from,
      to,
      studentClass: filter.kind === 'CLASS' || filter.kind === 'SECTION' ? filter.studentClass : null,
      section: filter.kind === 'SECTION' ? filter.section : null,
      entries: view.entries.map(entryOf),
      me: view.me ? entryOf(view.me) : null,
      totalPlayers: view.totalPlayers,
      tieRule: LEADERBOARD_TIE_RULE,
    };
  }

  private async rankingOf(filter: BoardFilter, { from, to, today }: DayBounds): Promise<Ranking> {
    const board = boardKeyOf(filter);
    const pastTo = to < today ? to : addDays(today, -1);
    const [past, todays] = await Promise.all([
      from <= pastTo
        ? this.pastTotals.getOrLoad(`${board}|${from}|${pastTo}`, async () =>
            // Sorted here by the same rule as the merge (the SQL's order, so a linear pass).
            (await boardStandings(this.db, filter, from, pastTo)).sort(compareStandings),
          )
        : NO_STANDINGS,
      to >= today
        ? this.todayRows.getOrLoad(`${board}|${today}`, () => this.readToday(filter, `${board}|${today}`, today))
        : NO_STANDINGS,
    ]);
    let byPast = this.rankings.get(todays);
    if (!byPast) {
      byPast = new WeakMap();
      this.rankings.set(todays, byPast);
    }
    let ranking = byPast.get(past);
    if (!ranking) {
      ranking = rankingOf(mergeDays(past, todays));
      byPast.set(past, ranking);
    }
    return ranking;
  }

  private async readToday(filter: BoardFilter, key: string, today: string): Promise<readonly Standing[]> {
    const rows = await boardStandings(this.db, filter, today, today);
    const last = this.lastToday.get(key);
    if (last && sameStandings(last, rows)) return last;
    this.lastToday.delete(key);
    this.lastToday.set(key, rows);
    if (this.lastToday.size > MAX_BOARDS) {
      const oldest = this.lastToday.keys().next().value;
      if (oldest !== undefined) this.lastToday.delete(oldest);
    }
    return rows;
  }
}

function presentEntry({ rank, standing }: Ranked, callerId: string): LeaderboardEntry {
  return {
    rank,
    userId: standing.userId,
    name: standing.name,
    customUrl: standing.customUrl,
    instituteName: standing.instituteName,
    studentClass: standing.studentClass,
    section: standing.section,
    score: standing.score,
    totalRightAnswers: standing.right,
    totalQuestionAttempted: standing.attempted,
    quizzesPlayed: standing.quizzes,
    timeTakenSeconds: standing.timeTakenSeconds,
    isMe: standing.userId === callerId,
  };
}
