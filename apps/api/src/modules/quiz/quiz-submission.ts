/**
 * Submitting a session, stored exactly once: the session row is locked (SELECT … FOR UPDATE) for the whole
 * transaction, so of any number of concurrent or retried submits one writes the answers, the score and the day's
 * totals, and every other one reads that stored result back (firstSubmission false), whatever its key. A submit
 * after the deadline and its grace, or a session nobody submitted, is finalised with the answers saved before the
 * deadline (EXPIRED): it still counts, nothing saved is lost.
 */
import { QUIZ_DEFAULTS, QUIZ_MESSAGES } from '@noticeboard/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { quizDailyScores, quizSessions } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import {
  answersOf,
  lockSessionWithQuiz,
  type QuestionRow,
  questionsByIds,
  type SessionRow,
  saveAnswers,
} from './quiz.repository';

export interface PostedAnswer {
  questionId: string;
  selectedIndex: number | null;
}

export interface SubmitInput {
  userId: string;
  sessionId: string;
  submissionKey: string;
  answers: readonly PostedAnswer[];
  now?: Date;
}

export interface SubmitOutcome {
  session: SessionRow;
  customUrl: string;
  firstSubmission: boolean;
  /** The submit came after the deadline: the answers saved in time were used. */
  late: boolean;
}

const GRACE_MS = QUIZ_DEFAULTS.submitGraceSeconds * 1000;

export const isOverdue = (session: SessionRow, now: Date) =>
  session.status === 'IN_PROGRESS' && now.getTime() > session.deadlineAt.getTime() + GRACE_MS;

export function submitSession(db: Db, input: SubmitInput): Promise<SubmitOutcome> {
  return db.transaction((tx) => submitSessionIn(tx, input));
}

/** The submission inside a transaction the caller holds (the demo seeds a day of sessions in one). */
export async function submitSessionIn(tx: Queryable, input: SubmitInput): Promise<SubmitOutcome> {
  const now = input.now ?? new Date();
  const locked = await lockSessionWithQuiz(tx, input.sessionId, input.userId);
  if (!locked) throw notFound(QUIZ_MESSAGES.sessionNotFound);
  const { session, customUrl, timeLimitSeconds } = locked;
  if (session.status !== 'IN_PROGRESS') return { session, customUrl, firstSubmission: false, late: false };
  const late = isOverdue(session, now);
  const questions = await questionsByIds(tx, session.questionIds);
  const answers = late ? null : await writePostedAnswers(tx, session, questions, input.answers);
  const finished = await finalise(tx, session, questions, {
    status: late ? 'EXPIRED' : 'SUBMITTED',
    now,
    submissionKey: input.submissionKey,
    timeLimitSeconds,
    answers,
  });
  return { session: finished, customUrl, firstSubmission: true, late };
}

/** Finalises one session if its time (and grace) is up; returns the session as it is now. */
export async function finaliseIfOverdue(db: Db, session: SessionRow, now = new Date()): Promise<SessionRow> {
  if (!isOverdue(session, now)) return session;
  return db.transaction(async (tx) => {
    const locked = await lockSessionWithQuiz(tx, session.id);
    if (!locked || !isOverdue(locked.session, now)) return locked?.session ?? session;
    const questions = await questionsByIds(tx, locked.session.questionIds);
    return finalise(tx, locked.session, questions, {
      status: 'EXPIRED',
      now,
      submissionKey: null,
      timeLimitSeconds: locked.timeLimitSeconds,
      answers: null,
    });
  });
}

/** The sweep: sessions whose time ran out unsubmitted, oldest first (partial index quiz_sessions_open_idx). */
export async function expireOverdueSessions(db: Db, now = new Date(), batch = 200): Promise<number> {
  const overdue = await db
    .select()
    .from(quizSessions)
    .where(and(eq(quizSessions.status, 'IN_PROGRESS'), lt(quizSessions.deadlineAt, new Date(now.getTime() - GRACE_MS))))
    .orderBy(quizSessions.deadlineAt)
    .limit(batch);
  for (const session of overdue) await finaliseIfOverdue(db, session, now);
  return overdue.length;
}

/**
 * Saves the posted answers over the saved ones. When they cover every question of the session they are the whole
 * answer sheet and are returned (no need to read the saved ones back); otherwise null.
 */
async function writePostedAnswers(
  tx: Queryable,
  session: SessionRow,
  questions: QuestionRow[],
  answers: readonly PostedAnswer[],
): Promise<PostedAnswer[] | null> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) throw badRequest(QUIZ_MESSAGES.questionNotInSession);
    if (answer.selectedIndex !== null && answer.selectedIndex >= question.options.length) {
      throw badRequest(QUIZ_MESSAGES.optionOutOfRange);
    }
  }
  // The last answer posted for a question wins, as if they had been saved one after another.
  const latest = new Map(answers.map((answer) => [answer.questionId, answer.selectedIndex]));
  await saveAnswers(
    tx,
    [...latest].map(([questionId, selectedIndex]) => ({
      sessionId: session.id,
      questionId,
      selectedIndex,
      correct: selectedIndex === null ? null : selectedIndex === byId.get(questionId)?.answerIndex,
    })),
  );
  const complete = session.questionIds.every((id) => latest.has(id));
  return complete ? [...latest].map(([questionId, selectedIndex]) => ({ questionId, selectedIndex })) : null;
}

interface Finalisation {
  status: 'SUBMITTED' | 'EXPIRED';
  now: Date;
  submissionKey: string | null;
  timeLimitSeconds: number;
  /** The whole answer sheet when already known; else the saved answers are read. */
  answers: PostedAnswer[] | null;
}

/** Scores the saved answers, closes the session and adds its totals to the player's day. */
async function finalise(
  tx: Queryable,
  session: SessionRow,
  questions: QuestionRow[],
  how: Finalisation,
): Promise<SessionRow> {
  const keyOf = new Map(questions.map((question) => [question.id, question.answerIndex]));
  const saved = how.answers ?? (await answersOf(tx, session.id));
  let right = 0;
  let wrong = 0;
  for (const answer of saved) {
    if (answer.selectedIndex === null || !keyOf.has(answer.questionId)) continue;
    if (answer.selectedIndex === keyOf.get(answer.questionId)) right++;
    else wrong++;
  }
  const attempted = right + wrong;
  const skipped = session.questionIds.length - attempted;
  const score = right * QUIZ_DEFAULTS.pointsPerRightAnswer;
  const endedAt =
    how.status === 'SUBMITTED' ? how.now : new Date(Math.min(how.now.getTime(), session.deadlineAt.getTime()));
  const elapsed = Math.floor((endedAt.getTime() - session.startedAt.getTime()) / 1000);
  const timeTakenSeconds = Math.max(0, Math.min(how.timeLimitSeconds, elapsed));
  const [finished] = await tx
    .update(quizSessions)
    .set({
      status: how.status,
      submittedAt: endedAt,
      submissionKey: how.submissionKey,
      score,
      totalAttempted: attempted,
      totalRight: right,
      totalWrong: wrong,
      skipped,
      timeTakenSeconds,
    })
    .where(eq(quizSessions.id, session.id))
    .returning();
  const totals = { score, attempted, right, wrong, skipped, timeTakenSeconds };
  const scores = quizDailyScores;
  await tx
    .insert(scores)
    .values({
      userId: session.userId,
      day: session.scoreDay,
      instituteId: session.instituteId,
      studentClass: session.studentClass,
      section: session.section,
      quizzesPlayed: 1,
      ...totals,
      lastSubmittedAt: endedAt,
    })
    .onConflictDoUpdate({
      target: [scores.userId, scores.day],
      set: {
        instituteId: sql`excluded.institute_id`,
        studentClass: sql`excluded.student_class`,
        section: sql`excluded.section`,
        quizzesPlayed: sql`${scores.quizzesPlayed} + 1`,
        score: sql`${scores.score} + excluded.score`,
        attempted: sql`${scores.attempted} + excluded.attempted`,
        right: sql`${scores.right} + excluded.right_answers`,
        wrong: sql`${scores.wrong} + excluded.wrong_answers`,
        skipped: sql`${scores.skipped} + excluded.skipped`,
        timeTakenSeconds: sql`${scores.timeTakenSeconds} + excluded.time_taken_seconds`,
        lastSubmittedAt: sql`greatest(${scores.lastSubmittedAt}, excluded.last_submitted_at)`,
      },
    });
  return finished as SessionRow;
}
