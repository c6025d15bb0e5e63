/** Rows of grading → the wire shapes of assessment-grading.ts, and the one reading of where an attempt stands. */
import {
  type AppearedRow,
  type AppearedStudentRow,
  type AttemptProgress,
  type AttemptRow,
  assignmentStatusOf,
  attemptClockStarted,
  type GradedAnswer,
  type GradingAssignment,
  type GradingQuestion,
  resultReleased,
} from '@noticeboard/shared';
import type { AnswerRow, AppearedDbRow, AssignmentRow, PersonAttemptRow, QuestionRow } from './grading.repository';

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const iso = (value: Date | string | null): string | null => dateOf(value)?.toISOString() ?? null;

/** Nothing was given for a question: no row, no choice, no text and no file. */
export const isBlank = (answer: AnswerRow | undefined): boolean =>
  !answer || (answer.selectedIndex === null && !answer.textAnswer?.trim() && !answer.fileKey);

/**
 * Where a student is with an assignment: not started; in progress (the clock has not run out, or it waits for its
 * face check); submitted (by them, or by the timer once the deadline passed: the answers saved by then count);
 * graded once every written answer has marks (MCQ and blank answers are marked by themselves). A rejected
 * attempt stays "submitted": it is not graded.
 */
export function progressOf(row: PersonAttemptRow, now: Date): AttemptProgress {
  if (!row.attempt_id || !row.status || !row.started_at || !row.deadline_at) return 'NOT_STARTED';
  if (row.status === 'IN_PROGRESS') return runOut(row, now) ? 'SUBMITTED' : 'IN_PROGRESS';
  if (row.identity_check === 'REJECTED' || row.to_grade > 0) return 'SUBMITTED';
  return 'GRADED';
}

/** An attempt still marked in progress whose deadline has passed (the attempt's sweep has not closed it yet). */
export function runOut(row: PersonAttemptRow, now: Date): boolean {
  if (row.status !== 'IN_PROGRESS' || !row.started_at || !row.deadline_at) return false;
  const startedAt = new Date(row.started_at);
  const deadlineAt = new Date(row.deadline_at);
  return attemptClockStarted({ startedAt, deadlineAt }) && deadlineAt <= now;
}

/** Seconds from start to submission (the stored figure when the attempt's scoring wrote one). */
export function timeTakenOf(row: PersonAttemptRow, now: Date): number | null {
  if (row.time_taken_seconds !== null) return row.time_taken_seconds;
  const startedAt = dateOf(row.started_at);
  const end = dateOf(row.submitted_at) ?? (runOut(row, now) ? dateOf(row.deadline_at) : null);
  return startedAt && end ? Math.max(0, Math.round((end.getTime() - startedAt.getTime()) / 1000)) : null;
}

/** The marks, once everything is marked; never for a rejected attempt. */
export function scoreOf(row: PersonAttemptRow, now: Date): number | null {
  return progressOf(row, now) === 'GRADED' ? row.marks : null;
}

export function presentAttemptRow(row: PersonAttemptRow, now: Date): AttemptRow {
  const progress = progressOf(row, now);
  const timedOut = runOut(row, now);
  return {
    candidateId: row.candidate_id,
    name: row.name,
    studentClass: row.student_class,
    section: row.section,
    attemptId: row.attempt_id,
    progress,
    startedAt: iso(row.started_at),
    submittedAt: timedOut ? iso(row.deadline_at) : iso(row.submitted_at),
    submittedBy: timedOut ? 'TIMER' : row.submitted_by,
    timeTakenSeconds: progress === 'NOT_STARTED' || progress === 'IN_PROGRESS' ? null : timeTakenOf(row, now),
    score: scoreOf(row, now),
    maxScore: row.max_marks,
    identityCheck: row.identity_check,
    toGrade: row.identity_check === 'REJECTED' ? 0 : row.to_grade,
  };
}

export function presentAssignment(
  assignment: AssignmentRow,
  questions: QuestionRow[],
  now: Date,
  mayRelease: boolean,
): GradingAssignment {
  return {
    id: assignment.id,
    code: assignment.code,
    customUrl: assignment.customUrl,
    title: assignment.title,
    type: assignment.type,
    status: assignmentStatusOf(assignment, now),
    totalMarks: questions.reduce((sum, question) => sum + question.marks, 0),
    questionCount: questions.length,
    closesAt: iso(assignment.closesAt),
    gradesReleasedAt: iso(assignment.gradesReleasedAt),
    emailParents: assignment.emailParents,
    mayRelease,
  };
}

export function presentQuestion(question: QuestionRow): GradingQuestion {
  return {
    id: question.id,
    position: question.position,
    kind: question.kind,
    prompt: question.prompt,
    options: question.options,
    answerIndex: question.answerIndex,
    explanation: question.explanation,
    marks: question.marks,
    allowFile: question.allowFile,
    rubric: question.rubric,
  };
}

/** An MCQ's marks: the stored ones, or the key's reading (the attempt's scoring may not have written them yet). */
export function mcqMarks(question: QuestionRow, answer: AnswerRow | undefined): { correct: boolean; marks: number } {
  const correct = answer?.selectedIndex != null && answer.selectedIndex === question.answerIndex;
  return { correct, marks: answer?.marksAwarded ?? (correct ? question.marks : 0) };
}

export function presentAnswer(question: QuestionRow, answer: AnswerRow | undefined): GradedAnswer {
  const blank = isBlank(answer);
  const base = {
    questionId: question.id,
    selectedIndex: answer?.selectedIndex ?? null,
    textAnswer: answer?.textAnswer ?? null,
    fileName: answer?.fileName ?? null,
    blank,
    feedback: answer?.feedback ?? null,
    rubricMarks: answer?.rubricMarks ?? null,
    gradedAt: answer?.gradedAt?.toISOString() ?? null,
  };
  if (question.kind === 'MCQ') {
    const { correct, marks } = mcqMarks(question, answer);
    return { ...base, correct: blank ? null : correct, marksAwarded: marks };
  }
  return { ...base, correct: null, marksAwarded: answer?.marksAwarded ?? (blank ? 0 : null) };
}

export function presentAppeared(row: AppearedDbRow, now: Date): AppearedRow {
  const attempt = presentAttemptRow(row, now);
  return {
    attemptId: row.attempt_id,
    candidateId: row.candidate_id,
    name: row.name,
    studentClass: row.student_class,
    section: row.section,
    assignmentId: row.assignment_id,
    assignmentCode: row.assignment_code,
    assignmentTitle: row.assignment_title,
    startedAt: attempt.startedAt ?? now.toISOString(),
    submittedAt: attempt.submittedAt,
    progress: attempt.progress,
    score: attempt.score,
    maxScore: attempt.maxScore,
    identityCheck: row.identity_check ?? 'NOT_REQUIRED',
  };
}

/** A student's own row shows the marks only when the teacher's rule releases them; the school sees them always. */
export function presentStudentAttempt(row: AppearedDbRow, now: Date, asStaff: boolean): AppearedStudentRow {
  const attempt = presentAttemptRow(row, now);
  const finished = attempt.progress === 'SUBMITTED' || attempt.progress === 'GRADED';
  const released =
    finished &&
    resultReleased(
      row.result_release,
      { status: 'SUBMITTED', identityCheck: row.identity_check ?? 'NOT_REQUIRED' },
      { closesAt: dateOf(row.closes_at), gradesReleasedAt: dateOf(row.grades_released_at) },
      now,
    );
  const shown = asStaff || released;
  return {
    attemptId: row.attempt_id,
    assignmentId: row.assignment_id,
    assignmentCode: row.assignment_code,
    customUrl: row.custom_url,
    title: row.assignment_title,
    startedAt: attempt.startedAt ?? now.toISOString(),
    submittedAt: attempt.submittedAt,
    closesAt: iso(row.closes_at),
    progress: attempt.progress,
    released,
    score: shown ? attempt.score : null,
    maxScore: attempt.maxScore,
    feedback: shown ? row.feedback : null,
    identityCheck: row.identity_check ?? 'NOT_REQUIRED',
  };
}
