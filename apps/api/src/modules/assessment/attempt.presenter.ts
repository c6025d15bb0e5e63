/**
 * Rows → the student's wire shapes. Questions are built field by field in the student's order with their options in
 * the student's order: the answer key, the explanation and the rubric are never among a running attempt's fields;
 * the review (answer, key, explanation) is built only when the caller has found the result released.
 */
import {
  type AttemptAssignment,
  type AttemptQuestion,
  type AttemptState,
  attemptClockStarted,
  type ReviewedQuestion,
  type SavedAnswer,
  type StudentAssignmentStatus,
} from '@noticeboard/shared';
import type { AnswerRow, AssignmentRow, AttemptRow, QuestionRow } from './attempt.repository';
import { displayedIdOf } from './attempt-scoring';

export function assignmentOf(
  assignment: AssignmentRow,
  extra: { subjectName: string | null; questionCount: number; extraMinutes: number; status: StudentAssignmentStatus },
): AttemptAssignment {
  return {
    id: assignment.id,
    code: assignment.code,
    customUrl: assignment.customUrl,
    type: assignment.type,
    title: assignment.title,
    instructions: assignment.instructions,
    subjectName: extra.subjectName,
    opensAt: (assignment.opensAt ?? assignment.createdAt).toISOString(),
    closesAt: (assignment.closesAt ?? assignment.createdAt).toISOString(),
    timeLimitMinutes: assignment.timeLimitMinutes,
    extraMinutes: extra.extraMinutes,
    questionCount: extra.questionCount,
    totalMarks: assignment.totalMarks,
    resultRelease: assignment.resultRelease,
    faceCheckRequired: assignment.faceCheckRequired,
    faceRecheckMinutes: assignment.faceRecheckMinutes,
    status: extra.status,
  };
}

export function attemptStateOf(attempt: AttemptRow): AttemptState {
  const started = attemptClockStarted(attempt);
  return {
    id: attempt.id,
    status: attempt.status,
    identityCheck: attempt.identityCheck,
    clockStarted: started,
    startedAt: started ? attempt.startedAt.toISOString() : null,
    deadlineAt: started ? attempt.deadlineAt.toISOString() : null,
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    submittedBy: attempt.submittedBy,
    answersVersion: attempt.answersVersion,
  };
}

/** The questions in the attempt's order (any question added later comes last, in the author's order). */
export function inAttemptOrder(attempt: AttemptRow, rows: readonly QuestionRow[]): QuestionRow[] {
  const at = new Map(attempt.questionOrder.map((id, index) => [id, index]));
  return [...rows].sort(
    (a, b) =>
      (at.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (at.get(b.id) ?? Number.MAX_SAFE_INTEGER) || a.position - b.position,
  );
}

function optionsOf(attempt: AttemptRow, row: QuestionRow): AttemptQuestion['options'] {
  if (row.kind !== 'MCQ' || !row.options) return null;
  const order = attempt.optionOrders[row.id];
  const options = row.options;
  const stored = order ?? options.map((_, index) => index);
  return stored.map((index, position) => ({ id: position, text: options[index] ?? '' }));
}

/** What a student sees while their attempt runs. */
export function playQuestionsOf(attempt: AttemptRow, rows: readonly QuestionRow[]): AttemptQuestion[] {
  return inAttemptOrder(attempt, rows).map((row, index) => ({
    id: row.id,
    position: index + 1,
    kind: row.kind,
    prompt: row.prompt,
    options: optionsOf(attempt, row),
    marks: row.marks,
    allowFile: row.allowFile,
  }));
}

export function savedAnswerOf(attempt: Pick<AttemptRow, 'optionOrders'>, answer: AnswerRow): SavedAnswer {
  return {
    questionId: answer.questionId,
    selectedOptionId: displayedIdOf(attempt.optionOrders[answer.questionId], answer.selectedIndex),
    text: answer.textAnswer,
    fileName: answer.fileName,
    clientSeq: answer.clientSeq,
    savedAt: answer.savedAt.toISOString(),
  };
}

/** The review: only for a caller that found the result released. */
export function reviewQuestionsOf(
  attempt: AttemptRow,
  rows: readonly QuestionRow[],
  answers: readonly AnswerRow[],
): ReviewedQuestion[] {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return playQuestionsOf(attempt, rows).map((question) => {
    const row = rows.find((candidate) => candidate.id === question.id) as QuestionRow;
    const answer = byQuestion.get(question.id);
    const order = attempt.optionOrders[question.id];
    return {
      ...question,
      selectedOptionId: answer ? displayedIdOf(order, answer.selectedIndex) : null,
      correctOptionId: row.kind === 'MCQ' ? displayedIdOf(order, row.answerIndex) : null,
      correct: answer?.correct ?? null,
      marksAwarded: answer?.marksAwarded ?? (row.kind === 'MCQ' && attempt.status !== 'IN_PROGRESS' ? 0 : null),
      text: answer?.textAnswer ?? null,
      fileName: answer?.fileName ?? null,
      explanation: row.explanation,
      feedback: answer?.feedback ?? null,
    };
  });
}
