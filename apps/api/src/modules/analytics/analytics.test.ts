/**
 * Analytics through the API on a fresh database: the rollup equals direct counts of the raw events (per school,
 * India day, class and metric, counted here with Asia/Kolkata by name), a re-run changes nothing, an event at 23:30
 * IST and one at 00:30 IST fall on their own days, ranges, who reads what (visitor 401, students and readers only
 * their own, staff their own school only) and the CSV per chart with its formula guard.
 */
import { ANALYTICS_PATHS, type AnalyticsView } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleViews,
  assignmentAttempts,
  assignments,
  mcqAttempts,
  postComments,
  postReports,
  posts,
} from '../../db/schema';
import { rowsOf } from '../../lib/paging';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { buildArticle, buildPublisher } from '../../test/news-factories';
import { loginKindFor, type SignedIn, signIn } from '../../test/session';
import { insertQuestion } from '../question-bank/practice/question-test-kit';
import { placeStudent, playDay } from '../quiz/leaderboard/leaderboard-test-kit';
import type { UserRow } from '../user/user.repository';
import { backfillSchools, recomputeRecent, runRollup } from './analytics.job';
import { chartCsv } from './analytics.presenter';

/** 11:30 on 10 March 2026 in India. */
const NOW = new Date('2026-03-10T06:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
const people: Record<string, UserRow> = {};
const as: Record<string, SignedIn | null> = { visitor: null };
let hillsideId = '';
let lakeviewId = '';

async function get(who: SignedIn | null, path: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${path}`,
    headers: who ? { cookie: who.cookie } : {},
  });
  return response;
}

async function view(who: SignedIn | null, path: string): Promise<AnalyticsView> {
  const response = await get(who, path);
  expect(response.statusCode).toBe(200);
  return response.json().body as AnalyticsView;
}

const headline = (analytics: AnalyticsView, key: string) => analytics.headlines.find((h) => h.key === key)?.value;

type Cell = { institute_id: string; day: string; metric: string; student_class: string; dimension: string };
type Row = Cell & { value: number; count: number };

async function rollupRows(): Promise<Row[]> {
  return rowsOf<Row>(
    await t.db.execute(sql`select institute_id, to_char(day, 'YYYY-MM-DD') as day, metric, student_class, dimension,
      value::int as value, count::int as count from analytics_daily order by 1, 2, 3, 4, 5`),
  );
}

/** The same figures counted straight from the raw tables, days by the zone's name (not the job's fixed offset). */
async function rawCounts(): Promise<Row[]> {
  const day = (column: string) => sql.raw(`to_char((${column} at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`);
  return rowsOf<Row>(
    await t.db.execute(sql`
      select * from (
        select u.institute_id, ${day('v.viewed_at')} as day, 'reads' as metric, coalesce(u.student_class::text, '')
          as student_class, '' as dimension, count(*)::int as value, 0 as count
        from article_views v join users u on u.id = v.user_id where v.view_type = 'VIEW' and u.institute_id is not null
        group by 1, 2, 4
        union all
        select u.institute_id, ${day('v.viewed_at')}, 'reads_category', '', a.category::text, count(*)::int, 0
        from article_views v join users u on u.id = v.user_id join articles a on a.id = v.article_id
        where v.view_type = 'VIEW' and u.institute_id is not null group by 1, 2, 5
        union all
        select institute_id, to_char(day, 'YYYY-MM-DD'), 'quiz', coalesce(student_class::text, ''), '',
          sum(score)::int, count(*)::int
        from quiz_daily_scores where institute_id is not null group by 1, 2, 4
        union all
        select u.institute_id, ${day('m.answered_at')}, 'mcq', coalesce(u.student_class::text, ''), '',
          (count(*) filter (where m.correct))::int, count(*)::int
        from mcq_attempts m join users u on u.id = m.user_id where u.institute_id is not null group by 1, 2, 4
        union all
        select institute_id, ${day('created_at')}, 'posts', '', '', count(*)::int, 0 from posts
        where institute_id is not null group by 1, 2
        union all
        select u.institute_id, ${day('c.created_at')}, 'comments', '', '', count(*)::int, 0
        from post_comments c join users u on u.id = c.author_id where u.institute_id is not null group by 1, 2
        union all
        select institute_id, ${day('created_at')}, 'reports', '', '', count(*)::int, 0 from post_reports
        where institute_id is not null group by 1, 2
        union all
        select institute_id, ${day('acted_at')}, 'reports_handled', '',
          (extract(epoch from acted_at - created_at)::int / 3600)::text, count(*)::int, 0
        from post_reports where acted_at is not null and institute_id is not null group by 1, 2, 5
        union all
        select institute_id, ${day('created_at')}, 'questions_added', student_class::text, '', count(*)::int, 0
        from bank_questions where institute_id is not null group by 1, 2, 4
        union all
        select institute_id, ${day('published_at')}, 'assignments_given', coalesce(student_class::text, ''), '',
          count(*)::int, 0
        from assignments where state <> 'DRAFT' and published_at is not null group by 1, 2, 4
        union all
        select institute_id, ${day('submitted_at')}, 'submissions', coalesce(student_class::text, ''), '',
          count(*)::int, 0
        from assignment_attempts where submitted_at is not null group by 1, 2, 4
        union all
        select institute_id, ${day('submitted_at')}, 'marks', coalesce(student_class::text, ''), '',
          sum(score)::int, sum(max_score)::int
        from assignment_attempts where submitted_at is not null and score is not null and max_score > 0
        group by 1, 2, 4
      ) raw order by 1, 2, 3, 4, 5`),
  );
}

beforeAll(async () => {
  t = await buildTestApp({ clock: { now: () => NOW } });
  const hillside = await buildInstitute(t.db, 'Hillside School');
  const lakeview = await buildInstitute(t.db, 'Lakeview Academy');
  hillsideId = hillside.institute.id;
  lakeviewId = lakeview.institute.id;
  const student = async (key: string, school: string, studentClass: 'EIGHT' | 'NINE') => {
    people[key] = await placeStudent(t.db, await buildMember(t.db, school, 'CANDIDATE'), studentClass, 'A', key);
  };
  await student('asha', hillsideId, 'EIGHT');
  await student('bala', hillsideId, 'EIGHT');
  await student('chitra', hillsideId, 'NINE');
  await student('lake', lakeviewId, 'EIGHT');
  people.faculty = await buildMember(t.db, hillsideId, 'FACULTY');
  people.admin = await buildMember(t.db, hillsideId, 'ADMIN');
  people.lakeFaculty = await buildMember(t.db, lakeviewId, 'FACULTY');
  people.reader = await buildIndividual(t.db);
  const p = people as Record<string, UserRow> & { asha: UserRow; bala: UserRow; chitra: UserRow; lake: UserRow };

  const publisher = await buildPublisher(t.db);
  const sport = await buildArticle(t.db, { publisherId: publisher.id, category: 'SPORTS' });
  const health = await buildArticle(t.db, { publisherId: publisher.id, category: 'HEALTH' });
  const read = (who: UserRow, articleId: string, iso: string, viewType: 'VIEW' | 'IMPRESSION' = 'VIEW') =>
    t.db.insert(articleViews).values({ userId: who.id, articleId, viewType, viewedAt: at(iso) });
  // 23:30 IST on 8 March and 00:30 IST on 9 March: one each side of India's midnight.
  await read(p.asha, sport.id, '2026-03-08T18:00:00Z');
  await read(p.asha, health.id, '2026-03-08T19:00:00Z');
  await read(p.bala, sport.id, '2026-03-09T05:00:00Z');
  await read(p.chitra, sport.id, '2026-03-10T04:00:00Z');
  await read(p.chitra, health.id, '2026-03-10T04:10:00Z');
  await read(p.chitra, health.id, '2026-03-10T04:20:00Z', 'IMPRESSION');
  await read(p.lake, sport.id, '2026-03-10T03:00:00Z');
  await read(p.reader as UserRow, sport.id, '2026-03-10T03:00:00Z');
  await read(p.faculty as UserRow, health.id, '2026-03-09T03:00:00Z');
  // Long ago: outside the recent days, inside the backfilled year.
  await read(p.asha, sport.id, '2025-11-20T06:00:00Z');

  await playDay(t.db, p.asha, '2026-03-10', { score: 8 });
  await playDay(t.db, p.bala, '2026-03-10', { score: 6 });
  await playDay(t.db, p.chitra, '2026-03-09', { score: 9 });
  await playDay(t.db, p.lake, '2026-03-10', { score: 10 });

  const q1 = await insertQuestion(t.db, { instituteId: hillsideId, createdAt: at('2026-03-09T08:00:00Z') });
  const q2 = await insertQuestion(t.db, { instituteId: hillsideId, studentClass: 'NINE', createdAt: NOW });
  await insertQuestion(t.db, { instituteId: lakeviewId, createdAt: NOW });
  await t.db.insert(mcqAttempts).values([
    { userId: p.asha.id, questionId: q1.id, selectedIndex: 1, correct: true, answeredAt: at('2026-03-10T02:00:00Z') },
    { userId: p.asha.id, questionId: q2.id, selectedIndex: 0, correct: false, answeredAt: at('2026-03-10T02:01:00Z') },
    { userId: p.bala.id, questionId: q1.id, selectedIndex: 1, correct: true, answeredAt: at('2026-03-09T02:00:00Z') },
  ]);

  const post = async (author: UserRow, school: string, iso: string) => {
    const [row] = await t.db
      .insert(posts)
      .values({
        slug: `p-${Math.random().toString(36).slice(2)}`,
        authorId: author.id,
        instituteId: school,
        postType: 'PHOTOS',
        category: 'Events',
        categorySlug: 'events',
        descriptionHtml: '<p>Sports day</p>',
        descriptionText: 'Sports day',
        createdAt: at(iso),
      })
      .returning();
    if (!row) throw new Error('no post');
    return row;
  };
  const sportsDay = await post(p.asha, hillsideId, '2026-03-09T04:00:00Z');
  await post(p.bala, hillsideId, '2026-03-10T04:00:00Z');
  await post(p.lake, lakeviewId, '2026-03-10T04:00:00Z');
  await t.db.insert(postComments).values([
    { postId: sportsDay.id, authorId: p.bala.id, text: 'Well done', createdAt: at('2026-03-09T05:00:00Z') },
    { postId: sportsDay.id, authorId: p.chitra.id, text: 'Lovely', createdAt: at('2026-03-10T05:00:00Z') },
  ]);
  await t.db.insert(postReports).values([
    {
      postId: sportsDay.id,
      reporterId: p.chitra.id,
      instituteId: hillsideId,
      reason: 'SPAM',
      status: 'IGNORED',
      createdAt: at('2026-03-09T04:30:00Z'),
      actedAt: at('2026-03-09T07:45:00Z'),
    },
    {
      postId: sportsDay.id,
      reporterId: p.bala.id,
      instituteId: hillsideId,
      reason: 'SPAM',
      status: 'IGNORED',
      createdAt: at('2026-03-09T05:00:00Z'),
      actedAt: at('2026-03-10T01:00:00Z'),
    },
  ]);

  const [homework] = await t.db
    .insert(assignments)
    .values({
      instituteId: hillsideId,
      code: 'AN-1',
      customUrl: 'an-1',
      type: 'ASSESSMENT',
      title: 'Fractions',
      studentClass: 'EIGHT',
      state: 'PUBLISHED',
      publishedAt: at('2026-03-08T04:00:00Z'),
      opensAt: at('2026-03-08T04:00:00Z'),
      closesAt: at('2026-03-12T04:00:00Z'),
      totalMarks: 10,
    })
    .returning();
  if (!homework) throw new Error('no assignment');
  await t.db.insert(assignmentAttempts).values([
    {
      assignmentId: homework.id,
      instituteId: hillsideId,
      candidateId: p.asha.id,
      studentClass: 'EIGHT',
      status: 'GRADED',
      deadlineAt: at('2026-03-09T05:00:00Z'),
      submittedAt: at('2026-03-09T04:30:00Z'),
      questionOrder: [],
      score: 7,
      maxScore: 10,
    },
    {
      assignmentId: homework.id,
      instituteId: hillsideId,
      candidateId: p.bala.id,
      studentClass: 'EIGHT',
      status: 'SUBMITTED',
      deadlineAt: at('2026-03-09T05:00:00Z'),
      submittedAt: at('2026-03-09T04:40:00Z'),
      questionOrder: [],
      score: null,
      maxScore: 10,
    },
  ]);

  await runRollup(t.db, NOW);

  as.school = await signIn(t.app, 'institute', hillside.account.email);
  as.lakeSchool = await signIn(t.app, 'institute', lakeview.account.email);
  as.faculty = await signIn(t.app, loginKindFor('FACULTY'), (p.faculty as UserRow).email);
  as.admin = await signIn(t.app, loginKindFor('ADMIN'), (p.admin as UserRow).email);
  as.lakeFaculty = await signIn(t.app, loginKindFor('FACULTY'), (p.lakeFaculty as UserRow).email);
  as.asha = await signIn(t.app, 'user', p.asha.email);
  as.lake = await signIn(t.app, 'user', p.lake.email);
  as.reader = await signIn(t.app, 'individual', (p.reader as UserRow).email);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('the rollup', () => {
  it('equals the raw counts, per school, India day, class and metric', async () => {
    const rolled = await rollupRows();
    expect(rolled.length).toBeGreaterThan(20);
    expect(rolled).toEqual(await rawCounts());
  });

  it('puts 23:30 IST on its own day and 00:30 IST on the next', async () => {
    const reads = (await rollupRows()).filter(
      (row) => row.institute_id === hillsideId && row.metric === 'reads' && row.student_class === 'EIGHT',
    );
    expect(reads.map((row) => [row.day, row.value])).toEqual([
      ['2025-11-20', 1],
      ['2026-03-08', 1],
      ['2026-03-09', 2],
    ]);
  });

  it('gives the same rows when run again, recent days or the whole year', async () => {
    const before = await rollupRows();
    await recomputeRecent(t.db, NOW);
    await recomputeRecent(t.db, NOW, 35);
    await t.db.execute(sql`delete from analytics_rollup_state`);
    expect(await backfillSchools(t.db, NOW)).toBe(2);
    expect(await backfillSchools(t.db, NOW)).toBe(0);
    expect(await rollupRows()).toEqual(before);
  });

  it('takes back what the raw events lose on the recent days (an event removed)', async () => {
    const extra = await t.db
      .insert(articleViews)
      .values({
        userId: (people.chitra as UserRow).id,
        articleId: (await t.db.select({ id: articleViews.articleId }).from(articleViews).limit(1))[0]?.id ?? '',
        viewedAt: NOW,
      })
      .returning();
    await recomputeRecent(t.db, NOW);
    expect(await rollupRows()).toEqual(await rawCounts());
    await t.db.execute(sql`delete from article_views where id = ${extra[0]?.id}`);
    await recomputeRecent(t.db, NOW);
    expect(await rollupRows()).toEqual(await rawCounts());
  });
});

describe('the school view', () => {
  it('sums the rollups over the range: headlines, per-class and per-category figures, no child named', async () => {
    const week = await view(as.school as SignedIn, `${ANALYTICS_PATHS.school}?range=LAST_7_DAYS`);
    expect(week).toMatchObject({ scope: 'SCHOOL', range: 'LAST_7_DAYS', from: '2026-03-04', to: '2026-03-10' });
    expect(week.bucket).toBe('DAY');
    expect(week.empty).toBe(false);
    // Asha 2, Bala 1, Chitra 2 (the impression is not a read), faculty 1; Lakeview's and the reader's not here.
    expect(headline(week, 'reads')).toBe(6);
    expect(headline(week, 'quizPlays')).toBe(3);
    expect(headline(week, 'quizAverage')).toBe(7.7);
    expect(headline(week, 'mcqAnswered')).toBe(3);
    expect(headline(week, 'mcqAccuracy')).toBe(66.7);
    expect(headline(week, 'posts')).toBe(2);
    expect(headline(week, 'comments')).toBe(2);
    expect(headline(week, 'reports')).toBe(2);
    // Waits of 3 and 20 hours.
    expect(headline(week, 'reportHours')).toBe(11.5);
    expect(headline(week, 'questionsAdded')).toBe(2);
    expect(headline(week, 'assignmentsGiven')).toBe(1);
    expect(headline(week, 'submissions')).toBe(2);
    expect(headline(week, 'assessmentAverage')).toBe(70);
    const reading = week.charts.find((chart) => chart.key === 'reading');
    expect(reading?.points).toHaveLength(7);
    expect(reading?.points.slice(-3).map((point) => point.values[0])).toEqual([1, 3, 2]);
    const byClass = week.charts.find((chart) => chart.key === 'reading-by-class');
    expect(byClass?.points).toEqual([
      { x: 'Class 8', values: [3] },
      { x: 'Class 9', values: [2] },
      { x: 'Staff and others', values: [1] },
    ]);
    const categories = week.charts.find((chart) => chart.key === 'top-categories');
    expect(categories?.points).toEqual([
      { x: 'Health', values: [3] },
      { x: 'Sports', values: [3] },
    ]);
    const body = JSON.stringify(week);
    for (const child of ['asha', 'bala', 'chitra']) expect(body).not.toContain((people[child] as UserRow).id);
  });

  it('reads today only for TODAY, yesterday for the alternate code LAST_DAY, months for a year', async () => {
    const today = await view(as.school as SignedIn, `${ANALYTICS_PATHS.school}?range=TODAY`);
    expect(today).toMatchObject({ from: '2026-03-10', to: '2026-03-10' });
    expect(headline(today, 'reads')).toBe(2);
    const yesterday = await view(as.school as SignedIn, `${ANALYTICS_PATHS.school}?range=LAST_DAY`);
    expect(yesterday).toMatchObject({ range: 'YESTERDAY', from: '2026-03-09', to: '2026-03-09' });
    expect(headline(yesterday, 'reads')).toBe(3);
    const year = await view(as.school as SignedIn, `${ANALYTICS_PATHS.school}?range=LAST_365_DAYS`);
    expect(year.bucket).toBe('MONTH');
    expect(headline(year, 'reads')).toBe(7);
    const reading = year.charts.find((chart) => chart.key === 'reading');
    expect(reading?.points).toHaveLength(13);
    expect(reading?.points.find((point) => point.x === 'Nov 2025')?.values).toEqual([1]);
    const quarter = await view(as.school as SignedIn, `${ANALYTICS_PATHS.school}?range=LAST_90_DAYS`);
    expect(quarter.bucket).toBe('WEEK');
    expect(quarter.charts[0]?.points).toHaveLength(13);
    // Weeks counted from the range's first day (11 Dec): the last one, from 5 Mar, holds every read of the week.
    expect(quarter.charts[0]?.points.at(-1)).toEqual({ x: '5 Mar', values: [6] });
    expect(quarter.charts[0]?.points.slice(0, -1).every((point) => point.values[0] === 0)).toBe(true);
  });

  it('refuses an unknown range with nothing read', async () => {
    const response = await get(as.school as SignedIn, `${ANALYTICS_PATHS.school}?range=FOREVER`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('shows a school with no activity as empty', async () => {
    const quiet = await buildInstitute(t.db, 'Quiet School');
    const school = await signIn(t.app, 'institute', quiet.account.email);
    const analytics = await view(school, `${ANALYTICS_PATHS.school}?range=LAST_30_DAYS`);
    expect(analytics.empty).toBe(true);
    expect(headline(analytics, 'reads')).toBe(0);
    expect(headline(analytics, 'reportHours')).toBeNull();
  });
});

describe('who reads what', () => {
  const school = `${ANALYTICS_PATHS.school}?range=LAST_7_DAYS`;
  const me = `${ANALYTICS_PATHS.me}?range=LAST_7_DAYS`;
  const csv = `${ANALYTICS_PATHS.csv.replace(':chart', 'reading')}?range=LAST_7_DAYS`;
  it.each([
    ['visitor', 401, 401, 401],
    ['asha', 403, 200, 403],
    ['reader', 403, 200, 403],
    ['school', 200, 200, 200],
    ['faculty', 200, 200, 200],
    ['admin', 200, 200, 200],
    ['lakeSchool', 200, 200, 200],
    ['lakeFaculty', 200, 200, 200],
  ])('%s: school view %i, own view %i, CSV %i', async (who, schoolStatus, meStatus, csvStatus) => {
    const caller = as[who] ?? null;
    expect((await get(caller, school)).statusCode).toBe(schoolStatus);
    expect((await get(caller, me)).statusCode).toBe(meStatus);
    expect((await get(caller, csv)).statusCode).toBe(csvStatus);
  });

  it('gives every school only its own figures', async () => {
    const hill = await view(as.faculty as SignedIn, school);
    const lake = await view(as.lakeSchool as SignedIn, school);
    const lakeStaff = await view(as.lakeFaculty as SignedIn, school);
    expect(headline(hill, 'reads')).toBe(6);
    expect(headline(lake, 'reads')).toBe(1);
    expect(headline(lake, 'quizAverage')).toBe(10);
    expect(headline(lake, 'posts')).toBe(1);
    expect(headline(lake, 'questionsAdded')).toBe(1);
    expect(headline(lake, 'submissions')).toBe(0);
    expect(lakeStaff.headlines).toEqual(lake.headlines);
    const lakeCsv = await get(as.lakeSchool as SignedIn, csv);
    expect(Papa.parse<string[]>(lakeCsv.body.replace(/^\uFEFF/, '').trim()).data.slice(-1)).toEqual([['10 Mar', '1']]);
  });

  it('gives a student and a reader their own history only', async () => {
    const asha = await view(as.asha as SignedIn, me);
    expect(asha.scope).toBe('ME');
    expect(headline(asha, 'reads')).toBe(2);
    expect(headline(asha, 'quizDays')).toBe(1);
    expect(headline(asha, 'quizAverage')).toBe(8);
    expect(headline(asha, 'mcqAnswered')).toBe(2);
    expect(headline(asha, 'mcqAccuracy')).toBe(50);
    const reader = await view(as.reader as SignedIn, me);
    expect(headline(reader, 'reads')).toBe(1);
    expect(headline(reader, 'quizDays')).toBe(0);
    const lake = await view(as.lake as SignedIn, `${ANALYTICS_PATHS.me}?range=TODAY`);
    expect(headline(lake, 'reads')).toBe(1);
    expect(lake.empty).toBe(false);
  });
});

describe('the CSV per chart', () => {
  it('holds the chart as its table shows it', async () => {
    const response = await get(as.school as SignedIn, `/analytics/quiz-by-class.csv?range=LAST_1_WEEK`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="analytics-quiz-by-class-2026-03-04-to-2026-03-10.csv"',
    );
    const rows = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, '').trim()).data;
    expect(rows).toEqual([
      ['Class', 'Quiz plays', 'Average score'],
      ['Class 8', '2', '7'],
      ['Class 9', '1', '9'],
      ['Staff and others', '0', ''],
    ]);
  });

  it('refuses a chart that does not exist', async () => {
    const response = await get(as.school as SignedIn, `/analytics/salaries.csv?range=LAST_7_DAYS`);
    expect(response.statusCode).toBe(400);
  });

  it('defuses text a spreadsheet would run as a formula, and quotes commas and quotes', () => {
    const csv = chartCsv({
      key: 'top-categories',
      title: 'Top',
      summary: '',
      kind: 'bar',
      xLabel: '@Category',
      series: [{ key: 'reads', label: '=1+1' }],
      points: [
        { x: '=HYPERLINK("http://evil.test")', values: [-3] },
        { x: '+SUM(A1)', values: [null] },
        { x: 'Art, "craft"', values: [2] },
      ],
    });
    expect(Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trim()).data).toEqual([
      ["'@Category", "'=1+1"],
      ['\'=HYPERLINK("http://evil.test")', '-3'],
      ["'+SUM(A1)", ''],
      ['Art, "craft"', '2'],
    ]);
    expect(csv).toContain('"Art, ""craft"""');
  });
});
