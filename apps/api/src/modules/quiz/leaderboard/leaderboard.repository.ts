/** SQL of the leaderboards: one board's whole ranking (cached by the service) and one player's fresh totals. */
import type { SectionType, StudentClass } from '@noticeboard/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { institutes, users } from '../../../db/schema';
import { rowsOf } from '../../../lib/paging';
import { outsideListing } from '../../consent/child-listing.policy';
import { type ConsentDecision, type ConsentSubject, purposeAllowed } from '../../consent/consent-ledger.policy';
import { consentDecisionSql } from '../../consent/consent-ledger.repository';
import type { Standing } from './ranking';

/** Which daily rows a board counts: everyone's, or those played for one school (class, section). */
export type BoardFilter =
  | { kind: 'PLATFORM' }
  | { kind: 'INSTITUTE'; instituteId: string }
  | { kind: 'CLASS'; instituteId: string; studentClass: StudentClass }
  | { kind: 'SECTION'; instituteId: string; studentClass: StudentClass; section: SectionType };

interface StandingRow {
  user_id: string;
  name: string;
  custom_url: string;
  institute_id: string | null;
  institute_name: string | null;
  type: string;
  date_of_birth: string | null;
  community_consent: ConsentDecision | null;
  student_class: StudentClass | null;
  section: SectionType | null;
  score: number;
  right_answers: number;
  attempted: number;
  quizzes: number;
  time_taken: number;
  last_submitted_ms: number;
}

const standingOf = (row: StandingRow, now: Date): Standing => ({
  userId: row.user_id,
  name: row.name,
  customUrl: row.custom_url,
  instituteId: row.institute_id,
  instituteName: row.institute_name,
  outside: outsideListing(
    {
      type: row.type,
      dateOfBirth: row.date_of_birth,
      communityAllowed: purposeAllowed(
        { type: row.type as ConsentSubject['type'], dateOfBirth: row.date_of_birth },
        row.community_consent,
        'COMMUNITY',
        now,
      ),
    },
    now,
  ),
  studentClass: row.student_class,
  section: row.section,
  score: Number(row.score),
  right: Number(row.right_answers),
  attempted: Number(row.attempted),
  quizzes: Number(row.quizzes),
  timeTakenSeconds: Number(row.time_taken),
  lastSubmittedAt: Number(row.last_submitted_ms),
});

/** The daily rows' own school, class and section (what the player played for), so the (institute_id, day) index serves. */
function filterSql(filter: BoardFilter): SQL {
  switch (filter.kind) {
    case 'PLATFORM':
      return sql``;
    case 'INSTITUTE':
      return sql`and s.institute_id = ${filter.instituteId}`;
    case 'CLASS':
      return sql`and s.institute_id = ${filter.instituteId} and s.student_class = ${filter.studentClass}`;
    case 'SECTION':
      return sql`and s.institute_id = ${filter.instituteId} and s.student_class = ${filter.studentClass}
        and s.section = ${filter.section}`;
  }
}

const TOTALS = sql`sum(s.score)::int as score, sum(s.right_answers)::int as right_answers,
  sum(s.attempted)::int as attempted, sum(s.quizzes_played)::int as quizzes,
  sum(s.time_taken_seconds)::int as time_taken,
  (extract(epoch from max(s.last_submitted_at)) * 1000)::float8 as last_submitted_ms`;

/**
 * Every active player of a board over [from, to], sorted by the tie rule, each with how they may be listed outside
 * their school on `now` (the consent module's rule, kept with the cached rows).
 */
export async function boardStandings(
  db: Db,
  filter: BoardFilter,
  from: string,
  to: string,
  now: Date = new Date(),
): Promise<Standing[]> {
  const result = await db.execute(sql`
    with totals as (
      select s.user_id, ${TOTALS}
      from quiz_daily_scores s
      where s.day between ${from} and ${to} ${filterSql(filter)}
      group by s.user_id
    )
    select t.*, u.name, u.custom_url, u.institute_id, i.name as institute_name, u.student_class, u.section,
      u.type, u.date_of_birth::text as date_of_birth, ${consentDecisionSql('COMMUNITY', sql`u.id`)} as community_consent
    from totals t
    join users u on u.id = t.user_id and u.status = 'ACTIVE'
    left join institutes i on i.id = u.institute_id
    order by t.score desc, t.time_taken asc, t.last_submitted_ms asc, t.user_id asc`);
  return rowsOf<StandingRow>(result).map((row) => standingOf(row, now));
}

/** The caller's totals statement of one board kind, with placeholders: built and named once per database. */
function playerStatement(db: Db, kind: BoardFilter['kind']) {
  const placeholders: Record<BoardFilter['kind'], SQL> = {
    PLATFORM: sql``,
    INSTITUTE: sql`and s.institute_id = ${sql.placeholder('instituteId')}`,
    CLASS: sql`and s.institute_id = ${sql.placeholder('instituteId')}
      and s.student_class = ${sql.placeholder('studentClass')}`,
    SECTION: sql`and s.institute_id = ${sql.placeholder('instituteId')}
      and s.student_class = ${sql.placeholder('studentClass')} and s.section = ${sql.placeholder('section')}`,
  };
  return db
    .select({
      name: users.name,
      customUrl: users.customUrl,
      instituteId: users.instituteId,
      instituteName: institutes.name,
      studentClass: users.studentClass,
      section: users.section,
      totals: sql<PlayerTotals>`(select json_build_array(count(*), sum(s.score), sum(s.right_answers),
          sum(s.attempted), sum(s.quizzes_played), sum(s.time_taken_seconds),
          extract(epoch from max(s.last_submitted_at)) * 1000)
        from quiz_daily_scores s
        where s.user_id = ${users.id} and s.day between ${sql.placeholder('from')} and ${sql.placeholder('to')}
          ${placeholders[kind]})`,
    })
    .from(users)
    .leftJoin(institutes, eq(institutes.id, users.instituteId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(`leaderboard_player_${kind.toLowerCase()}`);
}

type PlayerStatement = ReturnType<typeof playerStatement>;
const playerStatements = new WeakMap<Db, Map<BoardFilter['kind'], PlayerStatement>>();

/**
 * One player's totals on a board over [from, to], read through the (user_id, day) key; null if they did not play.
 * Shown to that player only, so always in full.
 * A named prepared statement built once: planning it, and building it in Drizzle, cost more than running it.
 */
export async function playerStanding(
  db: Db,
  userId: string,
  filter: BoardFilter,
  from: string,
  to: string,
): Promise<Standing | null> {
  let statements = playerStatements.get(db);
  if (!statements) {
    statements = new Map();
    playerStatements.set(db, statements);
  }
  let statement = statements.get(filter.kind);
  if (!statement) {
    statement = playerStatement(db, filter.kind);
    statements.set(filter.kind, statement);
  }
  const [row] = await statement.execute({ userId, from, to, ...filter });
  if (!row || Number(row.totals[0]) === 0) return null;
  const [, score, right, attempted, quizzes, time, lastMs] = row.totals.map(Number) as number[];
  return {
    userId,
    name: row.name,
    customUrl: row.customUrl,
    instituteId: row.instituteId,
    instituteName: row.instituteName,
    outside: 'FULL',
    studentClass: row.studentClass,
    section: row.section,
    score: score ?? 0,
    right: right ?? 0,
    attempted: attempted ?? 0,
    quizzes: quizzes ?? 0,
    timeTakenSeconds: time ?? 0,
    lastSubmittedAt: lastMs ?? 0,
  };
}

/** [days, score, right, attempted, quizzes, time, last submission ms] as JSON numbers (or null sums). */
type PlayerTotals = Array<number | string | null>;

/** The class and section a student belongs to now. */
export async function studentPlace(
  db: Db,
  userId: string,
): Promise<{ studentClass: StudentClass | null; section: SectionType | null } | null> {
  const result = await db.execute(sql`select student_class, section from users where id = ${userId}`);
  const [row] = rowsOf<{ student_class: StudentClass | null; section: SectionType | null }>(result);
  return row ? { studentClass: row.student_class, section: row.section } : null;
}
