/** SQL of a finished session's place in its quiz: one pass over the quiz's sessions, counted against the session's own row. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../lib/paging';

export interface QuizRankCounts {
  /** Active players who finished the quiz (submitted, or their time ran out). */
  players: number;
  /** Of those, how many sort before the session by the tie rule. */
  ahead: number;
  /** The same among the players of the school the session was played for (0 when it was played for none). */
  schoolPlayers: number;
  schoolAhead: number;
  /** Sessions of the quiz still being played. */
  playing: number;
}

interface CountsRow {
  players: number;
  ahead: number;
  school_players: number;
  school_ahead: number;
  playing: number;
}

/**
 * Counts for one finished session, in one statement: its place by LEADERBOARD_TIE_RULE (score desc, time taken asc,
 * submitted first, user id), among the quiz's sessions of active accounts as the boards count them — every player,
 * whoever may see their name. The order compares the rows as stored (no timestamps round-tripped through the client).
 */
export async function quizRankCounts(db: Db, sessionId: string): Promise<QuizRankCounts | null> {
  const result = await db.execute(sql`
    with me as (
      select quiz_id, user_id, institute_id, -coalesce(score, 0) as neg_score,
        coalesce(time_taken_seconds, 0) as time_taken, coalesce(submitted_at, deadline_at) as finished_at
      from quiz_sessions where id = ${sessionId}
    ), finished as (
      select s.institute_id, s.status,
        (-coalesce(s.score, 0), coalesce(s.time_taken_seconds, 0), coalesce(s.submitted_at, s.deadline_at), s.user_id)
          < (me.neg_score, me.time_taken, me.finished_at, me.user_id) as before_me,
        s.institute_id = me.institute_id as same_school
      from me
      join quiz_sessions s on s.quiz_id = me.quiz_id
      join users u on u.id = s.user_id and u.status = 'ACTIVE'
    )
    select
      count(*) filter (where status <> 'IN_PROGRESS')::int as players,
      count(*) filter (where status <> 'IN_PROGRESS' and before_me)::int as ahead,
      count(*) filter (where status <> 'IN_PROGRESS' and same_school)::int as school_players,
      count(*) filter (where status <> 'IN_PROGRESS' and same_school and before_me)::int as school_ahead,
      count(*) filter (where status = 'IN_PROGRESS')::int as playing
    from finished
    having exists (select 1 from me)`);
  const [row] = rowsOf<CountsRow>(result);
  if (!row) return null;
  return {
    players: Number(row.players),
    ahead: Number(row.ahead),
    schoolPlayers: Number(row.school_players),
    schoolAhead: Number(row.school_ahead),
    playing: Number(row.playing),
  };
}
