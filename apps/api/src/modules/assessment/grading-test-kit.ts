/**
 * Test helpers for grading and analytics: assignments, attempts and answers written straight into the tables
 * (authoring and the attempt have their own routes and tests), students with a class, and calls as staff.
 */
import type { IdentityCheck, SectionType, StudentClass } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assignmentAttempts,
  assignmentQuestions,
  assignments,
  assignmentTargets,
  attemptAnswers,
  users,
} from '../../db/schema';
import type { RubricCriterion } from '../../db/schema/assessment';
import { buildMember } from '../../test/factories';
import { answerParentConsent } from '../consent/consent-test-kit';

export { call } from '../quiz/quiz-test-kit';

const HOUR = 3_600_000;
let counter = 0;

export interface KitQuestion {
  kind: 'MCQ' | 'WRITTEN';
  marks: number;
  prompt?: string;
  options?: string[];
  answerIndex?: number;
  rubric?: RubricCriterion[];
}

export interface KitAssignment {
  instituteId: string;
  createdBy: string;
  type?: 'ASSESSMENT' | 'QNA';
  title?: string;
  state?: 'DRAFT' | 'PUBLISHED';
  opensAt?: Date;
  closesAt?: Date;
  resultRelease?: 'IMMEDIATELY' | 'AFTER_CLOSE' | 'AFTER_GRADING';
  emailParents?: boolean;
  targets?: Array<{ studentClass: StudentClass; section?: SectionType | null }>;
  questions: KitQuestion[];
}

export interface KitAssignmentRow {
  id: string;
  code: string;
  customUrl: string;
  questionIds: string[];
}

/** A published assignment (closed an hour ago unless told otherwise) for class 8, every section. */
export async function buildAssignment(db: Db, input: KitAssignment): Promise<KitAssignmentRow> {
  counter += 1;
  const code = `G${String(counter).padStart(3, '0')}${Math.random().toString(36).slice(2, 6)}`
    .toUpperCase()
    .padEnd(8, 'X')
    .slice(0, 8);
  const now = Date.now();
  const totalMarks = input.questions.reduce((sum, question) => sum + question.marks, 0);
  const [assignment] = await db
    .insert(assignments)
    .values({
      instituteId: input.instituteId,
      code,
      customUrl: `graded-${code.toLowerCase()}`,
      type: input.type ?? 'QNA',
      title: input.title ?? `Assignment ${counter}`,
      state: input.state ?? 'PUBLISHED',
      opensAt: input.opensAt ?? new Date(now - 48 * HOUR),
      closesAt: input.closesAt ?? new Date(now - HOUR),
      resultRelease: input.resultRelease ?? 'AFTER_GRADING',
      emailParents: input.emailParents ?? false,
      totalMarks,
      createdBy: input.createdBy,
      publishedAt: new Date(now - 48 * HOUR),
    })
    .returning();
  if (!assignment) throw new Error('assignment not written');
  await db.insert(assignmentTargets).values(
    (input.targets ?? [{ studentClass: 'EIGHT' }]).map((target) => ({
      assignmentId: assignment.id,
      studentClass: target.studentClass,
      section: target.section ?? null,
    })),
  );
  const questionIds: string[] = [];
  for (const [position, question] of input.questions.entries()) {
    const [row] = await db
      .insert(assignmentQuestions)
      .values({
        assignmentId: assignment.id,
        position,
        kind: question.kind,
        prompt: question.prompt ?? `Question ${position + 1}`,
        options: question.kind === 'MCQ' ? (question.options ?? ['one', 'two', 'three', 'four']) : null,
        answerIndex: question.kind === 'MCQ' ? (question.answerIndex ?? 0) : null,
        marks: question.marks,
        rubric: question.rubric ?? [],
      })
      .returning({ id: assignmentQuestions.id });
    questionIds.push(row?.id as string);
  }
  return { id: assignment.id, code, customUrl: assignment.customUrl, questionIds };
}

export interface KitAnswer {
  questionId: string;
  selectedIndex?: number | null;
  textAnswer?: string | null;
  /** Stored as the attempt's scoring would (MCQ marks at submission). */
  marksAwarded?: number | null;
}

export interface KitAttempt {
  assignmentId: string;
  instituteId: string;
  candidateId: string;
  studentClass?: StudentClass;
  section?: SectionType;
  status?: 'IN_PROGRESS' | 'SUBMITTED' | 'GRADED';
  /** Minutes before now the attempt started (default 120). */
  startedMinutesAgo?: number;
  /** Seconds it took (sets the submission time). */
  timeTakenSeconds?: number;
  /** The deadline, minutes from the start (default 60). */
  deadlineMinutes?: number;
  submittedBy?: 'STUDENT' | 'TIMER';
  identityCheck?: IdentityCheck;
  answers?: KitAnswer[];
}

/** An attempt and its answers, as the attempt part would have stored them. */
export async function buildAttempt(db: Db, input: KitAttempt): Promise<string> {
  const startedAt = new Date(Date.now() - (input.startedMinutesAgo ?? 120) * 60_000);
  const status = input.status ?? 'SUBMITTED';
  const taken = input.timeTakenSeconds ?? 600;
  const [row] = await db
    .insert(assignmentAttempts)
    .values({
      assignmentId: input.assignmentId,
      instituteId: input.instituteId,
      candidateId: input.candidateId,
      studentClass: input.studentClass ?? 'EIGHT',
      section: input.section ?? 'A',
      status,
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + (input.deadlineMinutes ?? 60) * 60_000),
      submittedAt: status === 'IN_PROGRESS' ? null : new Date(startedAt.getTime() + taken * 1000),
      submittedBy: status === 'IN_PROGRESS' ? null : (input.submittedBy ?? 'STUDENT'),
      timeTakenSeconds: status === 'IN_PROGRESS' ? null : taken,
      questionOrder: (input.answers ?? []).map((answer) => answer.questionId),
      identityCheck: input.identityCheck ?? 'NOT_REQUIRED',
    })
    .returning({ id: assignmentAttempts.id });
  const attemptId = row?.id as string;
  const answers = input.answers ?? [];
  if (answers.length > 0) {
    await db.insert(attemptAnswers).values(
      answers.map((answer) => ({
        attemptId,
        questionId: answer.questionId,
        selectedIndex: answer.selectedIndex ?? null,
        textAnswer: answer.textAnswer ?? null,
        marksAwarded: answer.marksAwarded ?? null,
        clientSeq: 1,
      })),
    );
  }
  return attemptId;
}

/** A student of the school in a class and section, optionally with a date of birth and a parent on record. */
export async function buildStudent(
  db: Db,
  instituteId: string,
  options: {
    name?: string;
    studentClass?: StudentClass;
    section?: SectionType;
    dateOfBirth?: string | null;
    parentEmail?: string;
  } = {},
) {
  const student = await buildMember(db, instituteId, 'CANDIDATE');
  const [updated] = await db
    .update(users)
    .set({
      name: options.name ?? student.name,
      studentClass: options.studentClass ?? 'EIGHT',
      section: options.section ?? 'A',
      dateOfBirth: options.dateOfBirth ?? null,
    })
    .where(eq(users.id, student.id))
    .returning();
  if (options.parentEmail) {
    await answerParentConsent(db, {
      instituteId,
      studentId: student.id,
      parentName: 'Parent of a student',
      parentEmail: options.parentEmail,
    });
  }
  return updated ?? student;
}
