/**
 * Leaderboards. Each board's ranking (scope, range, today) is computed once and kept a few seconds, sorted, with
 * each player's position; a request then costs one indexed read of the caller's own totals and O(size) work, and
 * the caller always sees their latest submission in their own row.
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
import { boardFilterFor, boardKeyOf, isSchoolStaff } from './leaderboard.policy';
import { boardStandings, playerStanding, studentPlace } from './leaderboard.repository';
import { rangeBounds } from './quiz-range';
import { type Ranked, type Ranking, rankingOf, viewFor } from './ranking';

/** How long everyone may see a board's standings before they are counted again. */
export const RANKING_TTL_MS = 5_000;

export class LeaderboardService {
  private readonly rankings = new TtlCache<Ranking>(RANKING_TTL_MS, 5_000, { serveStale: true });

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async board(actor: Actor, query: LeaderboardQuery): Promise<Leaderboard> {
    const ownClass = (query.scope === 'CLASS' || query.scope === 'SECTION') && !isSchoolStaff(actor);
    const place = ownClass ? await studentPlace(this.db, actor.id) : null;
    const filter = boardFilterFor(actor, query, place ?? { studentClass: null, section: null });
    const { from, to, today } = rangeBounds(query.range, this.now());
    const key = `${boardKeyOf(filter)}|${query.range}|${today}`;
    const [ranking, fresh] = await Promise.all([
      this.rankings.getOrLoad(key, async () => rankingOf(await boardStandings(this.db, filter, from, to))),
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
