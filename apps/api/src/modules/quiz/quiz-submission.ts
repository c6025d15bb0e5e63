/**
 * Submitting a session, stored exactly once: the session row is locked (SELECT … FOR UPDATE) for the whole
 * transaction, so of any number of concurrent or retried submits one writes the answers, the score and the day's
 * totals, and every other one reads that stored result back (firstSubmission false), whatever its key. A submit
 * after the deadline and its grace, or a session nobody submitted, is finalised with the answers saved before the
 * deadline (EXPIRED): it still counts, nothing saved is lost.
 */
import { QUIZ_DEFAULTS, QUIZ_MESSAGES } from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import {
  closeSession,
  type LockedSession,
  lockSessionForSubmit,
  overdueSessions,
  type SessionRow,
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
  const locked = await lockSessionForSubmit(tx, input.sessionId, input.userId);
  if (!locked) throw notFound(QUIZ_MESSAGES.sessionNotFound);
  const { session, customUrl } = locked;
  if (session.status !== 'IN_PROGRESS') return { session, customUrl, firstSubmission: false, late: false };
  const late = isOverdue(session, now);
  const posted = late ? [] : checkedAnswers(locked, input.answers);
  const finished = await finalise(tx, locked, posted, {
    status: late ? 'EXPIRED' : 'SUBMITTED',
    now,
    submissionKey: input.submissionKey,
  });
  return { session: finished, customUrl, firstSubmission: true, late };
}

/** Finalises one session if its time (and grace) is up; returns the session as it is now. */
export async function finaliseIfOverdue(db: Db, session: SessionRow, now = new Date()): Promise<SessionRow> {
  if (!isOverdue(session, now)) return session;
  return db.transaction(async (tx) => {
    const locked = await lockSessionForSubmit(tx, session.id);
    if (!locked || !isOverdue(locked.session, now)) return locked?.session ?? session;
    return finalise(tx, locked, [], { status: 'EXPIRED', now, submissionKey: null });
  });
}

/** The sweep: sessions whose time (and grace) ran out unsubmitted, oldest first. */
export async function expireOverdueSessions(db: Db, now = new Date(), batch = 200): Promise<number> {
  const overdue = await overdueSessions(db, new Date(now.getTime() - GRACE_MS), batch);
  for (const session of overdue) await finaliseIfOverdue(db, session, now);
  return overdue.length;
}

interface CheckedAnswer extends PostedAnswer {
  correct: boolean | null;
}

/** The posted answers checked against the session's questions; the last one posted for a question wins. */
function checkedAnswers(locked: LockedSession, answers: readonly PostedAnswer[]): CheckedAnswer[] {
  const keys = new Map(locked.keys.map(([id, answerIndex, optionCount]) => [id, { answerIndex, optionCount }]));
  const latest = new Map<string, number | null>();
  for (const answer of answers) {
    const key = keys.get(answer.questionId);
    if (!key) throw badRequest(QUIZ_MESSAGES.questionNotInSession);
    if (answer.selectedIndex !== null && answer.selectedIndex >= key.optionCount) {
      throw badRequest(QUIZ_MESSAGES.optionOutOfRange);
    }
    latest.set(answer.questionId, answer.selectedIndex);
  }
  return [...latest].map(([questionId, selectedIndex]) => ({
    questionId,
    selectedIndex,
    correct: selectedIndex === null ? null : selectedIndex === keys.get(questionId)?.answerIndex,
  }));
}

interface Finalisation {
  status: 'SUBMITTED' | 'EXPIRED';
  now: Date;
  submissionKey: string | null;
}

/** Scores the answer sheet (saved answers with the posted ones over them), closes the session, adds it to the day. */
async function finalise(
  tx: Queryable,
  locked: LockedSession,
  posted: CheckedAnswer[],
  how: Finalisation,
): Promise<SessionRow> {
  const { session } = locked;
  const keyOf = new Map(locked.keys.map(([id, answerIndex]) => [id, answerIndex]));
  const sheet = new Map(locked.saved);
  for (const answer of posted) sheet.set(answer.questionId, answer.selectedIndex);
  let right = 0;
  let wrong = 0;
  for (const [questionId, selectedIndex] of sheet) {
    if (selectedIndex === null || !keyOf.has(questionId)) continue;
    if (selectedIndex === keyOf.get(questionId)) right++;
    else wrong++;
  }
  const attempted = right + wrong;
  const endedAt =
    how.status === 'SUBMITTED' ? how.now : new Date(Math.min(how.now.getTime(), session.deadlineAt.getTime()));
  const elapsed = Math.floor((endedAt.getTime() - session.startedAt.getTime()) / 1000);
  const closed = {
    status: how.status,
    submittedAt: endedAt,
    submissionKey: how.submissionKey,
    score: right * QUIZ_DEFAULTS.pointsPerRightAnswer,
    totalAttempted: attempted,
    totalRight: right,
    totalWrong: wrong,
    skipped: session.questionIds.length - attempted,
    timeTakenSeconds: Math.max(0, Math.min(locked.timeLimitSeconds, elapsed)),
  };
  await closeSession(tx, { session, posted, closed });
  return { ...session, ...closed };
}
