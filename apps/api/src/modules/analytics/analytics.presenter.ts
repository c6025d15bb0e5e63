/**
 * Rollup rows → the wire's headlines and charts. Time charts group the range's India days into days (up to 30),
 * weeks from the range's first day (90) or calendar months (365), every position present (zero when quiet). A
 * class's figures are sums over its students; nothing here can name a child.
 */
import {
  type AnalyticsBucket,
  type AnalyticsChart,
  type AnalyticsChartKey,
  type AnalyticsHeadline,
  type AnalyticsView,
  abbreviateNumber,
  type QuizDateRange,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
  type StudentClass,
  TOPIC_CATEGORY_LABELS,
  type TopicCategory,
} from '@noticeboard/shared';
import Papa from 'papaparse';
import { defuseFormula } from '../assessment/analytics.service';
import type { DailyRow, HoursRow, SchoolRows, SplitRow } from './analytics.repository';
import { METRICS, type Metric } from './analytics-metrics';

const DAY_MS = 86_400_000;
const TOP_CATEGORIES = 8;

export function bucketOfRange(range: QuizDateRange): AnalyticsBucket {
  if (range === 'LAST_365_DAYS') return 'MONTH';
  if (range === 'LAST_90_DAYS') return 'WEEK';
  return 'DAY';
}

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** The x positions of a time chart and where a day falls among them. */
export class Buckets {
  readonly labels: string[];
  readonly xLabel: string;

  constructor(
    private readonly from: string,
    to: string,
    readonly bucket: AnalyticsBucket,
  ) {
    const days = Math.round((utc(to) - utc(from)) / DAY_MS) + 1;
    if (bucket === 'MONTH') {
      const first = monthIndex(from);
      this.labels = Array.from({ length: monthIndex(to) - first + 1 }, (_, index) => {
        const month = first + index;
        return monthLabel.format(Date.UTC(Math.floor(month / 12), month % 12, 1));
      });
      this.xLabel = 'Month';
    } else {
      const step = bucket === 'WEEK' ? 7 : 1;
      this.labels = Array.from({ length: Math.ceil(days / step) }, (_, index) =>
        dayLabel.format(utc(from) + index * step * DAY_MS),
      );
      this.xLabel = bucket === 'WEEK' ? 'Week starting' : 'Day';
    }
  }

  indexOf(day: string): number {
    if (this.bucket === 'MONTH') return monthIndex(day) - monthIndex(this.from);
    const offset = Math.round((utc(day) - utc(this.from)) / DAY_MS);
    return this.bucket === 'WEEK' ? Math.floor(offset / 7) : offset;
  }
}

interface Sums {
  value: number[];
  count: number[];
}

function sumByBucket(rows: DailyRow[], buckets: Buckets): Map<Metric, Sums> {
  const sums = new Map<Metric, Sums>();
  const size = buckets.labels.length;
  for (const row of rows) {
    const index = buckets.indexOf(row.day);
    if (index < 0 || index >= size) continue;
    let entry = sums.get(row.metric);
    if (!entry) {
      entry = { value: new Array<number>(size).fill(0), count: new Array<number>(size).fill(0) };
      sums.set(row.metric, entry);
    }
    entry.value[index] = (entry.value[index] ?? 0) + Number(row.value);
    entry.count[index] = (entry.count[index] ?? 0) + Number(row.count);
  }
  return sums;
}

const total = (numbers: number[]) => numbers.reduce((sum, value) => sum + value, 0);
const round1 = (value: number) => Math.round(value * 10) / 10;
const ratio = (part: number, whole: number, scale = 1): number | null =>
  whole > 0 ? round1((part * scale) / whole) : null;

/** The median of whole hours, from how many reports waited each number of hours. */
export function medianHours(entries: Array<{ hours: number; handled: number }>): number | null {
  const sorted = entries.filter((entry) => entry.handled > 0).sort((a, b) => a.hours - b.hours);
  const n = total(sorted.map((entry) => entry.handled));
  if (n === 0) return null;
  const at = (position: number) => {
    let seen = 0;
    for (const entry of sorted) {
      seen += entry.handled;
      if (seen >= position) return entry.hours;
    }
    return sorted[sorted.length - 1]?.hours ?? 0;
  };
  return n % 2 === 1 ? at((n + 1) / 2) : round1((at(n / 2) + at(n / 2 + 1)) / 2);
}

const shown = (value: number | null, unit = '') => (value === null ? 'none' : `${abbreviateNumber(value)}${unit}`);

/** One sentence for a screen reader: the first series' total (or average) and its highest point. */
function summarise(chart: Omit<AnalyticsChart, 'summary'>, averaged: boolean): string {
  const first = chart.series[0];
  if (!first) return '';
  const values = chart.points.map((point) => point.values[0] ?? null);
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0 || present.every((value) => value === 0)) return `No ${first.label.toLowerCase()} yet.`;
  let peak = 0;
  values.forEach((value, index) => {
    if ((value ?? -Infinity) > (values[peak] ?? -Infinity)) peak = index;
  });
  const head = averaged ? '' : `${abbreviateNumber(total(present))} ${first.label.toLowerCase()} in all; `;
  return `${head}highest: ${chart.points[peak]?.x} (${shown(values[peak] ?? null)}).`;
}

function chart(
  key: AnalyticsChartKey,
  title: string,
  kind: 'line' | 'bar',
  xLabel: string,
  series: Array<[string, string]>,
  points: Array<{ x: string; values: Array<number | null> }>,
  averaged = false,
): AnalyticsChart {
  const built = { key, title, kind, xLabel, series: series.map(([k, label]) => ({ key: k, label })), points };
  return { ...built, summary: summarise(built, averaged) };
}

const zeros = (size: number) => new Array<number>(size).fill(0);

function timeSeries(
  buckets: Buckets,
  columns: Array<(index: number) => number | null>,
): Array<{ x: string; values: Array<number | null> }> {
  return buckets.labels.map((x, index) => ({ x, values: columns.map((column) => column(index)) }));
}

const classLabel = (key: string) =>
  key === '' ? 'Staff and others' : (STUDENT_CLASS_INFO[key as StudentClass]?.label ?? key);

function byClassPoints(rows: SplitRow[]) {
  const keys = new Set(rows.filter((row) => Number(row.value) > 0 || Number(row.count) > 0).map((row) => row.key));
  const order = [...STUDENT_CLASSES.filter((code) => keys.has(code)), ...(keys.has('') ? [''] : [])];
  const of = (metric: Metric, key: string) => rows.find((row) => row.metric === metric && row.key === key);
  return order.map((key) => {
    const reads = Number(of(METRICS.reads, key)?.value ?? 0);
    const quiz = of(METRICS.quiz, key);
    const plays = Number(quiz?.count ?? 0);
    return { x: classLabel(key), reads, plays, average: ratio(Number(quiz?.value ?? 0), plays) };
  });
}

export interface Window {
  range: QuizDateRange;
  from: string;
  to: string;
}

/** The window's time buckets and each metric's sums in them (zeros where it was quiet). */
function bucketed(window: Window, rows: DailyRow[]) {
  const buckets = new Buckets(window.from, window.to, bucketOfRange(window.range));
  const size = buckets.labels.length;
  const sums = sumByBucket(rows, buckets);
  const of = (metric: Metric): Sums => sums.get(metric) ?? { value: zeros(size), count: zeros(size) };
  return { buckets, size, of };
}

/** The reading, quiz and MCQ headlines the school's view and one's own share, the quiz's worded for each. */
function learningHeadlines(
  sums: { reads: Sums; quiz: Sums; mcq: Sums },
  quizWords: { playsKey: string; plays: string; average: string },
): AnalyticsHeadline[] {
  const { reads, quiz, mcq } = sums;
  return [
    { key: 'reads', label: 'Articles read', value: total(reads.value), kind: 'COUNT' },
    { key: quizWords.playsKey, label: quizWords.plays, value: total(quiz.count), kind: 'COUNT' },
    { key: 'quizAverage', label: quizWords.average, value: ratio(total(quiz.value), total(quiz.count)), kind: 'SCORE' },
    { key: 'mcqAnswered', label: 'MCQ questions practised', value: total(mcq.count), kind: 'COUNT' },
    {
      key: 'mcqAccuracy',
      label: 'MCQ accuracy',
      value: ratio(total(mcq.value), total(mcq.count), 100),
      kind: 'PERCENT',
    },
  ];
}

export function presentSchool(window: Window, rows: SchoolRows): AnalyticsView {
  const { buckets, size, of } = bucketed(window, rows.daily);
  const reads = of(METRICS.reads);
  const quiz = of(METRICS.quiz);
  const mcq = of(METRICS.mcq);
  const posts = of(METRICS.posts);
  const comments = of(METRICS.comments);
  const reports = of(METRICS.reports);
  const added = of(METRICS.questionsAdded);
  const given = of(METRICS.assignmentsGiven);
  const submissions = of(METRICS.submissions);
  const marks = of(METRICS.marks);

  const waits: Array<Array<{ hours: number; handled: number }>> = Array.from({ length: size }, () => []);
  for (const row of rows.handling as HoursRow[]) {
    const index = buckets.indexOf(row.day);
    if (index >= 0 && index < size) waits[index]?.push({ hours: Number(row.hours), handled: Number(row.handled) });
  }
  const handledPer = waits.map((entries) => total(entries.map((entry) => entry.handled)));

  const classes = byClassPoints(rows.byClass);
  const categories = rows.byCategory
    .map((row) => ({ key: row.key, reads: Number(row.value) }))
    .filter((row) => row.reads > 0)
    .sort((a, b) => b.reads - a.reads || a.key.localeCompare(b.key))
    .slice(0, TOP_CATEGORIES);

  const headlines: AnalyticsHeadline[] = [
    ...learningHeadlines(
      { reads, quiz, mcq },
      { playsKey: 'quizPlays', plays: 'Daily quiz plays', average: 'Average quiz score' },
    ),
    { key: 'posts', label: 'Posts', value: total(posts.value), kind: 'COUNT' },
    { key: 'comments', label: 'Comments', value: total(comments.value), kind: 'COUNT' },
    { key: 'reports', label: 'Reports', value: total(reports.value), kind: 'COUNT' },
    { key: 'reportHours', label: 'Median hours to handle a report', value: medianHours(waits.flat()), kind: 'HOURS' },
    { key: 'questionsAdded', label: 'Questions added', value: total(added.value), kind: 'COUNT' },
    { key: 'assignmentsGiven', label: 'Assignments given', value: total(given.value), kind: 'COUNT' },
    { key: 'submissions', label: 'Submissions', value: total(submissions.value), kind: 'COUNT' },
    {
      key: 'assessmentAverage',
      label: 'Average assessment score',
      value: ratio(total(marks.value), total(marks.count), 100),
      kind: 'PERCENT',
    },
  ];
  const x = buckets.xLabel;
  const charts: AnalyticsChart[] = [
    chart(
      'reading',
      'Articles read',
      'line',
      x,
      [['reads', 'Articles read']],
      timeSeries(buckets, [(i) => reads.value[i] ?? 0]),
    ),
    chart(
      'reading-by-class',
      'Articles read by class',
      'bar',
      'Class',
      [['reads', 'Articles read']],
      classes.map((row) => ({ x: row.x, values: [row.reads] })),
    ),
    chart(
      'top-categories',
      'Top news categories',
      'bar',
      'Category',
      [['reads', 'Articles read']],
      categories.map((row) => ({ x: TOPIC_CATEGORY_LABELS[row.key as TopicCategory] ?? row.key, values: [row.reads] })),
    ),
    chart(
      'quiz',
      'Daily quiz',
      'line',
      x,
      [
        ['plays', 'Quiz plays'],
        ['average', 'Average score'],
      ],
      timeSeries(buckets, [(i) => quiz.count[i] ?? 0, (i) => ratio(quiz.value[i] ?? 0, quiz.count[i] ?? 0)]),
    ),
    chart(
      'quiz-by-class',
      'Daily quiz by class',
      'bar',
      'Class',
      [
        ['plays', 'Quiz plays'],
        ['average', 'Average score'],
      ],
      classes.map((row) => ({ x: row.x, values: [row.plays, row.average] })),
    ),
    chart(
      'mcq',
      'MCQ practice',
      'line',
      x,
      [
        ['answered', 'Questions practised'],
        ['right', 'Answered right'],
        ['accuracy', 'Accuracy %'],
      ],
      timeSeries(buckets, [
        (i) => mcq.count[i] ?? 0,
        (i) => mcq.value[i] ?? 0,
        (i) => ratio(mcq.value[i] ?? 0, mcq.count[i] ?? 0, 100),
      ]),
    ),
    chart(
      'community',
      'Community activity',
      'line',
      x,
      [
        ['posts', 'Posts'],
        ['comments', 'Comments'],
        ['reports', 'Reports'],
      ],
      timeSeries(buckets, [(i) => posts.value[i] ?? 0, (i) => comments.value[i] ?? 0, (i) => reports.value[i] ?? 0]),
    ),
    chart(
      'reports-handled',
      'Reports handled',
      'bar',
      x,
      [
        ['handled', 'Reports handled'],
        ['medianHours', 'Median hours to handle'],
      ],
      timeSeries(buckets, [(i) => handledPer[i] ?? 0, (i) => medianHours(waits[i] ?? [])]),
    ),
    chart(
      'question-bank',
      'Question bank growth',
      'bar',
      x,
      [['added', 'Questions added']],
      timeSeries(buckets, [(i) => added.value[i] ?? 0]),
    ),
    chart(
      'assessments',
      'Assessments',
      'bar',
      x,
      [
        ['given', 'Assignments given'],
        ['submitted', 'Submissions'],
        ['average', 'Average score %'],
      ],
      timeSeries(buckets, [
        (i) => given.value[i] ?? 0,
        (i) => submissions.value[i] ?? 0,
        (i) => ratio(marks.value[i] ?? 0, marks.count[i] ?? 0, 100),
      ]),
    ),
  ];
  const empty = rows.daily.length === 0 && rows.byCategory.length === 0 && rows.handling.length === 0;
  return { scope: 'SCHOOL', ...window, bucket: buckets.bucket, empty, headlines, charts };
}

export function presentOwn(window: Window, rows: DailyRow[]): AnalyticsView {
  const { buckets, of } = bucketed(window, rows);
  const reads = of(METRICS.reads);
  const quiz = of(METRICS.quiz);
  const mcq = of(METRICS.mcq);
  const x = buckets.xLabel;
  const headlines = learningHeadlines(
    { reads, quiz, mcq },
    { playsKey: 'quizDays', plays: 'Days you played the quiz', average: 'Your average quiz score' },
  );
  const charts: AnalyticsChart[] = [
    chart(
      'reading',
      'Articles you read',
      'line',
      x,
      [['reads', 'Articles read']],
      timeSeries(buckets, [(i) => reads.value[i] ?? 0]),
    ),
    chart(
      'quiz',
      'Your daily quiz',
      'line',
      x,
      [
        ['days', 'Days played'],
        ['average', 'Average score'],
      ],
      timeSeries(buckets, [(i) => quiz.count[i] ?? 0, (i) => ratio(quiz.value[i] ?? 0, quiz.count[i] ?? 0)]),
    ),
    chart(
      'mcq',
      'Your MCQ practice',
      'line',
      x,
      [
        ['answered', 'Questions practised'],
        ['right', 'Answered right'],
      ],
      timeSeries(buckets, [(i) => mcq.count[i] ?? 0, (i) => mcq.value[i] ?? 0]),
    ),
  ];
  return { scope: 'ME', ...window, bucket: buckets.bucket, empty: rows.length === 0, headlines, charts };
}

/**
 * A chart as CSV (RFC 4180 through papaparse, UTF-8 with a byte-order mark for spreadsheet programs): the x column
 * and one column per series, as the page's table shows it. Text cells are defused (a leading =, +, -, @ is quoted
 * with ') even though today's labels are all ours; numbers are written as numbers, an empty cell for "nothing".
 */
export function chartCsv(chart: AnalyticsChart): string {
  const header = [chart.xLabel, ...chart.series.map((series) => series.label)].map(defuseFormula);
  const rows = chart.points.map((point) => [
    defuseFormula(point.x),
    ...point.values.map((value) => (value === null ? '' : String(value))),
  ]);
  return `\uFEFF${Papa.unparse([header, ...rows])}\r\n`;
}
