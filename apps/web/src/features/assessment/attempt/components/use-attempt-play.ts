/**
 * A running attempt in the page: the answers as chosen (the server's, with any still queued from before a reload on
 * top), the save queue, the clock from the server's deadline (re-synced when the page comes back or the connection
 * returns), and one hand-in: the queue flushed first, one submission key reused by every retry, the clock running
 * out hands in by itself.
 */
import type { AttemptView, SubmitAttemptResponse } from '@noticeboard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAttemptView } from '../api/attempt-view';
import { clockOffsetMs, secondsLeft } from '../api/countdown';
import { saveAnswer } from '../api/save-answer';
import { type AnswerValue, isRetryable, type QueueSnapshot, retryPauseMs, SaveQueue } from '../api/save-queue';
import { submitAttempt } from '../api/submit';

export type Answers = Record<string, AnswerValue>;

export interface Finished {
  response: SubmitAttemptResponse | null;
  /** The clock ran out (the page handed in, or the server had already). */
  timeUp: boolean;
}

/** How long a hand-in waits for queued answers to land before going anyway (they may be offline). */
const FLUSH_WAIT_MS = 8_000;
const SUBMIT_TRIES = 4;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function isAnswered(value: AnswerValue | undefined): boolean {
  if (!value) return false;
  return 'text' in value ? value.text.trim().length > 0 : value.selectedOptionId !== null;
}

function answersOf(view: AttemptView, queued: Map<string, AnswerValue>): Answers {
  const answers: Answers = {};
  for (const saved of view.answers) {
    answers[saved.questionId] =
      saved.text !== null ? { text: saved.text } : { selectedOptionId: saved.selectedOptionId };
  }
  for (const [questionId, value] of queued) answers[questionId] = value;
  return answers;
}

export function useAttemptPlay(view: AttemptView, receivedAtMs: number, onFinished: (finished: Finished) => void) {
  const customUrl = view.assignment.customUrl;
  const attempt = view.attempt;
  const [snapshot, setSnapshot] = useState<QueueSnapshot>({ status: 'saved', pending: 0 });
  const [closedCode, setClosedCode] = useState<string | null>(null);
  // One queue per attempt shown (the player is keyed by the attempt); it keeps trying after the page is left, and
  // what it holds is kept in storage for the next visit.
  const [queue] = useState(
    () =>
      new SaveQueue({
        attemptId: attempt?.id ?? 'none',
        storedSeqs: Object.fromEntries(view.answers.map((answer) => [answer.questionId, answer.clientSeq])),
        send: (questionId, body) => saveAnswer(customUrl, questionId, body),
        onChange: setSnapshot,
        onClosed: (code) => setClosedCode(code),
      }),
  );
  const [answers, setAnswers] = useState<Answers>(() => answersOf(view, queue.queuedValues()));
  const [clock, setClock] = useState(() => ({
    offsetMs: clockOffsetMs(view.serverNow, receivedAtMs),
    deadlineAt: attempt?.deadlineAt ?? view.serverNow,
  }));
  const [left, setLeft] = useState(() => secondsLeft(clock.deadlineAt, clock.offsetMs, Date.now()));
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const submissionKey = useRef(crypto.randomUUID());
  const finishedRef = useRef(false);
  const timeUp = left <= 0 || closedCode === 'ASSIGNMENT_TIME_UP';

  const finish = useCallback(
    (finished: Finished) => {
      if (finishedRef.current) return;
      finishedRef.current = true;
      queue.close();
      queue.clear();
      onFinished(finished);
    },
    [queue, onFinished],
  );

  useEffect(() => {
    const tick = () => setLeft(secondsLeft(clock.deadlineAt, clock.offsetMs, Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [clock]);

  /** Reads the server's time and deadline again (the device may have slept, or its clock moved). */
  const resync = useCallback(async () => {
    try {
      const sentAt = Date.now();
      const fresh = await fetchAttemptView(customUrl);
      const receivedAt = Date.now();
      if (fresh.attempt && fresh.attempt.status !== 'IN_PROGRESS') {
        finish({ response: null, timeUp: fresh.attempt.submittedBy === 'TIMER' });
        return;
      }
      if (fresh.attempt?.deadlineAt) {
        setClock({
          offsetMs: clockOffsetMs(fresh.serverNow, (sentAt + receivedAt) / 2),
          deadlineAt: fresh.attempt.deadlineAt,
        });
      }
    } catch {
      // Offline: the clock keeps counting from the last reading.
    }
  }, [customUrl, finish]);

  useEffect(() => {
    const online = () => {
      queue.retryNow();
      void resync();
    };
    const visible = () => {
      if (document.visibilityState === 'visible') void resync();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [queue, resync]);

  const setAnswer = useCallback(
    (questionId: string, value: AnswerValue) => {
      if (timeUp || submitting || finishedRef.current) return;
      setAnswers((current) => ({ ...current, [questionId]: value }));
      queue.enqueue(questionId, value);
    },
    [queue, timeUp, submitting],
  );

  const submit = useCallback(async () => {
    if (submitting || finishedRef.current) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      await Promise.race([queue.flush(), sleep(FLUSH_WAIT_MS)]);
      for (let tries = 1; ; tries++) {
        try {
          const response = await submitAttempt(customUrl, submissionKey.current);
          finish({ response, timeUp: response.late });
          return;
        } catch (error) {
          if (!isRetryable(error) || tries >= SUBMIT_TRIES) throw error;
          await sleep(retryPauseMs(tries));
        }
      }
    } catch (error) {
      setSubmitError(error);
    } finally {
      setSubmitting(false);
    }
  }, [customUrl, finish, queue, submitting]);

  // Handed in on another device (or by the timer): show the finished attempt.
  useEffect(() => {
    if (closedCode === 'ASSIGNMENT_ALREADY_SUBMITTED' || closedCode === 'ASSIGNMENT_NOT_OPEN') void resync();
  }, [closedCode, resync]);

  // The time is up: hand in what was saved (the server takes only answers saved by the deadline anyway).
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!timeUp || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit();
  }, [timeUp, submit]);

  return {
    answers,
    setAnswer,
    snapshot,
    left,
    timeUp,
    submitting,
    submitError,
    submit,
    closedCode,
  };
}
