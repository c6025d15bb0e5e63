/**
 * Submitting a session, stored exactly once: of any number of concurrent or retried submits one writes the answers,
 * the score and the day's totals, and every other one reads that stored result back (firstSubmission false),
 * whatever its key. A submit after the deadline and its grace, or a session nobody submitted, is finalised with the
 * answers saved before the deadline (EXPIRED): it still counts, nothing saved is lost.
 *
 * A submit first tries without a transaction: it reads the session (no lock), scores it, and closes it in one
 * statement that writes only if the session is still in progress with its answers at the version read (two round
 * trips, no connection held while scoring). When anything changed in between — another submit, the sweep, an answer
 * saved — it submits again the locked way: the session row locked (SELECT … FOR UPDATE) for the whole transaction.
 */
import { QUIZ_DEFAULTS, QUIZ_MESSAGES } from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import {
  closeSession,
  closeSessionIfUnchanged,
  type LockedSession,
  lockSessionForSubmit,
  overdueSessions,
  readSessionForSubmit,
  type SessionClosing,
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

export async function submitSession(db: Db, input: SubmitInput): Promise<SubmitOutcome> {
  const now = input.now ?? new Date();
  const read = await readSessionForSubmit(db, input.sessionId, input.userId);
  if (!read) throw notFound(QUIZ_MESSAGES.sessionNotFound);
  const { session, customUrl } = read;
  // A closed session stays closed: its stored result is the answer.
  if (session.status !== 'IN_PROGRESS') return { session, customUrl, firstSubmission: false, late: false };
  const late = isOverdue(session, now);
  const posted = late ? [] : checkedAnswers(read, input.answers);
  const closing = closingOf(read, posted, {
    status: late ? 'EXPIRED' : 'SUBMITTED',
    now,
    submissionKey: input.submissionKey,
  });
  if (await closeSessionIfUnchanged(db, closing)) {
    return { session: { ...session, ...closing.closed }, customUrl, firstSubmission: true, late };
  }
  // Changed since the read (submitted, swept, an answer saved): decided under the row lock.
  return db.transaction((tx) => submitSessionIn(tx, { ...input, now }));
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

/** Work done in the finalising transaction, once, when this call is the one that scored the session. */
export type OnFinalised = (tx: Queryable, session: SessionRow, quizCustomUrl: string) => Promise<void>;

/** Finalises one session if its time (and grace) is up; returns the session as it is now. */
export async function finaliseIfOverdue(
  db: Db,
  session: SessionRow,
  now = new Date(),
  onFinalised?: OnFinalised,
): Promise<SessionRow> {
  if (!isOverdue(session, now)) return session;
  return db.transaction(async (tx) => {
    const locked = await lockSessionForSubmit(tx, session.id);
    if (!locked || !isOverdue(locked.session, now)) return locked?.session ?? session;
    const finished = await finalise(tx, locked, [], { status: 'EXPIRED', now, submissionKey: null });
    await onFinalised?.(tx, finished, locked.customUrl);
    return finished;
  });
}

/**
 * The sweep: sessions whose time (and grace) ran out unsubmitted, oldest first. The player was not there when their
 * result was made, so `onFinalised` (the quiz job: a notification) runs in each session's transaction.
 */
export async function expireOverdueSessions(
  db: Db,
  now = new Date(),
  batch = 200,
  onFinalised?: OnFinalised,
): Promise<number> {
  const overdue = await overdueSessions(db, new Date(now.getTime() - GRACE_MS), batch);
  for (const session of overdue) await finaliseIfOverdue(db, session, now, onFinalised);
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

/** Scores the answer sheet (saved answers with the posted ones over them): what closing the session writes. */
function closingOf(locked: LockedSession, posted: CheckedAnswer[], how: Finalisation): SessionClosing {
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
  return {
    session,
    posted,
    closed: {
      status: how.status,
      submittedAt: endedAt,
      submissionKey: how.submissionKey,
      score: right * QUIZ_DEFAULTS.pointsPerRightAnswer,
      totalAttempted: attempted,
      totalRight: right,
      totalWrong: wrong,
      skipped: session.questionIds.length - attempted,
      timeTakenSeconds: Math.max(0, Math.min(locked.timeLimitSeconds, elapsed)),
    },
  };
}

/** Closes the session the caller holds locked: scored, the answers saved, added to the day. */
async function finalise(
  tx: Queryable,
  locked: LockedSession,
  posted: CheckedAnswer[],
  how: Finalisation,
): Promise<SessionRow> {
  const closing = closingOf(locked, posted, how);
  await closeSession(tx, closing);
  return { ...locked.session, ...closing.closed };
}
