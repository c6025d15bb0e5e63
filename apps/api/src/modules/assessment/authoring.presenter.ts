/** Rows of authoring → the staff wire shapes (answers included: nothing here is for students). */
import {
  type AssignmentStatus,
  type AssignmentSummary,
  assignmentStatusOf,
  type BankPickerQuestion,
  type StaffAssignment,
  type StaffQuestion,
} from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';
import { mayManageAssignment } from './assessment.policy';
import type { AssignmentQuestionRow, AssignmentRow, AttemptCounts, TargetRow } from './authoring.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const NO_ATTEMPTS: AttemptCounts = { started: 0, submitted: 0, graded: 0 };

export interface SummaryInput {
  assignment: AssignmentRow;
  authorName: string | null;
  status: AssignmentStatus;
  questionCount: number;
  targets: TargetRow[];
  attempts: AttemptCounts | undefined;
}

export function presentSummary(actor: Actor, input: SummaryInput): AssignmentSummary {
  const { assignment } = input;
  return {
    id: assignment.id,
    code: assignment.code,
    customUrl: assignment.customUrl,
    type: assignment.type,
    title: assignment.title,
    status: input.status,
    opensAt: iso(assignment.opensAt),
    closesAt: iso(assignment.closesAt),
    timeLimitMinutes: assignment.timeLimitMinutes,
    targets: input.targets.map((target) => ({ studentClass: target.studentClass, section: target.section })),
    questionCount: input.questionCount,
    totalMarks: assignment.totalMarks,
    attempts: input.attempts ?? NO_ATTEMPTS,
    scheduleFrequency: assignment.scheduleFrequency,
    occurrence: assignment.occurrence,
    author: assignment.createdBy && input.authorName ? { id: assignment.createdBy, name: input.authorName } : null,
    canManage: mayManageAssignment(actor, assignment) && assignment.state !== 'CANCELLED',
    updatedAt: assignment.updatedAt.toISOString(),
  };
}

export function presentQuestion(row: AssignmentQuestionRow): StaffQuestion {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    bankQuestionId: row.bankQuestionId,
    prompt: row.prompt,
    options: row.options,
    answerIndex: row.answerIndex,
    explanation: row.explanation,
    marks: row.marks,
    allowFile: row.allowFile,
    rubric: row.rubric,
  };
}

export interface DetailInput {
  assignment: AssignmentRow;
  authorName: string | null;
  subjectName: string | null;
  chapterTitle: string | null;
  targets: TargetRow[];
  questions: AssignmentQuestionRow[];
  attempts: AttemptCounts | undefined;
}

export function presentAssignment(actor: Actor, input: DetailInput, now: Date): StaffAssignment {
  const { assignment } = input;
  const attempts = input.attempts ?? NO_ATTEMPTS;
  return {
    ...presentSummary(actor, {
      assignment,
      authorName: input.authorName,
      status: assignmentStatusOf(assignment, now),
      questionCount: input.questions.length,
      targets: input.targets,
      attempts,
    }),
    state: assignment.state,
    instructions: assignment.instructions,
    studentClass: assignment.studentClass,
    subject: assignment.subjectId && input.subjectName ? { id: assignment.subjectId, name: input.subjectName } : null,
    chapter:
      assignment.chapterId && input.chapterTitle ? { id: assignment.chapterId, title: input.chapterTitle } : null,
    shuffleQuestions: assignment.shuffleQuestions,
    shuffleOptions: assignment.shuffleOptions,
    resultRelease: assignment.resultRelease,
    faceCheckRequired: assignment.faceCheckRequired,
    faceRecheckMinutes: assignment.faceRecheckMinutes,
    scheduleEveryDays: assignment.scheduleEveryDays,
    scheduleUntil: iso(assignment.scheduleUntil),
    seriesId: assignment.seriesId,
    copiedFromId: assignment.copiedFromId,
    emailParents: assignment.emailParents,
    gradesReleasedAt: iso(assignment.gradesReleasedAt),
    publishedAt: iso(assignment.publishedAt),
    createdAt: assignment.createdAt.toISOString(),
    revision: assignment.revision,
    questions: input.questions.map(presentQuestion),
    questionsLocked: attempts.started > 0,
  };
}

export function presentBankQuestion(row: BankPickerQuestion): BankPickerQuestion {
  return { ...row, added: Boolean(row.added) };
}
