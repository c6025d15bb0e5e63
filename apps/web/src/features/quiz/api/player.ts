/**
 * The player's calls (spec §7 Quiz): start or resume a session, save one answer, submit once, review, audio.
 * Start is a POST that resumes an open session, so it is safe to send again after a reload.
 */
import {
  attemptQuizResponseSchema,
  LEADERBOARD_PATHS,
  QUIZ_PATHS,
  type QuizSubmissionBody,
  quizAudioEligibilitySchema,
  quizRankSchema,
  quizReviewSchema,
  quizSessionSchema,
  quizSubmissionResponseSchema,
  STORAGE_KEYS,
  type UserDetails,
} from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasErrorCode } from '../../../lib/api-error';
import { API_BASE, get, post, query } from '../../../lib/http';
import { QUIZ_KEY, viewerKey } from './hub';

export const sessionKey = (user: UserDetails | null, customUrl: string) =>
  [...QUIZ_KEY, 'session', viewerKey(user), customUrl] as const;

/** POST /users/start-quiz: the session and its questions (no answers), remembered under quizSessionId (spec §3). */
export async function startQuiz(customUrl: string) {
  const session = await post(QUIZ_PATHS.start, { customUrl }, quizSessionSchema);
  try {
    localStorage.setItem(STORAGE_KEYS.quizSessionId, session.quizSessionId);
  } catch {
    // Private mode without storage: the session still works, it just is not remembered across reloads.
  }
  return session;
}

export const useQuizSession = (user: UserDetails | null, customUrl: string) =>
  useQuery({
    queryKey: sessionKey(user, customUrl),
    queryFn: () => startQuiz(customUrl),
    // A session is started once per visit; refetching would only reshuffle nothing and cost a round trip.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 2,
  });

export const saveAnswer = (quizSessionId: string, questionId: string, selectedIndex: number | null) =>
  post(QUIZ_PATHS.attempt, { quizSessionId, questionId, selectedIndex }, attemptQuizResponseSchema);

export const submitQuiz = (body: QuizSubmissionBody) => post(QUIZ_PATHS.submit, body, quizSubmissionResponseSchema);

export const reviewQuery = (user: UserDetails | null, sessionId: string) =>
  queryOptions({
    queryKey: [...QUIZ_KEY, 'review', viewerKey(user), sessionId],
    queryFn: () => get(`${QUIZ_PATHS.review}${query({ sessionId })}`, quizReviewSchema),
  });
export const useReview = (user: UserDetails | null, sessionId: string | null) =>
  useQuery({ ...reviewQuery(user, sessionId ?? ''), enabled: Boolean(sessionId) });

/** GET /users/quiz-rank?sessionId: the player's place in the quiz of a finished session (read fresh each visit). */
export const useQuizRank = (user: UserDetails | null, sessionId: string) =>
  useQuery({
    queryKey: [...QUIZ_KEY, 'rank', viewerKey(user), sessionId],
    queryFn: () => get(`${LEADERBOARD_PATHS.quizRank}${query({ sessionId })}`, quizRankSchema),
    retry: (failures, error) => !hasErrorCode(error, 'NOT_FOUND') && failures < 2,
  });

/** GET /users/quiz-result?customUrl: the caller's session of a quiz, to open its review. */
export const useOwnResult = (user: UserDetails | null, customUrl: string, enabled: boolean) =>
  useQuery({
    queryKey: [...QUIZ_KEY, 'result', viewerKey(user), customUrl],
    queryFn: () => get(`${QUIZ_PATHS.result}${query({ customUrl })}`, quizSubmissionResponseSchema),
    enabled,
    retry: (failures, error) => !hasErrorCode(error, 'NOT_FOUND') && failures < 2,
  });

export const useAudioEligibility = (user: UserDetails | null) =>
  useQuery({
    queryKey: [...QUIZ_KEY, 'audio-eligibility', viewerKey(user)],
    queryFn: () => get(QUIZ_PATHS.audioEligibility, quizAudioEligibilitySchema),
    staleTime: 5 * 60_000,
  });

export const questionAudioUrl = (sessionId: string, questionId: string) =>
  `${API_BASE}${QUIZ_PATHS.questionAudio}${query({ sessionId, questionId })}`;

/** A random submission key; randomUUID needs a secure context, so plain-http LAN demos fall back to random bytes. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
