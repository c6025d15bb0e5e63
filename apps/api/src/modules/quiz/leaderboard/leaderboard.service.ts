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
 *
 * Children are listed by the consent module's rule (`child-listing.policy.ts`): each cached row carries how its
 * player may be listed outside their school, and a consent change (heard on the invalidation bus) relists that
 * student at once in every cached board, so no request reads consent. A hidden child keeps their place in the
 * ranking; viewers outside their school see the others with their true ranks (see docs/architecture.md).
 */
import {
  LEADERBOARD_TIE_RULE,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardQuery,
} from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../plugins/auth';
import { listingFor, type OutsideListing, shortName } from '../../consent/child-listing.policy';
import { outsideListingOf } from '../../consent/child-listing.repository';
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
  type Visibility,
  viewFor,
  visibilityOf,
  visiblePositions,
} from './ranking';

/** How long everyone may see a board's rows of today before they are read again. */
export const RANKING_TTL_MS = 5_000;
/** How long a board's totals of the earlier days of a range are kept (see the bound above). */
export const PAST_TOTALS_TTL_MS = 10 * 60_000;

const NO_STANDINGS: readonly Standing[] = Object.freeze([]);
const MAX_BOARDS = 5_000;
/**
 * How long a relisting heard on the bus overrides the cached rows: until every part read before the change has been
 * replaced (a part is served at most one more time to live past its expiry).
 */
const RELISTING_MS = 2 * PAST_TOTALS_TTL_MS + 60_000;
const MAX_RELISTINGS = 100_000;

export class LeaderboardService {
  private readonly pastTotals = new TtlCache<readonly Standing[]>(PAST_TOTALS_TTL_MS, MAX_BOARDS, { serveStale: true });
  private readonly todayRows = new TtlCache<readonly Standing[]>(RANKING_TTL_MS, MAX_BOARDS, { serveStale: true });
  /** Each board's last read of today: a read that found nothing new keeps it, so no ranking is merged again. */
  private readonly lastToday = new Map<string, readonly Standing[]>();
  /** Rankings by (today's rows, earlier days' totals): merged once per pair, dropped with the parts. */
  private readonly rankings = new WeakMap<readonly Standing[], WeakMap<readonly Standing[], Ranking>>();
  /** Students relisted since their rows were cached (their consent changed), until RELISTING_MS. */
  private readonly relisted = new Map<string, { outside: OutsideListing; until: number }>();
  /** Bumped by every relisting, so each ranking's visibility is worked out again once. */
  private listingVersion = 0;
  private readonly visibilities = new WeakMap<Ranking, { version: number; visibility: Visibility }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Reads how a student is now listed outside their school (the module calls it on each consent change); a failed
   * read leaves the cache times as the bound.
   */
  async relist(studentId: string): Promise<void> {
    try {
      const outside = await outsideListingOf(this.db, studentId, this.now());
      if (!outside) return;
      this.relisted.delete(studentId);
      this.relisted.set(studentId, { outside, until: Date.now() + RELISTING_MS });
      if (this.relisted.size > MAX_RELISTINGS) {
        const oldest = this.relisted.keys().next().value;
        if (oldest !== undefined) this.relisted.delete(oldest);
      }
      this.listingVersion += 1;
    } catch {
      // The cached rows are read again within PAST_TOTALS_TTL_MS.
    }
  }

  private outsideOf = (standing: Standing): OutsideListing => {
    const relisting = this.relisted.get(standing.userId);
    return relisting && relisting.until > Date.now() ? relisting.outside : standing.outside;
  };

  private visibilityOf(ranking: Ranking): Visibility {
    const known = this.visibilities.get(ranking);
    if (known && known.version === this.listingVersion) return known.visibility;
    const visibility = visibilityOf(ranking.standings, this.outsideOf);
    this.visibilities.set(ranking, { version: this.listingVersion, visibility });
    return visibility;
  }

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
    const visible = visiblePositions(this.visibilityOf(ranking), actor.instituteId);
    const view = viewFor(ranking, actor.id, fresh, query.size, visible);
    const entryOf = (ranked: Ranked) =>
      presentEntry(
        ranked,
        actor,
        listingFor({ ...ranked.standing, id: ranked.standing.userId, outside: this.outsideOf(ranked.standing) }, actor),
      );
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
            (await boardStandings(this.db, filter, from, pastTo, this.now())).sort(compareStandings),
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
    const rows = await boardStandings(this.db, filter, today, today, this.now());
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

/** A SHORT listing names the child "First L." with their school only: no class, section or address of a profile. */
function presentEntry({ rank, standing }: Ranked, caller: Actor, listing: OutsideListing): LeaderboardEntry {
  const full = listing === 'FULL';
  return {
    rank,
    userId: standing.userId,
    name: full ? standing.name : shortName(standing.name),
    customUrl: full ? standing.customUrl : null,
    instituteName: standing.instituteName,
    studentClass: full ? standing.studentClass : null,
    section: full ? standing.section : null,
    score: standing.score,
    totalRightAnswers: standing.right,
    totalQuestionAttempted: standing.attempted,
    quizzesPlayed: standing.quizzes,
    timeTakenSeconds: standing.timeTakenSeconds,
    isMe: standing.userId === caller.id,
  };
}
