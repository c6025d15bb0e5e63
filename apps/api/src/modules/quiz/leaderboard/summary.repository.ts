/** SQL of the quiz summaries: a school's classes and sections, one class's students, one student's days. */
import type { SectionType, StudentClass } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../lib/paging';

/** Sums of daily rows; `players` counts who played at least once. */
export interface TotalsRow {
  players: number;
  quizzes: number;
  score: number;
  attempted: number;
  right_answers: number;
  wrong_answers: number;
  skipped: number;
  time_taken: number;
}

export interface SectionTotalsRow extends TotalsRow {
  student_class: StudentClass;
  section: SectionType;
  students: number;
}

export interface StudentTotalsRow extends TotalsRow {
  user_id: string;
  name: string;
  custom_url: string;
  student_class: StudentClass | null;
  section: SectionType | null;
  last_played_on: string | null;
  total: number;
}

export interface StudentRow {
  id: string;
  type: string;
  institute_id: string | null;
  name: string;
  custom_url: string;
  student_class: StudentClass | null;
  section: SectionType | null;
}

export interface DayRow {
  day: string;
  quizzes: number;
  score: number;
  attempted: number;
  right_answers: number;
  wrong_answers: number;
  skipped: number;
  time_taken: number;
}

const SUMS = sql`coalesce(sum(s.quizzes_played), 0)::int as quizzes, coalesce(sum(s.score), 0)::int as score,
  coalesce(sum(s.attempted), 0)::int as attempted, coalesce(sum(s.right_answers), 0)::int as right_answers,
  coalesce(sum(s.wrong_answers), 0)::int as wrong_answers, coalesce(sum(s.skipped), 0)::int as skipped,
  coalesce(sum(s.time_taken_seconds), 0)::int as time_taken`;

const PLAYER_SUMS = sql`count(p.user_id)::int as players, coalesce(sum(p.quizzes), 0)::int as quizzes,
  coalesce(sum(p.score), 0)::int as score, coalesce(sum(p.attempted), 0)::int as attempted,
  coalesce(sum(p.right_answers), 0)::int as right_answers, coalesce(sum(p.wrong_answers), 0)::int as wrong_answers,
  coalesce(sum(p.skipped), 0)::int as skipped, coalesce(sum(p.time_taken), 0)::int as time_taken`;

/** Every class and section of a school (set up, or holding students) with its students and their totals. */
export async function sectionTotals(
  db: Db,
  instituteId: string,
  from: string,
  to: string,
): Promise<SectionTotalsRow[]> {
  const result = await db.execute(sql`
    with students as (
      select id, student_class, section from users
      where institute_id = ${instituteId} and type = 'CANDIDATE' and status = 'ACTIVE'
        and student_class is not null and section is not null
    ),
    groups as (
      select student_class, section from class_sections where institute_id = ${instituteId}
      union
      select student_class, section from students
    ),
    p as (
      select s.user_id, ${SUMS}
      from quiz_daily_scores s
      where s.institute_id = ${instituteId} and s.day between ${from} and ${to}
      group by s.user_id
    )
    select g.student_class, g.section, count(st.id)::int as students, ${PLAYER_SUMS}
    from groups g
    left join students st on st.student_class = g.student_class and st.section = g.section
    left join p on p.user_id = st.id
    group by g.student_class, g.section
    order by g.student_class, g.section`);
  return rowsOf<SectionTotalsRow>(result);
}

/** A page of one class's (and section's) students with their totals, best first; students who never played count 0. */
export async function classStudents(
  db: Db,
  filter: { instituteId: string; studentClass: StudentClass; section?: SectionType | undefined },
  from: string,
  to: string,
  page: { limit: number; offset: number },
): Promise<StudentTotalsRow[]> {
  const section = filter.section ? sql`and section = ${filter.section}` : sql``;
  const result = await db.execute(sql`
    with members as (
      select id, name, custom_url, student_class, section from users
      where institute_id = ${filter.instituteId} and type = 'CANDIDATE' and status = 'ACTIVE'
        and student_class = ${filter.studentClass} ${section}
    ),
    p as (
      select s.user_id, ${SUMS}, max(s.day)::text as last_played_on
      from quiz_daily_scores s
      join members m on m.id = s.user_id
      where s.institute_id = ${filter.instituteId} and s.day between ${from} and ${to}
      group by s.user_id
    )
    select m.id as user_id, m.name, m.custom_url, m.student_class, m.section, p.last_played_on,
      (p.user_id is not null)::int as players, coalesce(p.quizzes, 0) as quizzes, coalesce(p.score, 0) as score,
      coalesce(p.attempted, 0) as attempted, coalesce(p.right_answers, 0) as right_answers,
      coalesce(p.wrong_answers, 0) as wrong_answers, coalesce(p.skipped, 0) as skipped,
      coalesce(p.time_taken, 0) as time_taken, count(*) over ()::int as total
    from members m
    left join p on p.user_id = m.id
    order by coalesce(p.score, 0) desc, coalesce(p.time_taken, 0) asc, m.name asc, m.id asc
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf<StudentTotalsRow>(result);
}

/** How many students a class (and section) has, for a page past the last row. */
export async function classSize(
  db: Db,
  filter: { instituteId: string; studentClass: StudentClass; section?: SectionType | undefined },
): Promise<number> {
  const section = filter.section ? sql`and section = ${filter.section}` : sql``;
  const result = await db.execute(sql`
    select count(*)::int as total from users
    where institute_id = ${filter.instituteId} and type = 'CANDIDATE' and status = 'ACTIVE'
      and student_class = ${filter.studentClass} ${section}`);
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

export async function activeUser(db: Db, userId: string): Promise<StudentRow | null> {
  const result = await db.execute(sql`
    select id, type, institute_id, name, custom_url, student_class, section from users
    where id = ${userId} and status = 'ACTIVE'`);
  return rowsOf<StudentRow>(result)[0] ?? null;
}

/** A player's daily rows over [from, to], oldest first. */
export async function playerDays(db: Db, userId: string, from: string, to: string): Promise<DayRow[]> {
  const result = await db.execute(sql`
    select s.day::text as day, s.quizzes_played as quizzes, s.score, s.attempted, s.right_answers, s.wrong_answers,
      s.skipped, s.time_taken_seconds as time_taken
    from quiz_daily_scores s
    where s.user_id = ${userId} and s.day between ${from} and ${to}
    order by s.day`);
  return rowsOf<DayRow>(result);
}
