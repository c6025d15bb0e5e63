/**
 * Grading (issue 18 §4): staff read an assignment's attempts (every targeted student, started or not) and one
 * attempt beside the key; they mark written answers (marks within the question's, rubric lines within theirs and
 * adding up to the marks, feedback), one student after another or one question across students. Saving is
 * idempotent and only touches the answers it lists. An attempt is GRADED once every written answer has marks
 * (MCQ answers are marked from the key, blank ones earn 0). Releasing is once per assignment, after it closes and
 * when every submitted attempt is graded and no face check waits for review: students are told under their bell
 * in the same transaction, and (the school's choice) the parents of minors are emailed the marks afterwards.
 * Attempts rejected after a face check are never scored, graded or released.
 *
 * The school account also reads every attempt of a type across assignments (`/appeared-*`), and a student their
 * own (`/appeared-*\/student`), with marks only when the teacher's release rule allows.
 */
import {
  type AppearedList,
  type AppearedQuery,
  type AppearedStudentList,
  type AppearedStudentQuery,
  ASSIGNMENT_TYPE_LABELS,
  type AssignmentType,
  type AttemptDetail,
  type AttemptList,
  type AttemptListQuery,
  type AttemptProgress,
  type FieldProblem,
  type GradesBody,
  type GradingOrder,
  type gradesBodySchema,
  ASSESSMENT_GRADING_MESSAGES as MESSAGES,
  type PageQuery,
  type QuestionAnswers,
  type ReleaseResult,
} from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { offsetOf, pageFrom } from '../../lib/paging';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import { firstName, needsConsent } from '../consent/consent.policy';
import type { Clock } from '../module';
import type { NotificationService } from '../notification/notification.service';
import { rangeBounds } from '../quiz/leaderboard/quiz-range';
import { dayEnd, dayStart } from '../quiz/quiz-day';
import { readAnswerFile } from './answer-file';
import { isAssessmentStaffOf, mayManageAssignment } from './assessment.policy';
import { gradesReleasedMail } from './grading.mails';
import {
  presentAnswer,
  presentAppeared,
  presentAssignment,
  presentAttemptRow,
  presentQuestion,
  presentStudentAttempt,
  progressOf,
  runOut,
} from './grading.presenter';
import {
  type AssignmentRow,
  answersOf,
  answersToQuestion,
  appearedAttempts,
  assignmentsWithAttempts,
  findAssignmentByCode,
  findAttempt,
  findStudent,
  instituteName,
  lockAssignment,
  lockAttempt,
  markGradesReleased,
  type PersonAttemptRow,
  parentsOf,
  peopleOf,
  type QuestionRow,
  questionsOf,
  saveAnswerGrade,
  studentAttempts,
  submittedAttemptsPage,
  updateAttemptGrading,
} from './grading.repository';

type ParsedGrades = z.output<typeof gradesBodySchema>;

export interface GradingDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  notifications: NotificationService;
  log: FastifyBaseLogger;
  storage: FileStorage;
}

/** An assignment a staff member of its school asked for, with its questions. */
export interface StaffAssignment {
  assignment: AssignmentRow;
  questions: QuestionRow[];
}

export class GradingService {
  constructor(private readonly deps: GradingDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  /** Staff of the assignment's school; another school's (or no such code) is the 404 of none. */
  async staffAssignment(actor: Actor, code: string): Promise<StaffAssignment> {
    if (!actor.instituteId || !isAssessmentStaffOf(actor, actor.instituteId)) throw forbidden();
    const assignment = await findAssignmentByCode(this.deps.db, actor.instituteId, code);
    if (!assignment) throw notFound(MESSAGES.notFound);
    return { assignment, questions: await questionsOf(this.deps.db, assignment.id) };
  }

  private assignmentView(actor: Actor, { assignment, questions }: StaffAssignment) {
    return presentAssignment(assignment, questions, this.now(), mayManageAssignment(actor, assignment));
  }

  async attempts(actor: Actor, code: string, query: AttemptListQuery): Promise<AttemptList> {
    const staff = await this.staffAssignment(actor, code);
    const now = this.now();
    const people = await peopleOf(this.deps.db, staff.assignment, query);
    const counts: Record<AttemptProgress, number> = { NOT_STARTED: 0, IN_PROGRESS: 0, SUBMITTED: 0, GRADED: 0 };
    const rows = people.map((row) => presentAttemptRow(row, now));
    for (const row of rows) counts[row.progress] += 1;
    const chosen = query.progress ? rows.filter((row) => row.progress === query.progress) : rows;
    const start = offsetOf(query);
    return {
      ...pageFrom(chosen.slice(start, start + query.size), query, chosen.length),
      assignment: this.assignmentView(actor, staff),
      counts,
    };
  }

  /** A file a student attached to a written answer, for the school's staff. */
  async answerFile(actor: Actor, code: string, attemptId: string, questionId: string) {
    const staff = await this.staffAssignment(actor, code);
    const row = await findAttempt(this.deps.db, staff.assignment.id, attemptId);
    if (!row?.attempt_id) throw notFound(MESSAGES.attemptNotFound);
    const answer = (await answersOf(this.deps.db, attemptId)).find((item) => item.questionId === questionId);
    return readAnswerFile(this.deps.storage, answer, 'No file attached');
  }

  async attempt(actor: Actor, code: string, attemptId: string): Promise<AttemptDetail> {
    const staff = await this.staffAssignment(actor, code);
    const row = await findAttempt(this.deps.db, staff.assignment.id, attemptId);
    if (!row?.attempt_id) throw notFound(MESSAGES.attemptNotFound);
    const answers = new Map((await answersOf(this.deps.db, attemptId)).map((answer) => [answer.questionId, answer]));
    return {
      assignment: this.assignmentView(actor, staff),
      attempt: { ...presentAttemptRow(row, this.now()), attemptId: row.attempt_id, feedback: row.feedback },
      items: staff.questions.map((question) => ({
        question: presentQuestion(question),
        answer: presentAnswer(question, answers.get(question.id)),
      })),
    };
  }

  /**
   * Saves the listed answers' grades and the overall feedback; everything is checked first, so a refused save
   * changes nothing. The attempt's row is locked while saving, so two graders' saves apply one after the other.
   */
  async saveGrades(actor: Actor, code: string, attemptId: string, body: GradesBody): Promise<AttemptDetail> {
    const grades = body as ParsedGrades;
    const staff = await this.staffAssignment(actor, code);
    const problems = gradeProblems(staff.questions, grades);
    if (problems.length > 0) throw badRequest(problems[0]?.message ?? 'Check the marks', problems);
    const now = this.now();
    await this.deps.db.transaction(async (tx) => {
      const attempt = await lockAttempt(tx, attemptId);
      if (!attempt || attempt.assignmentId !== staff.assignment.id) throw notFound(MESSAGES.attemptNotFound);
      if (attempt.identityCheck === 'REJECTED') throw conflict(MESSAGES.rejected);
      if (attempt.status === 'IN_PROGRESS') throw conflict(MESSAGES.notSubmitted);
      for (const grade of grades.answers) {
        await saveAnswerGrade(tx, {
          attemptId,
          questionId: grade.questionId,
          marks: grade.marks,
          feedback: grade.feedback,
          rubricMarks: grade.rubricMarks,
          gradedBy: actor.id,
          gradedAt: now,
        });
      }
      const row = await findAttempt(tx, staff.assignment.id, attemptId);
      const complete = row !== null && row.to_grade === 0;
      await updateAttemptGrading(tx, attemptId, {
        ...(grades.feedback !== undefined ? { feedback: grades.feedback || null } : {}),
        ...(complete ? { status: 'GRADED' as const, score: row.marks, gradedBy: actor.id, gradedAt: now } : {}),
      });
    });
    return this.attempt(actor, code, attemptId);
  }

  /** The submitted attempts in grading order, with what each still needs, and the questions (one at a time view). */
  async gradingOrder(actor: Actor, code: string): Promise<GradingOrder> {
    const staff = await this.staffAssignment(actor, code);
    const now = this.now();
    const people = await peopleOf(this.deps.db, staff.assignment);
    return {
      assignment: this.assignmentView(actor, staff),
      attempts: people
        .filter((row) => gradable(row, now))
        .map((row) => ({
          attemptId: row.attempt_id as string,
          candidateId: row.candidate_id,
          name: row.name,
          studentClass: row.student_class,
          section: row.section,
          progress: progressOf(row, now),
          toGrade: row.to_grade,
        })),
      questions: staff.questions.map(presentQuestion),
    };
  }

  async questionAnswers(actor: Actor, code: string, questionId: string, query: PageQuery): Promise<QuestionAnswers> {
    const staff = await this.staffAssignment(actor, code);
    const question = staff.questions.find((candidate) => candidate.id === questionId);
    if (!question) throw notFound(MESSAGES.questionNotFound);
    const rows = await submittedAttemptsPage(this.deps.db, staff.assignment.id, {
      limit: query.size,
      offset: offsetOf(query),
    });
    const answers = await answersToQuestion(
      this.deps.db,
      questionId,
      rows.map((row) => row.attempt_id),
    );
    const byAttempt = new Map(answers.map((answer) => [answer.attemptId, answer]));
    const total = rows[0]?.total ?? 0;
    return {
      ...pageFrom(
        rows.map((row) => ({
          attemptId: row.attempt_id,
          candidateId: row.candidate_id,
          name: row.name,
          studentClass: row.student_class,
          section: row.section,
          answer: presentAnswer(question, byAttempt.get(row.attempt_id)),
        })),
        query,
        total,
      ),
      question: presentQuestion(question),
    };
  }

  /**
   * Releases the grades once. Refused (409) before the closing time, while an attempt is still being finished,
   * while a face check waits for review, or while a submitted attempt has unmarked answers: releasing some and
   * not others would tell part of a class their marks and leave the rest asking. A repeat answers the first
   * release and tells nobody again.
   */
  async release(actor: Actor, code: string): Promise<ReleaseResult> {
    const staff = await this.staffAssignment(actor, code);
    const { assignment } = staff;
    if (!mayManageAssignment(actor, assignment)) throw forbidden(MESSAGES.notYours);
    const now = this.now();
    if (assignment.gradesReleasedAt) return alreadyReleased(assignment.gradesReleasedAt);
    if (assignment.state !== 'PUBLISHED' || !assignment.closesAt || assignment.closesAt > now) {
      throw conflict(MESSAGES.releaseNotClosed);
    }
    const released = await this.deps.db.transaction(async (tx) => {
      const locked = await lockAssignment(tx, assignment.id);
      if (!locked) throw notFound(MESSAGES.notFound);
      if (locked.gradesReleasedAt) return { at: locked.gradesReleasedAt, rows: null };
      const attempts = (await peopleOf(tx, assignment)).filter((row) => row.attempt_id);
      const finishing = attempts.filter((row) => runOut(row, now)).length;
      if (finishing > 0) throw conflict(MESSAGES.releaseInProgress(finishing));
      const submitted = attempts.filter((row) => gradable(row, now));
      const flagged = submitted.filter((row) => row.identity_check === 'FLAGGED').length;
      if (flagged > 0) throw conflict(MESSAGES.releaseFlagged(flagged));
      const ungraded = submitted.filter((row) => row.to_grade > 0).length;
      if (ungraded > 0) throw conflict(MESSAGES.releaseUngraded(ungraded));
      for (const row of submitted) {
        await updateAttemptGrading(tx, row.attempt_id as string, {
          status: 'GRADED',
          score: row.marks,
          ...(row.status === 'GRADED' ? {} : { gradedBy: actor.id, gradedAt: now }),
        });
      }
      await markGradesReleased(tx, assignment.id, now);
      const ref = {
        title: assignment.title,
        kindLabel: ASSIGNMENT_TYPE_LABELS[assignment.type].toLowerCase(),
        path: `/assessment-details/${assignment.code}`,
      };
      await this.deps.notifications.notify(
        tx,
        submitted.map((row) => ({
          kind: 'ASSIGNMENT_GRADED' as const,
          recipientId: row.candidate_id,
          instituteId: assignment.instituteId,
          actorId: actor.id,
          assignment: ref,
          score: row.marks,
          maxScore: row.max_marks,
        })),
      );
      return { at: now, rows: submitted };
    });
    if (!released.rows) return alreadyReleased(released.at);
    const parentsEmailed = assignment.emailParents ? await this.emailParents(assignment, released.rows, now) : 0;
    return {
      releasedAt: released.at.toISOString(),
      notified: released.rows.length,
      parentsEmailed,
      alreadyReleased: false,
    };
  }

  /**
   * Each minor's parent on record gets their own child's marks and nothing else. Best effort after the commit:
   * the release stands whether or not a mail goes out.
   */
  private async emailParents(assignment: AssignmentRow, rows: PersonAttemptRow[], now: Date): Promise<number> {
    const byStudent = new Map(rows.map((row) => [row.candidate_id, row]));
    const parents = (await parentsOf(this.deps.db, assignment.instituteId, [...byStudent.keys()])).filter((parent) =>
      needsConsent(parent.date_of_birth, now),
    );
    if (parents.length === 0) return 0;
    const school = await instituteName(this.deps.db, assignment.instituteId);
    const results = await Promise.allSettled(
      parents.map((parent) => {
        const row = byStudent.get(parent.student_id) as PersonAttemptRow;
        return this.deps.mailer.send(
          gradesReleasedMail({
            to: parent.parent_email,
            parentName: parent.parent_name,
            studentFirstName: firstName(parent.student_name),
            schoolName: school,
            title: assignment.title,
            kindLabel: ASSIGNMENT_TYPE_LABELS[assignment.type].toLowerCase(),
            score: row.marks,
            maxScore: row.max_marks,
          }),
        );
      }),
    );
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) this.deps.log.warn({ failed, assignmentId: assignment.id }, 'some grade emails to parents failed');
    return results.length - failed;
  }

  /** The school account's attempts of one type across its assignments. */
  async appeared(actor: Actor, type: AssignmentType, query: AppearedQuery): Promise<AppearedList> {
    const instituteId = schoolOf(actor);
    const now = this.now();
    const bounds = query.range ? rangeBounds(query.range, now) : null;
    const rows = await appearedAttempts(
      this.deps.db,
      {
        instituteId,
        type,
        studentClass: query.studentClass,
        section: query.section,
        assignmentId: query.assignmentId,
        from: bounds ? dayStart(bounds.from) : undefined,
        to: bounds ? dayEnd(bounds.to) : undefined,
        search: query.search,
      },
      query.progress,
      now,
      { limit: query.size, offset: offsetOf(query) },
    );
    return {
      ...pageFrom(
        rows.map((row) => presentAppeared(row, now)),
        query,
        rows[0]?.total ?? 0,
      ),
      assignments: await assignmentsWithAttempts(this.deps.db, instituteId, type),
    };
  }

  /** A student's own attempts; the school account names one of its students (another school's is the 404 of none). */
  async appearedStudent(actor: Actor, type: AssignmentType, query: AppearedStudentQuery): Promise<AppearedStudentList> {
    const asSchool = actor.role === 'INSTITUTE';
    const studentId = asSchool ? query.userId : actor.id;
    if (!actor.instituteId || !studentId || (!asSchool && query.userId && query.userId !== actor.id)) {
      throw notFound(MESSAGES.studentNotFound);
    }
    const student = await findStudent(this.deps.db, actor.instituteId, studentId);
    if (!student) throw notFound(MESSAGES.studentNotFound);
    const now = this.now();
    const rows = await studentAttempts(this.deps.db, actor.instituteId, student.id, type, {
      limit: query.size,
      offset: offsetOf(query),
    });
    return {
      ...pageFrom(
        rows.map((row) => presentStudentAttempt(row, now, asSchool)),
        query,
        rows[0]?.total ?? 0,
      ),
      student: {
        id: student.id,
        name: student.name,
        studentClass: student.studentClass,
        section: student.section,
      },
    };
  }
}

/** Submitted (by the student or the sweep), not rejected: the attempts graders work on and releases tell. */
function gradable(row: PersonAttemptRow, now: Date): boolean {
  if (!row.attempt_id || row.identity_check === 'REJECTED') return false;
  const progress = progressOf(row, now);
  return (progress === 'SUBMITTED' || progress === 'GRADED') && row.status !== 'IN_PROGRESS';
}

function alreadyReleased(at: Date): ReleaseResult {
  return { releasedAt: at.toISOString(), notified: 0, parentsEmailed: 0, alreadyReleased: true };
}

function schoolOf(actor: Actor): string {
  if (actor.role !== 'INSTITUTE' || !actor.instituteId) throw forbidden();
  return actor.instituteId;
}

/** Everything wrong with a save, each with its field, before anything is written. */
export function gradeProblems(questions: QuestionRow[], body: ParsedGrades): FieldProblem[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const problems: FieldProblem[] = [];
  body.answers.forEach((grade, index) => {
    const field = `answers.${index}`;
    const question = byId.get(grade.questionId);
    if (!question) {
      problems.push({ field: `${field}.questionId`, message: MESSAGES.questionNotFound });
      return;
    }
    if (question.kind !== 'WRITTEN') {
      problems.push({ field: `${field}.questionId`, message: MESSAGES.notWritten });
      return;
    }
    if (grade.marks > question.marks) {
      problems.push({ field: `${field}.marks`, message: MESSAGES.marksTooHigh(question.marks) });
    }
    if (!grade.rubricMarks) return;
    if (question.rubric.length === 0) {
      problems.push({ field: `${field}.rubricMarks`, message: MESSAGES.noRubric });
      return;
    }
    if (grade.rubricMarks.length !== question.rubric.length) {
      problems.push({ field: `${field}.rubricMarks`, message: MESSAGES.rubricLength(question.rubric.length) });
      return;
    }
    grade.rubricMarks.forEach((marks, line) => {
      const most = question.rubric[line]?.marks ?? 0;
      if (marks > most) {
        problems.push({ field: `${field}.rubricMarks.${line}`, message: MESSAGES.rubricLineTooHigh(most) });
      }
    });
  });
  return problems;
}
