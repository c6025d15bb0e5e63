/**
 * Analytics SQL. The rollup recomputes whole India days from the raw events (article views, daily quiz totals, MCQ
 * answers, posts, comments, reports, bank questions, assignments and attempts) into analytics_daily, set-based
 * (INSERT … SELECT … GROUP BY); the reads sum those rows. A person's own history is read from their own rows
 * through the per-user indexes (a few hundred rows at most), never from a school's events.
 */
import type { AnalyticsBucket } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { rowsOf } from '../../lib/paging';
import { METRICS, type Metric } from './analytics-metrics';

/** The India day (UTC+05:30, no daylight saving) of a timestamptz column, whatever the session's time zone. */
const indiaDay = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '330 minutes')::date`);

/** Serialises rollups across processes for one transaction (two jobs recomputing the same days wait in turn). */
const ROLLUP_LOCK = 214_002_021;

export interface RollupWindow {
  /** First and last India day recomputed (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The instants they span: [fromInstant, toInstant). */
  fromInstant: Date;
  toInstant: Date;
}

/**
 * Recomputes every metric of the window's days, for one school or (null) every school: the window's rows are
 * deleted and written again in one transaction, so a re-run gives the same rows and a count that fell (an account
 * erased) falls here too.
 */
export async function recomputeDays(db: Db, window: RollupWindow, instituteId: string | null): Promise<number> {
  const { from, to } = window;
  const fromTs = window.fromInstant.toISOString();
  const toTs = window.toInstant.toISOString();
  const school = (column: string) =>
    instituteId === null ? sql.raw(`${column} is not null`) : sql`${sql.raw(column)} = ${instituteId}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.execute(sql`delete from analytics_daily where day between ${from} and ${to}
      and ${instituteId === null ? sql`true` : sql`institute_id = ${instituteId}`}`);
    const result = await tx.execute(sql`
      insert into analytics_daily (institute_id, day, metric, student_class, dimension, value, count)
      select u.institute_id, ${indiaDay('v.viewed_at')}, ${METRICS.reads}, coalesce(u.student_class::text, ''), '',
        count(*), 0
      from article_views v join users u on u.id = v.user_id
      where v.view_type = 'VIEW' and v.viewed_at >= ${fromTs} and v.viewed_at < ${toTs} and ${school('u.institute_id')}
      group by 1, 2, 4
      union all
      select u.institute_id, ${indiaDay('v.viewed_at')}, ${METRICS.readsByCategory}, '', a.category::text, count(*), 0
      from article_views v join users u on u.id = v.user_id join articles a on a.id = v.article_id
      where v.view_type = 'VIEW' and v.viewed_at >= ${fromTs} and v.viewed_at < ${toTs} and ${school('u.institute_id')}
      group by 1, 2, 5
      union all
      select s.institute_id, s.day, ${METRICS.quiz}, coalesce(s.student_class::text, ''), '', sum(s.score), count(*)
      from quiz_daily_scores s
      where s.day between ${from} and ${to} and ${school('s.institute_id')}
      group by 1, 2, 4
      union all
      select u.institute_id, ${indiaDay('m.answered_at')}, ${METRICS.mcq}, coalesce(u.student_class::text, ''), '',
        count(*) filter (where m.correct), count(*)
      from mcq_attempts m join users u on u.id = m.user_id
      where m.answered_at >= ${fromTs} and m.answered_at < ${toTs} and ${school('u.institute_id')}
      group by 1, 2, 4
      union all
      select p.institute_id, ${indiaDay('p.created_at')}, ${METRICS.posts}, '', '', count(*), 0
      from posts p
      where p.created_at >= ${fromTs} and p.created_at < ${toTs} and ${school('p.institute_id')}
      group by 1, 2
      union all
      select u.institute_id, ${indiaDay('c.created_at')}, ${METRICS.comments}, '', '', count(*), 0
      from post_comments c join users u on u.id = c.author_id
      where c.created_at >= ${fromTs} and c.created_at < ${toTs} and ${school('u.institute_id')}
      group by 1, 2
      union all
      select r.institute_id, ${indiaDay('r.created_at')}, ${METRICS.reports}, '', '', count(*), 0
      from post_reports r
      where r.created_at >= ${fromTs} and r.created_at < ${toTs} and ${school('r.institute_id')}
      group by 1, 2
      union all
      select r.institute_id, ${indiaDay('r.acted_at')}, ${METRICS.reportsHandled}, '',
        floor(greatest(extract(epoch from r.acted_at - r.created_at), 0) / 3600)::bigint::text, count(*), 0
      from post_reports r
      where r.acted_at >= ${fromTs} and r.acted_at < ${toTs} and ${school('r.institute_id')}
      group by 1, 2, 5
      union all
      select q.institute_id, ${indiaDay('q.created_at')}, ${METRICS.questionsAdded}, q.student_class::text, '',
        count(*), 0
      from bank_questions q
      where q.created_at >= ${fromTs} and q.created_at < ${toTs} and ${school('q.institute_id')}
      group by 1, 2, 4
      union all
      select g.institute_id, ${indiaDay('g.published_at')}, ${METRICS.assignmentsGiven},
        coalesce(g.student_class::text, ''), '', count(*), 0
      from assignments g
      where g.state <> 'DRAFT' and g.published_at >= ${fromTs} and g.published_at < ${toTs}
        and ${school('g.institute_id')}
      group by 1, 2, 4
      union all
      select t.institute_id, ${indiaDay('t.submitted_at')}, ${METRICS.submissions},
        coalesce(t.student_class::text, ''), '', count(*), 0
      from assignment_attempts t
      where t.submitted_at >= ${fromTs} and t.submitted_at < ${toTs} and ${school('t.institute_id')}
      group by 1, 2, 4
      union all
      select t.institute_id, ${indiaDay('t.submitted_at')}, ${METRICS.marks}, coalesce(t.student_class::text, ''), '',
        sum(t.score), sum(t.max_score)
      from assignment_attempts t
      where t.submitted_at >= ${fromTs} and t.submitted_at < ${toTs} and t.score is not null and t.max_score > 0
        and ${school('t.institute_id')}
      group by 1, 2, 4
      on conflict (institute_id, day, metric, student_class, dimension)
        do update set value = excluded.value, count = excluded.count`);
    return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
  });
}

/** Schools without their year of rollups yet (new, or never rolled up). */
export async function schoolsNotBackfilled(db: Queryable, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select i.id from institutes i
    where not exists (select 1 from analytics_rollup_state s where s.institute_id = i.id)
    order by i.created_at limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

export async function markBackfilled(db: Queryable, instituteId: string): Promise<void> {
  await db.execute(sql`insert into analytics_rollup_state (institute_id) values (${instituteId})
    on conflict (institute_id) do nothing`);
}

export interface DailyRow {
  metric: Metric;
  day: string;
  value: number;
  count: number;
}

export interface SplitRow {
  metric: Metric;
  key: string;
  value: number;
  count: number;
}

export interface HoursRow {
  day: string;
  hours: number;
  handled: number;
}

export interface SchoolRows {
  daily: DailyRow[];
  byClass: SplitRow[];
  byCategory: SplitRow[];
  handling: HoursRow[];
}

const DAILY_METRICS = [
  METRICS.reads,
  METRICS.quiz,
  METRICS.mcq,
  METRICS.posts,
  METRICS.comments,
  METRICS.reports,
  METRICS.questionsAdded,
  METRICS.assignmentsGiven,
  METRICS.submissions,
  METRICS.marks,
];
const CLASS_METRICS = [METRICS.reads, METRICS.quiz];

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The first day of the day's bucket: itself, its week counted from `from`, or its month. */
function bucketStart(bucket: AnalyticsBucket, from: string) {
  if (bucket === 'MONTH') return sql`date_trunc('month', day)::date`;
  if (bucket === 'WEEK') return sql`(${from}::date + ((day - ${from}::date) / 7) * 7)`;
  return sql`day`;
}

/**
 * A school's rollups over the days [from, to]: per bucket (its first day in `day`), per class, per category, and
 * reports' waits per bucket. Grouped here, so a year is a few hundred rows on the wire, not thousands.
 */
export async function schoolRows(
  db: Db,
  instituteId: string,
  from: string,
  to: string,
  bucket: AnalyticsBucket,
): Promise<SchoolRows> {
  const scope = sql`institute_id = ${instituteId} and day between ${from} and ${to}`;
  const start = bucketStart(bucket, from);
  const [daily, byClass, byCategory, handling] = await Promise.all([
    db.execute(sql`
      select metric, to_char(${start}, 'YYYY-MM-DD') as day, sum(value)::float8 as value, sum(count)::float8 as count
      from analytics_daily where ${scope} and metric in (${inList(DAILY_METRICS)})
      group by 1, 2`),
    db.execute(sql`
      select metric, student_class as key, sum(value)::float8 as value, sum(count)::float8 as count
      from analytics_daily where ${scope} and metric in (${inList(CLASS_METRICS)})
      group by metric, student_class`),
    db.execute(sql`
      select metric, dimension as key, sum(value)::float8 as value, 0::float8 as count
      from analytics_daily where ${scope} and metric = ${METRICS.readsByCategory}
      group by metric, dimension`),
    db.execute(sql`
      select to_char(${start}, 'YYYY-MM-DD') as day, dimension::int as hours, sum(value)::float8 as handled
      from analytics_daily where ${scope} and metric = ${METRICS.reportsHandled}
      group by 1, 2`),
  ]);
  return {
    daily: rowsOf<DailyRow>(daily),
    byClass: rowsOf<SplitRow>(byClass),
    byCategory: rowsOf<SplitRow>(byCategory),
    handling: rowsOf<HoursRow>(handling),
  };
}

/** One person's own reads, daily quiz totals and MCQ answers per India day in [window), from their own rows. */
export async function ownRows(db: Db, userId: string, window: RollupWindow): Promise<DailyRow[]> {
  const fromTs = window.fromInstant.toISOString();
  const toTs = window.toInstant.toISOString();
  const result = await db.execute(sql`
    select ${METRICS.reads} as metric, to_char(${indiaDay('viewed_at')}, 'YYYY-MM-DD') as day,
      count(*)::float8 as value, 0::float8 as count
    from article_views
    where user_id = ${userId} and view_type = 'VIEW' and viewed_at >= ${fromTs} and viewed_at < ${toTs}
    group by 2
    union all
    select ${METRICS.quiz}, to_char(day, 'YYYY-MM-DD'), score::float8, 1::float8
    from quiz_daily_scores where user_id = ${userId} and day between ${window.from} and ${window.to}
    union all
    select ${METRICS.mcq}, to_char(${indiaDay('answered_at')}, 'YYYY-MM-DD'),
      (count(*) filter (where correct))::float8, count(*)::float8
    from mcq_attempts
    where user_id = ${userId} and answered_at >= ${fromTs} and answered_at < ${toTs}
    group by 2`);
  return rowsOf<DailyRow>(result);
}
