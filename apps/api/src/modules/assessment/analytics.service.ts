/**
 * Analytics of one assignment (issue 18 §4): completion (targeted, started, submitted, scored), the score's average,
 * median and distribution in ten buckets of the percentage, time taken, and per question its difficulty (share
 * correct; written: mean share of the marks), its discrimination (upper–lower 27%: the share correct among the
 * best 27% of scored attempts minus among the lowest 27%) and how often each option was chosen; per class and
 * section. Staff read everything and the CSV; a student whose result is out reads totals and per-class figures
 * only, and no figure of a group with fewer than SUMMARY_MIN_GROUP scored attempts (no single child's mark).
 *
 * Rejected attempts (face check) are counted as submitted and rejected, never in a mark, a time or an option count.
 */
import {
  type AnalyticsQuery,
  type AssignmentAnalytics,
  ATTEMPT_PROGRESS_LABELS,
  DISCRIMINATION_METHOD,
  formatDateTime,
  IDENTITY_CHECK_LABELS,
  ASSESSMENT_GRADING_MESSAGES as MESSAGES,
  resultReleased,
  SCORE_BUCKETS,
  SECTION_TYPES,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
  SUMMARY_MIN_GROUP,
} from '@noticeboard/shared';
import Papa from 'papaparse';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import { answersOfAssignment, attemptOfStudent } from './analytics.repository';
import { isAssessmentStaffOf, mayManageAssignment } from './assessment.policy';
import {
  isBlank,
  mcqMarks,
  presentAssignment,
  presentAttemptRow,
  progressOf,
  runOut,
  timeTakenOf,
} from './grading.presenter';
import {
  type AnswerRow,
  type AssignmentRow,
  findAssignmentByCode,
  type PersonAttemptRow,
  peopleOf,
  type QuestionRow,
  questionsOf,
} from './grading.repository';

type Scope = AssignmentAnalytics['scope'];

export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Staff get everything; a student of the school whose own result is out gets the summary; anyone else 404. */
  async analytics(actor: Actor, code: string, query: AnalyticsQuery): Promise<AssignmentAnalytics> {
    if (!actor.instituteId) throw notFound(MESSAGES.notFound);
    const assignment = await findAssignmentByCode(this.db, actor.instituteId, code);
    if (!assignment) throw notFound(MESSAGES.notFound);
    const now = this.clock.now();
    const staff = isAssessmentStaffOf(actor, assignment.instituteId);
    if (!staff) await this.mustHaveResult(actor, assignment, now);
    const questions = await questionsOf(this.db, assignment.id);
    const people = await peopleOf(this.db, assignment, query);
    const answers = staff ? await answersOfAssignment(this.db, assignment.id) : [];
    return computeAnalytics({
      scope: staff ? 'STAFF' : 'SUMMARY',
      assignment: presentAssignment(assignment, questions, now, staff && mayManageAssignment(actor, assignment)),
      filter: { studentClass: query.studentClass ?? null, section: query.section ?? null },
      questions,
      people,
      answers,
      now,
    });
  }

  private async mustHaveResult(actor: Actor, assignment: AssignmentRow, now: Date): Promise<void> {
    const attempt = actor.role === 'CANDIDATE' ? await attemptOfStudent(this.db, assignment.id, actor.id) : null;
    if (!attempt) throw notFound(MESSAGES.notFound);
    if (!resultReleased(assignment.resultRelease, attempt, assignment, now)) throw notFound(MESSAGES.notStaffSummary);
  }

  /** Staff: every person with their attempt and each question's marks, as a CSV (spreadsheet formulas defused). */
  async exportCsv(actor: Actor, code: string, query: AnalyticsQuery): Promise<{ filename: string; csv: string }> {
    if (!actor.instituteId || !isAssessmentStaffOf(actor, actor.instituteId)) throw notFound(MESSAGES.notFound);
    const assignment = await findAssignmentByCode(this.db, actor.instituteId, code);
    if (!assignment) throw notFound(MESSAGES.notFound);
    const now = this.clock.now();
    const questions = await questionsOf(this.db, assignment.id);
    const people = await peopleOf(this.db, assignment, query);
    const answers = answersByAttempt(await answersOfAssignment(this.db, assignment.id));
    const header = [
      'Student',
      'Class',
      'Section',
      'Status',
      'Started',
      'Submitted',
      'Submitted by',
      'Time taken (minutes)',
      'Score',
      'Out of',
      'Percent',
      'Identity check',
      ...questions.map((question, index) => `Q${index + 1} (${question.marks})`),
    ];
    const rows = people.map((person) => {
      const row = presentAttemptRow(person, now);
      const mine = person.attempt_id ? answers.get(person.attempt_id) : undefined;
      const marks = questions.map((question) => {
        if (!person.attempt_id || row.progress === 'NOT_STARTED' || row.progress === 'IN_PROGRESS') return '';
        if (person.identity_check === 'REJECTED') return '';
        const fraction = questionFraction(question, mine?.get(question.id));
        return fraction === null ? '' : String(Math.round(fraction * question.marks));
      });
      return [
        person.name,
        person.student_class ? STUDENT_CLASS_INFO[person.student_class].label : '',
        person.section && person.section !== 'NA' ? person.section : '',
        person.identity_check === 'REJECTED' ? 'Rejected' : ATTEMPT_PROGRESS_LABELS[row.progress],
        row.startedAt ? formatDateTime(row.startedAt) : '',
        row.submittedAt ? formatDateTime(row.submittedAt) : '',
        row.submittedBy === 'TIMER' ? 'Timer' : row.submittedBy === 'STUDENT' ? 'Student' : '',
        row.timeTakenSeconds === null ? '' : String(round(row.timeTakenSeconds / 60, 1)),
        row.score === null ? '' : String(row.score),
        String(row.maxScore),
        row.score === null || row.maxScore === 0 ? '' : String(round((row.score / row.maxScore) * 100, 1)),
        person.identity_check ? IDENTITY_CHECK_LABELS[person.identity_check] : '',
        ...marks,
      ];
    });
    const csv = `\uFEFF${Papa.unparse([header, ...rows.map((row) => row.map(defuseFormula))])}\r\n`;
    return { filename: `${assignment.code}-attempts.csv`, csv };
  }
}

/** Spreadsheet programs run cells starting with these as formulas; a leading quote keeps them text. */
export const defuseFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const maybe = (value: number | null, digits = 2) => (value === null ? null : round(value, digits));

function answersByAttempt(answers: AnswerRow[]): Map<string, Map<string, AnswerRow>> {
  const byAttempt = new Map<string, Map<string, AnswerRow>>();
  for (const answer of answers) {
    const mine = byAttempt.get(answer.attemptId) ?? new Map<string, AnswerRow>();
    mine.set(answer.questionId, answer);
    byAttempt.set(answer.attemptId, mine);
  }
  return byAttempt;
}

/** The share of a question's marks an answer earned (0…1); null while a written answer waits for marks. */
export function questionFraction(question: QuestionRow, answer: AnswerRow | undefined): number | null {
  if (question.kind === 'MCQ') return mcqMarks(question, answer).marks / question.marks;
  if (isBlank(answer)) return (answer?.marksAwarded ?? 0) / question.marks;
  return answer?.marksAwarded == null ? null : answer.marksAwarded / question.marks;
}

/** Upper–lower 27%: mean share among the best k scored attempts minus among the lowest k, k = round(27% of n) ≥ 1. */
export function discrimination(ranked: Array<number | null>): number | null {
  if (ranked.length < 2) return null;
  const k = Math.max(1, Math.round(ranked.length * 0.27));
  const upper = mean(ranked.slice(0, k).map((value) => value ?? 0));
  const lower = mean(ranked.slice(-k).map((value) => value ?? 0));
  return upper === null || lower === null ? null : upper - lower;
}

const classOrder = (value: string | null) => (value ? STUDENT_CLASSES.indexOf(value as never) : 99);
const sectionOrder = (value: string | null) => (value ? SECTION_TYPES.indexOf(value as never) : 99);

export interface AnalyticsInput {
  scope: Scope;
  assignment: AssignmentAnalytics['assignment'];
  filter: AssignmentAnalytics['filter'];
  questions: QuestionRow[];
  people: PersonAttemptRow[];
  /** Staff only (the summary has no questions). */
  answers: AnswerRow[];
  now: Date;
}

/** The figures, pure (tested on a small known set). */
export function computeAnalytics(input: AnalyticsInput): AssignmentAnalytics {
  const { scope, questions, people, now } = input;
  const summary = scope === 'SUMMARY';
  const progress = new Map(people.map((person) => [person, progressOf(person, now)]));
  const started = people.filter((person) => person.attempt_id);
  const submitted = people.filter((person) => ['SUBMITTED', 'GRADED'].includes(progress.get(person) as string));
  const counted = submitted.filter((person) => person.identity_check !== 'REJECTED');
  const scored = counted.filter((person) => progress.get(person) === 'GRADED');
  const maxScore = input.assignment.totalMarks;
  const percentOf = (person: PersonAttemptRow) => (person.max_marks > 0 ? (person.marks / person.max_marks) * 100 : 0);
  const hidden = (group: PersonAttemptRow[]) => summary && group.length < SUMMARY_MIN_GROUP;
  const overallHidden = hidden(scored);
  const marks = overallHidden ? [] : scored.map((person) => person.marks);
  const percents = overallHidden ? [] : scored.map(percentOf);
  const distribution = Array.from({ length: SCORE_BUCKETS }, (_, index) => ({
    from: index * (100 / SCORE_BUCKETS),
    to: (index + 1) * (100 / SCORE_BUCKETS),
    count: 0,
  }));
  for (const percent of percents) {
    const bucket = distribution[Math.min(SCORE_BUCKETS - 1, Math.floor(percent / (100 / SCORE_BUCKETS)))];
    if (bucket) bucket.count += 1;
  }
  const times = overallHidden
    ? []
    : counted.map((person) => timeTakenOf(person, now)).filter((value): value is number => value !== null);

  const answers = answersByAttempt(input.answers);
  const ranked = [...scored].sort(
    (a, b) => b.marks - a.marks || (a.attempt_id as string).localeCompare(b.attempt_id as string),
  );
  const questionFigures = summary
    ? []
    : questions.map((question) => {
        const given = counted.map((person) => answers.get(person.attempt_id as string)?.get(question.id));
        const answered = given.filter((answer) => !isBlank(answer)).length;
        const fractions = counted
          .map((person) => questionFraction(question, answers.get(person.attempt_id as string)?.get(question.id)))
          .filter((value): value is number => value !== null);
        const rankedFractions = ranked.map((person) =>
          questionFraction(question, answers.get(person.attempt_id as string)?.get(question.id)),
        );
        return {
          questionId: question.id,
          position: question.position,
          kind: question.kind,
          prompt: question.prompt,
          marks: question.marks,
          answered,
          skipped: counted.length - answered,
          difficulty: maybe(mean(fractions), 3),
          discrimination: maybe(discrimination(rankedFractions), 3),
          options: (question.kind === 'MCQ' ? (question.options ?? []) : []).map((text, index) => ({
            index,
            text,
            count: given.filter((answer) => answer?.selectedIndex === index).length,
            correct: index === question.answerIndex,
          })),
        };
      });

  const groups = new Map<string, PersonAttemptRow[]>();
  for (const person of people) {
    const key = `${person.student_class ?? ''}|${person.section ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), person]);
  }
  const classes = [...groups.values()]
    .map((group) => {
      const first = group[0] as PersonAttemptRow;
      const groupScored = group.filter((person) => scored.includes(person));
      const groupPercents = hidden(groupScored) ? [] : groupScored.map(percentOf);
      return {
        studentClass: first.student_class,
        section: first.section,
        targeted: group.length,
        started: group.filter((person) => person.attempt_id).length,
        submitted: group.filter((person) => submitted.includes(person)).length,
        scored: groupScored.length,
        averagePercent: maybe(mean(groupPercents), 1),
        medianPercent: maybe(median(groupPercents), 1),
      };
    })
    .sort(
      (a, b) =>
        classOrder(a.studentClass) - classOrder(b.studentClass) || sectionOrder(a.section) - sectionOrder(b.section),
    );

  return {
    scope,
    assignment: input.assignment,
    filter: input.filter,
    completion: {
      targeted: people.length,
      started: started.length,
      submitted: submitted.length,
      scored: scored.length,
      rejected: submitted.length - counted.length,
    },
    score: {
      average: maybe(mean(marks)),
      median: maybe(median(marks)),
      averagePercent: maybe(mean(percents), 1),
      medianPercent: maybe(median(percents), 1),
      highest: marks.length ? Math.max(...marks) : null,
      lowest: marks.length ? Math.min(...marks) : null,
      maxScore,
    },
    distribution,
    time: {
      averageSeconds: maybe(mean(times), 0),
      medianSeconds: maybe(median(times), 0),
      fastestSeconds: times.length ? Math.min(...times) : null,
      slowestSeconds: times.length ? Math.max(...times) : null,
      byTimer: overallHidden
        ? 0
        : counted.filter((person) => person.submitted_by === 'TIMER' || runOut(person, now)).length,
    },
    discriminationMethod: DISCRIMINATION_METHOD,
    questions: questionFigures,
    classes,
  };
}
