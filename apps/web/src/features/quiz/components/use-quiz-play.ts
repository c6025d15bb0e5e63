/**
 * One play of a quiz: the chosen answers (saved one by one as they are chosen), where the player is, the server
 * clock, and the single submission. The submission key is made once for this play and reused by every retry and
 * every further click, so however many copies reach the server it stores one.
 */
import type { QuizSession } from '@noticeboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AnswerSaver, isSettled, type SaveState, submitWithRetry } from '../api/answer-saver';
import { clockOffsetMs, secondsLeft } from '../api/countdown';
import { QUIZ_KEY } from '../api/hub';
import { newSubmissionKey, saveAnswer, submitQuiz } from '../api/player';

export type Answers = Record<string, number | null>;
export interface Submitted {
  customUrl: string;
  sessionId: string;
  /** True when this play just ended it (submitted, or time ran out): the result celebrates once. */
  justFinished?: boolean;
}

export function countAnswered(session: QuizSession, answers: Answers) {
  const answered = session.questions.filter((question) => answers[question.id] != null).length;
  return { answered, skipped: session.questions.length - answered, total: session.questions.length };
}

export function useQuizPlay(session: QuizSession, receivedAtMs: number, onSubmitted: (done: Submitted) => void) {
  const client = useQueryClient();
  const [answers, setAnswers] = useState<Answers>(() => ({ ...session.savedAnswers }));
  const [saveStates, setSaveStates] = useState<Record<string, SaveState>>({});
  const [index, setIndex] = useState(() => firstUnanswered(session));
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [timeUp, setTimeUp] = useState(false);
  const submissionKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const offset = useMemo(() => clockOffsetMs(session.serverNow, receivedAtMs), [session.serverNow, receivedAtMs]);
  const [left, setLeft] = useState(() => secondsLeft(session.deadlineAt, offset, Date.now()));
  const submitRef = useRef<() => Promise<void>>(async () => undefined);

  const saver = useRef<AnswerSaver | null>(null);

  // Made in an effect (not during render) so a remount in development gets a live saver, not a stopped one.
  useEffect(() => {
    const made = new AnswerSaver({
      send: (questionId, selectedIndex) => saveAnswer(session.quizSessionId, questionId, selectedIndex),
      onState: (questionId, state) => setSaveStates((old) => ({ ...old, [questionId]: state })),
      // Time ran out or another tab submitted: the submission settles what was chosen.
      onRefused: (error) => {
        if (isSettled(error)) void submitRef.current();
      },
    });
    saver.current = made;
    return () => made.stop();
  }, [session.quizSessionId]);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    submissionKey.current ??= newSubmissionKey();
    const body = {
      quizSessionId: session.quizSessionId,
      submissionKey: submissionKey.current,
      answers: session.questions.map((question) => ({
        questionId: question.id,
        selectedIndex: answersRef.current[question.id] ?? null,
      })),
    };
    setSubmitting(true);
    setSubmitError(null);
    try {
      const stored = await submitWithRetry(() => submitQuiz(body));
      saver.current?.stop();
      void client.invalidateQueries({ queryKey: QUIZ_KEY });
      onSubmitted({ customUrl: stored.customUrl, sessionId: stored.quizSessionId, justFinished: true });
    } catch (error) {
      if (isSettled(error)) {
        saver.current?.stop();
        void client.invalidateQueries({ queryKey: QUIZ_KEY });
        onSubmitted({ customUrl: session.quiz.customUrl, sessionId: session.quizSessionId, justFinished: true });
        return;
      }
      setSubmitError(error);
      inFlight.current = false;
      setSubmitting(false);
    }
  }, [client, onSubmitted, session]);

  submitRef.current = submit;

  useEffect(() => {
    const tick = () => {
      const seconds = secondsLeft(session.deadlineAt, offset, Date.now());
      setLeft(seconds);
      if (seconds === 0) setTimeUp(true);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [session.deadlineAt, offset]);

  // Time is up: hand in what was chosen, once.
  useEffect(() => {
    if (timeUp) void submitRef.current();
  }, [timeUp]);

  const choose = useCallback(
    (questionId: string, selectedIndex: number | null) => {
      if (timeUp) return;
      setAnswers((old) => ({ ...old, [questionId]: selectedIndex }));
      saver.current?.save(questionId, selectedIndex);
    },
    [timeUp],
  );

  return { answers, saveStates, index, setIndex, choose, left, timeUp, submit, submitting, submitError };
}

function firstUnanswered(session: QuizSession): number {
  const at = session.questions.findIndex((question) => session.savedAnswers[question.id] === undefined);
  return at === -1 ? 0 : at;
}
