/**
 * The student's attempt (issue 18 §2): their list, starting ("submit initiate") with the server's deadline, saving
 * one answer at a time, handing in exactly once, the timer's hand-in of attempts left running, and the result.
 *
 * Rules: an assignment of another school answers 404, one of the school not set for the student's class 403. The
 * deadline is the earlier of the closing time and start + limit + the student's extra minutes. A face-checked
 * assignment's first initiate makes the attempt without starting its clock (`needsFaceCheck`); once the face
 * helper's check settles the identity, the next initiate starts it. Answers saved before the deadline count; a
 * hand-in after it (or the timer's) takes those. No answer key leaves before `resultReleased`.
 */
import { randomUUID } from 'node:crypto';
import {
  ASSIGNMENT_TYPE_LABELS,
  ATTEMPT_MESSAGES,
  type AttemptResult,
  type AttemptView,
  attemptClockStarted,
  IDENTITY_SETTLED,
  type IdentityCheck,
  resultReleased,
  type SaveAnswerBody,
  type SaveAnswerResponse,
  type StudentAssignmentItem,
  type StudentAssignmentList,
  type StudentAssignmentStatus,
  type SubmitAttemptResponse,
  studentAssignmentStatusOf,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import type { NotificationService } from '../notification/notification.service';
import { readAnswerFile } from './answer-file';
import { assignmentOf, attemptStateOf, playQuestionsOf, reviewQuestionsOf, savedAnswerOf } from './attempt.presenter';
import {
  type AssignmentRow,
  type AssignmentWithCounts,
  type AttemptClosing,
  type AttemptRow,
  answerOf,
  answersOf,
  assignmentById,
  assignmentByRef,
  attemptById,
  attemptOf,
  closeAttempt,
  closeAttemptIfUnchanged,
  extraMinutesOf,
  insertAttempt,
  isTargeted,
  lockForSubmit,
  overdueAttempts,
  questionsOf,
  readForSave,
  readForSubmit,
  type StudentAssignmentRow,
  type StudentRow,
  type SubmitRead,
  saveByAddress,
  setAnswerFile,
  startClock,
  studentAssignments,
  studentOf,
} from './attempt.repository';
import { scoreAttempt, shufflesFor, storedIndexOf } from './attempt-scoring';
import { type AnswerUpload, prepareAnswerFile } from './attempt-upload';

const MINUTE = 60_000;
/** How many open assignments the home page recommends. */
const RECOMMENDED_MAX = 3;

/** "Recommended" (spec §7): of the student's list, the open ones not started, due soonest first. */
export function recommendedOf(list: StudentAssignmentList): StudentAssignmentList {
  const open = list.items
    .filter((item) => item.status === 'TO_DO')
    .sort((a, b) => Date.parse(a.closesAt) - Date.parse(b.closesAt));
  return { items: open.slice(0, RECOMMENDED_MAX), serverNow: list.serverNow };
}

interface Context {
  student: StudentRow & { instituteId: string };
  found: AssignmentWithCounts;
  assignment: AssignmentRow;
  attempt: AttemptRow | null;
}

export interface SubmitOutcome {
  response: SubmitAttemptResponse;
  late: boolean;
}

const notOpen = (message: string) => new AppError('ASSIGNMENT_NOT_OPEN', message);
const timeUp = () => new AppError('ASSIGNMENT_TIME_UP', ATTEMPT_MESSAGES.timeUp);
const alreadySubmitted = () => new AppError('ASSIGNMENT_ALREADY_SUBMITTED', ATTEMPT_MESSAGES.alreadySubmitted);
const faceCheckFirst = (message: string = ATTEMPT_MESSAGES.faceCheck) =>
  new AppError('FACE_VERIFICATION_REQUIRED', message);

/** The identity checks with which a face-checked attempt may run: settled, or flagged and let go on for review. */
const MAY_RUN: readonly IdentityCheck[] = [...IDENTITY_SETTLED, 'FLAGGED'];

export class AttemptService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
  ) {}

  // ---- the list ----

  async list(actor: Actor, type?: 'ASSESSMENT' | 'QNA'): Promise<StudentAssignmentList> {
    const now = this.clock.now();
    const rows = await studentAssignments(this.db, actor.id, type);
    const items = rows.map((row) => this.itemOf(row, now));
    return { items: sortByDue(items), serverNow: now.toISOString() };
  }

  async recommended(actor: Actor): Promise<StudentAssignmentList> {
    return recommendedOf(await this.list(actor));
  }

  private itemOf(row: StudentAssignmentRow, now: Date): StudentAssignmentItem {
    const { attempt } = row;
    const released = attempt ? resultReleased(row.resultRelease, attempt, row, now) : false;
    const opensAt = row.opensAt ?? row.createdAt;
    const closesAt = row.closesAt ?? row.createdAt;
    const status = studentAssignmentStatusOf({ opensAt, closesAt, attempt, released }, now);
    const running = attempt && status === 'IN_PROGRESS';
    return {
      id: row.id,
      code: row.code,
      customUrl: row.customUrl,
      type: row.type,
      title: row.title,
      subjectName: row.subjectName,
      opensAt: opensAt.toISOString(),
      closesAt: closesAt.toISOString(),
      dueAt: (running ? attempt.deadlineAt : closesAt).toISOString(),
      timeLimitMinutes: row.timeLimitMinutes,
      questionCount: row.questionCount,
      totalMarks: row.totalMarks,
      faceCheckRequired: row.faceCheckRequired,
      status,
      score: released ? (attempt?.score ?? null) : null,
      maxScore: released ? (attempt?.maxScore ?? null) : null,
    };
  }

  // ---- the attempt page ----

  async view(actor: Actor, customUrl: string): Promise<AttemptView> {
    const context = await this.load(actor, { customUrl });
    return this.present(context);
  }

  /**
   * "Submit initiate": makes the student's attempt (once, even when initiates race) or resumes it. A face-checked
   * assignment's attempt waits for its check with its clock stopped; the initiate after the check starts it.
   */
  async initiate(actor: Actor, customUrl: string): Promise<AttemptView> {
    const context = await this.load(actor, { customUrl });
    const { assignment, student } = context;
    const now = this.clock.now();
    let attempt = context.attempt;
    if (attempt && (attempt.status !== 'IN_PROGRESS' || attemptClockStarted(attempt))) {
      return this.present(context);
    }
    this.assertOpen(assignment, now);
    const extraMinutes = await extraMinutesOf(this.db, assignment.id, actor.id);
    const deadlineAt = this.deadlineOf(assignment, now, extraMinutes);
    if (!attempt) {
      const questions = await questionsOf(this.db, assignment.id);
      if (questions.length === 0) throw notOpen(ATTEMPT_MESSAGES.notOpenYet);
      const id = randomUUID();
      const shuffles = shufflesFor(
        questions.map((question) => ({
          id: question.id,
          kind: question.kind,
          optionCount: question.options?.length ?? 0,
        })),
        assignment,
        id,
      );
      const waitsForFace = assignment.faceCheckRequired;
      attempt =
        (await insertAttempt(this.db, {
          id,
          assignmentId: assignment.id,
          instituteId: assignment.instituteId,
          candidateId: actor.id,
          studentClass: student.studentClass,
          section: student.section,
          startedAt: now,
          // A face-checked attempt's clock is stopped (deadline = start) until its identity is settled.
          deadlineAt: waitsForFace ? now : deadlineAt,
          questionOrder: shuffles.questionOrder,
          optionOrders: shuffles.optionOrders,
          maxScore: questions.reduce((sum, question) => sum + question.marks, 0),
          identityCheck: waitsForFace ? 'PENDING' : 'NOT_REQUIRED',
        })) ?? (await attemptOf(this.db, assignment.id, actor.id));
      if (!attempt) throw notFound(ATTEMPT_MESSAGES.notFound);
      if (waitsForFace || attemptClockStarted(attempt)) return this.present({ ...context, attempt });
    }
    // Waiting for the face check: start the clock once the identity is settled.
    if (attempt.identityCheck === 'REJECTED') throw faceCheckFirst(ATTEMPT_MESSAGES.identityRejected);
    if (!MAY_RUN.includes(attempt.identityCheck)) return this.present({ ...context, attempt });
    const started =
      (await startClock(this.db, attempt.id, { startedAt: now, deadlineAt }, MAY_RUN)) ??
      (await attemptOf(this.db, assignment.id, actor.id));
    if (!started) throw notFound(ATTEMPT_MESSAGES.notFound);
    return this.present({ ...context, attempt: started });
  }

  /**
   * Saves one answer; an older `clientSeq` than the stored one changes nothing and gets the stored answer back. The
   * usual save is one statement; when it writes nothing the slower path below says why.
   */
  async save(
    actor: Actor,
    params: { customUrl: string; questionId: string },
    body: SaveAnswerBody,
  ): Promise<SaveAnswerResponse> {
    const now = this.clock.now();
    const isChoice = body.selectedOptionId !== undefined;
    const text = isChoice ? null : (body.text ?? null);
    const saved = await saveByAddress(this.db, {
      ...params,
      candidateId: actor.id,
      displayed: isChoice ? (body.selectedOptionId ?? null) : undefined,
      text,
      clientSeq: body.clientSeq,
      now,
    });
    if (!saved) throw await this.whySaveRefused(actor, params, body, now);
    if (saved.applied) {
      return {
        applied: true,
        deadlineAt: saved.deadlineAt.toISOString(),
        answer: {
          questionId: params.questionId,
          selectedOptionId: isChoice ? (body.selectedOptionId ?? null) : null,
          text,
          // A written answer keeps its file; the page knows it (the file has its own route).
          fileName: null,
          clientSeq: body.clientSeq,
          savedAt: now.toISOString(),
        },
      };
    }
    // Older than the stored answer: the stored one, with the option as this student sees it.
    const [stored, attempt] = await Promise.all([
      answerOf(this.db, saved.attemptId, params.questionId),
      attemptById(this.db, saved.attemptId),
    ]);
    if (!stored || !attempt) throw notFound(ATTEMPT_MESSAGES.notFound);
    return { applied: false, deadlineAt: saved.deadlineAt.toISOString(), answer: savedAnswerOf(attempt, stored) };
  }

  /** Why a save wrote nothing: the precise refusal (404, 403, 400, 409 with its code). */
  private async whySaveRefused(
    actor: Actor,
    params: { customUrl: string; questionId: string },
    body: SaveAnswerBody,
    now: Date,
  ): Promise<AppError> {
    const target = await readForSave(this.db, { ...params, candidateId: actor.id });
    if (!target) return this.whyNoAttempt(actor, params.customUrl);
    if (target.assignmentState !== 'PUBLISHED') return notOpen(ATTEMPT_MESSAGES.cancelled);
    if (!target.kind) return badRequest(ATTEMPT_MESSAGES.questionNotInAttempt);
    if (target.kind === 'MCQ') {
      if (body.selectedOptionId === undefined) return badRequest(ATTEMPT_MESSAGES.wrongAnswerKind);
      if (body.selectedOptionId !== null) {
        const index = storedIndexOf(target.optionOrder ?? undefined, body.selectedOptionId);
        if (index < 0 || index >= (target.optionCount ?? 0)) return badRequest(ATTEMPT_MESSAGES.optionOutOfRange);
      }
    } else if (body.text === undefined) {
      return badRequest(ATTEMPT_MESSAGES.wrongAnswerKind);
    }
    if (target.status !== 'IN_PROGRESS') return alreadySubmitted();
    if (!attemptClockStarted(target)) return faceCheckFirst();
    if (now > target.deadlineAt) return timeUp();
    // Handed in between the two reads: the read above saw it still running.
    return alreadySubmitted();
  }

  /** Attaches a PDF or picture to a written answer (content-checked, pictures re-encoded without metadata). */
  async attachFile(
    actor: Actor,
    params: { customUrl: string; questionId: string },
    upload: AnswerUpload,
  ): Promise<SaveAnswerResponse> {
    const now = this.clock.now();
    const target = await readForSave(this.db, { ...params, candidateId: actor.id });
    if (!target) throw await this.whyNoAttempt(actor, params.customUrl);
    if (target.assignmentState !== 'PUBLISHED') throw notOpen(ATTEMPT_MESSAGES.cancelled);
    if (!target.kind) throw badRequest(ATTEMPT_MESSAGES.questionNotInAttempt);
    if (target.kind !== 'WRITTEN' || !target.allowFile) throw badRequest(ATTEMPT_MESSAGES.fileNotAllowed);
    this.assertTakingAnswers(target, now);
    const file = await prepareAnswerFile(upload, `assessment/${target.attemptId}/${params.questionId}`);
    await this.storage.put(file.key, file.data);
    const written = await setAnswerFile(this.db, {
      attemptId: target.attemptId,
      questionId: params.questionId,
      fileKey: file.key,
      fileName: file.name,
      now,
    });
    if (!written) {
      await this.storage.remove(file.key).catch(() => undefined);
      throw timeUp();
    }
    if (written.previousKey && written.previousKey !== file.key) {
      await this.storage.remove(written.previousKey).catch(() => undefined);
    }
    const stored = await answerOf(this.db, target.attemptId, params.questionId);
    if (!stored) throw notFound(ATTEMPT_MESSAGES.noSuchFile);
    return {
      answer: savedAnswerOf({ optionOrders: {} }, stored),
      applied: true,
      deadlineAt: target.deadlineAt.toISOString(),
    };
  }

  async removeFile(actor: Actor, params: { customUrl: string; questionId: string }): Promise<SaveAnswerResponse> {
    const now = this.clock.now();
    const target = await readForSave(this.db, { ...params, candidateId: actor.id });
    if (!target) throw await this.whyNoAttempt(actor, params.customUrl);
    if (!target.kind) throw badRequest(ATTEMPT_MESSAGES.questionNotInAttempt);
    this.assertTakingAnswers(target, now);
    const written = await setAnswerFile(this.db, {
      attemptId: target.attemptId,
      questionId: params.questionId,
      fileKey: null,
      fileName: null,
      now,
    });
    if (!written) throw timeUp();
    if (written.previousKey) await this.storage.remove(written.previousKey).catch(() => undefined);
    const stored = await answerOf(this.db, target.attemptId, params.questionId);
    if (!stored) throw notFound(ATTEMPT_MESSAGES.noSuchFile);
    return {
      answer: savedAnswerOf({ optionOrders: {} }, stored),
      applied: true,
      deadlineAt: target.deadlineAt.toISOString(),
    };
  }

  /** The student's own attached file. */
  async file(actor: Actor, params: { customUrl: string; questionId: string }) {
    const context = await this.load(actor, { customUrl: params.customUrl });
    const answer = context.attempt && (await answerOf(this.db, context.attempt.id, params.questionId));
    return readAnswerFile(this.storage, answer, ATTEMPT_MESSAGES.noSuchFile);
  }

  /**
   * Hands the attempt in, once: a repeat (or a race) gets the stored submission. Usually two statements and no
   * transaction: a plain read (attempt, keys, saved answers), scoring here, then a close that writes only if the
   * attempt is still running at the answers version read; if anything moved in between (a save, another hand-in, the
   * timer) it is decided again under the row lock. A hand-in after the deadline is the timer's, with what was saved.
   */
  async submit(actor: Actor, customUrl: string, submissionKey: string): Promise<SubmitOutcome> {
    const now = this.clock.now();
    const read = await readForSubmit(this.db, { customUrl, candidateId: actor.id });
    if (!read) {
      await this.load(actor, { customUrl }, false);
      throw conflict(ATTEMPT_MESSAGES.notStarted);
    }
    const answer = (attempt: AttemptRow, first: boolean, late: boolean): SubmitOutcome => ({
      response: {
        attempt: attemptStateOf(attempt),
        firstSubmission: first,
        late,
        resultReleased: resultReleased(read.assignment.resultRelease, attempt, read.assignment, now),
      },
      late,
    });
    const { attempt } = read;
    if (attempt.status !== 'IN_PROGRESS') return answer(attempt, false, false);
    if (!attemptClockStarted(attempt)) throw faceCheckFirst();
    const how = { by: 'STUDENT' as const, submissionKey, now };
    const closing = closingOf(read, how);
    // A late hand-in is the timer's: decided under the lock (it may notify), like the job's.
    const closed = closing.late ? null : await closeAttemptIfUnchanged(this.db, closing);
    if (closed) return answer(closed, true, false);
    const outcome = await this.finalise(attempt.id, how);
    return answer(outcome.attempt, outcome.first, outcome.late);
  }

  async result(actor: Actor, ref: { customUrl?: string; code?: string }): Promise<AttemptResult> {
    const context = await this.load(actor, ref);
    const { assignment, attempt } = context;
    const now = this.clock.now();
    const released = attempt !== null && resultReleased(assignment.resultRelease, attempt, assignment, now);
    const base = {
      assignment: await this.assignmentFor(context, now, released),
      attempt: attempt ? attemptStateOf(attempt) : null,
      released,
      releaseAt: released
        ? null
        : assignment.resultRelease === 'AFTER_CLOSE' && assignment.closesAt
          ? assignment.closesAt.toISOString()
          : null,
      maxScore: attempt?.maxScore ?? assignment.totalMarks,
      serverNow: now.toISOString(),
    };
    if (!released || !attempt) {
      return {
        ...base,
        score: null,
        timeTakenSeconds: attempt?.timeTakenSeconds ?? null,
        feedback: null,
        questions: [],
      };
    }
    const [questions, answers] = await Promise.all([
      questionsOf(this.db, assignment.id),
      answersOf(this.db, attempt.id),
    ]);
    return {
      ...base,
      score: attempt.score,
      timeTakenSeconds: attempt.timeTakenSeconds,
      feedback: attempt.feedback,
      questions: reviewQuestionsOf(attempt, questions, answers),
    };
  }

  // ---- the timer ----

  /** Hands in the attempts whose deadline passed, with the answers saved in time (the job, every minute). */
  async handInOverdue(batch = 200): Promise<number> {
    const now = this.clock.now();
    const overdue = await overdueAttempts(this.db, now, batch);
    for (const attempt of overdue) await this.finalise(attempt.id, { by: 'TIMER', submissionKey: null, now });
    return overdue.length;
  }

  // ---- inside ----

  /** The student, the assignment (404 outside their school, 403 outside their class) and their attempt. */
  private async load(actor: Actor, ref: { customUrl?: string; code?: string }, handInOverdue = true): Promise<Context> {
    const student = await studentOf(this.db, actor.id);
    const found = await assignmentByRef(this.db, ref);
    if (!student?.instituteId || !found) throw notFound(ATTEMPT_MESSAGES.notFound);
    const { assignment } = found;
    if (assignment.instituteId !== student.instituteId || assignment.state === 'DRAFT') {
      throw notFound(ATTEMPT_MESSAGES.notFound);
    }
    let attempt = await attemptOf(this.db, assignment.id, actor.id);
    if (!attempt && !(await isTargeted(this.db, assignment.id, student))) {
      throw forbidden(ATTEMPT_MESSAGES.notForYourClass);
    }
    if (!attempt && assignment.state === 'CANCELLED') throw notOpen(ATTEMPT_MESSAGES.cancelled);
    // Time ran out while the student was away: handed in now with what was saved (the job does it too).
    const now = this.clock.now();
    if (
      handInOverdue &&
      attempt?.status === 'IN_PROGRESS' &&
      attemptClockStarted(attempt) &&
      attempt.deadlineAt < now
    ) {
      attempt = (await this.finalise(attempt.id, { by: 'TIMER', submissionKey: null, now })).attempt;
    }
    return { student: { ...student, instituteId: student.instituteId }, found, assignment, attempt };
  }

  private async whyNoAttempt(actor: Actor, customUrl: string): Promise<AppError> {
    // Throws the 404 or 403 when the assignment is not theirs to attempt; else they have not started it.
    await this.load(actor, { customUrl });
    return conflict(ATTEMPT_MESSAGES.notStarted);
  }

  private assertOpen(assignment: AssignmentRow, now: Date): void {
    if (assignment.state !== 'PUBLISHED') throw notOpen(ATTEMPT_MESSAGES.cancelled);
    if (!assignment.opensAt || !assignment.closesAt) throw notOpen(ATTEMPT_MESSAGES.notOpenYet);
    if (now < assignment.opensAt) throw notOpen(ATTEMPT_MESSAGES.notOpenYet);
    if (now >= assignment.closesAt) throw notOpen(ATTEMPT_MESSAGES.closed);
  }

  private assertTakingAnswers(attempt: Pick<AttemptRow, 'status' | 'startedAt' | 'deadlineAt'>, now: Date): void {
    if (attempt.status !== 'IN_PROGRESS') throw alreadySubmitted();
    if (!attemptClockStarted(attempt)) throw faceCheckFirst();
    if (now > attempt.deadlineAt) throw timeUp();
  }

  /** The earlier of the closing time and start + limit + extra minutes (a moment after the start at least). */
  private deadlineOf(assignment: AssignmentRow, now: Date, extraMinutes: number): Date {
    const closes = (assignment.closesAt as Date).getTime();
    const limit = assignment.timeLimitMinutes;
    const byLimit = limit === null ? closes : now.getTime() + (limit + extraMinutes) * MINUTE;
    return new Date(Math.max(now.getTime() + 1000, Math.min(closes, byLimit)));
  }

  /**
   * Hands an attempt in under its row lock: scored, answers marked; after the deadline with the answers saved by
   * then, as the timer. Already handed in: the stored one. The timer's hand-in tells the student when marks are out.
   */
  private async finalise(
    attemptId: string,
    how: { by: 'STUDENT' | 'TIMER'; submissionKey: string | null; now: Date },
  ): Promise<{ attempt: AttemptRow; first: boolean; late: boolean }> {
    return this.db.transaction(async (tx) => {
      const read = await lockForSubmit(tx, attemptId);
      if (!read) throw notFound(ATTEMPT_MESSAGES.notFound);
      const { attempt: locked } = read;
      if (locked.status !== 'IN_PROGRESS' || !attemptClockStarted(locked)) {
        return { attempt: locked, first: false, late: false };
      }
      const closing = closingOf(read, how);
      const attempt = await closeAttempt(tx, closing);
      if (how.by === 'TIMER') await this.tellMarksOut(tx, attempt, how.now);
      return { attempt, first: true, late: closing.late };
    });
  }

  /** The student was away when the timer handed in: told only when their marks are out now. */
  private async tellMarksOut(tx: Queryable, attempt: AttemptRow, now: Date): Promise<void> {
    if (attempt.score === null) return;
    const assignment = await assignmentById(tx, attempt.assignmentId);
    if (!assignment || !resultReleased(assignment.resultRelease, attempt, assignment, now)) return;
    await this.notifications.notify(tx, {
      kind: 'ASSIGNMENT_GRADED',
      recipientId: attempt.candidateId,
      instituteId: attempt.instituteId,
      actorId: null,
      assignment: {
        title: assignment.title,
        kindLabel: ASSIGNMENT_TYPE_LABELS[assignment.type].toLowerCase(),
        path: `/assessment-details/${assignment.code}`,
      },
      score: attempt.score,
      maxScore: attempt.maxScore,
    });
  }

  private async assignmentFor(context: Context, now: Date, released: boolean) {
    const { assignment, attempt, found } = context;
    const extraMinutes = await extraMinutesOf(this.db, assignment.id, context.student.id);
    const status: StudentAssignmentStatus = studentAssignmentStatusOf(
      {
        opensAt: assignment.opensAt ?? assignment.createdAt,
        closesAt: assignment.closesAt ?? assignment.createdAt,
        attempt,
        released,
      },
      now,
    );
    return assignmentOf(assignment, {
      subjectName: found.subjectName,
      questionCount: found.questionCount,
      extraMinutes,
      status,
    });
  }

  private async present(context: Context): Promise<AttemptView> {
    const { assignment, attempt } = context;
    const now = this.clock.now();
    const released = attempt !== null && resultReleased(assignment.resultRelease, attempt, assignment, now);
    const running = attempt?.status === 'IN_PROGRESS' && attemptClockStarted(attempt) && now <= attempt.deadlineAt;
    const [questions, answers] = running
      ? await Promise.all([questionsOf(this.db, assignment.id), answersOf(this.db, attempt.id)])
      : [[], []];
    return {
      assignment: await this.assignmentFor(context, now, released),
      attempt: attempt ? attemptStateOf(attempt) : null,
      needsFaceCheck:
        assignment.faceCheckRequired &&
        (attempt === null || (attempt.status === 'IN_PROGRESS' && !attemptClockStarted(attempt))),
      questions: running ? playQuestionsOf(attempt, questions) : [],
      answers: running ? answers.map((answer) => savedAnswerOf(attempt, answer)) : [],
      resultReleased: released,
      serverNow: now.toISOString(),
    };
  }
}

/** What needs doing first first: running attempts and open ones by when they are due, then upcoming, then done. */
export function sortByDue(items: StudentAssignmentItem[]): StudentAssignmentItem[] {
  const group: Record<StudentAssignmentStatus, number> = {
    IN_PROGRESS: 0,
    TO_DO: 0,
    UPCOMING: 1,
    SUBMITTED: 2,
    RESULT_OUT: 2,
    MISSED: 2,
  };
  return [...items].sort((a, b) => {
    const byGroup = group[a.status] - group[b.status];
    if (byGroup !== 0) return byGroup;
    if (group[a.status] === 0) return Date.parse(a.dueAt) - Date.parse(b.dueAt);
    if (group[a.status] === 1) return Date.parse(a.opensAt) - Date.parse(b.opensAt);
    return Date.parse(b.closesAt) - Date.parse(a.closesAt);
  });
}

/** What handing in writes: the score of the saved answers, when, by whom (the timer after the deadline). */
function closingOf(
  read: SubmitRead,
  how: { by: 'STUDENT' | 'TIMER'; submissionKey: string | null; now: Date },
): AttemptClosing & { late: boolean } {
  const { attempt } = read;
  const late = how.now > attempt.deadlineAt;
  const scored = scoreAttempt(
    read.keys.map(([id, kind, answerIndex, marks]) => ({ id, kind, answerIndex, marks })),
    read.saved.map(([questionId, selectedIndex]) => ({ questionId, selectedIndex })),
  );
  const endedAt = late ? attempt.deadlineAt : how.now;
  return {
    attemptId: attempt.id,
    answersVersion: attempt.answersVersion,
    submittedAt: endedAt,
    submittedBy: late ? 'TIMER' : how.by,
    submissionKey: how.submissionKey,
    score: attempt.identityCheck === 'REJECTED' ? null : scored.score,
    maxScore: scored.maxScore,
    timeTakenSeconds: Math.max(0, Math.round((endedAt.getTime() - attempt.startedAt.getTime()) / 1000)),
    marks: scored.marks,
    late,
  };
}
