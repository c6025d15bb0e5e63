/**
 * Where "Take a Quiz" goes (issue 17 §8): straight to today's quiz player when it is open for the person, else the
 * quiz hub (which explains the reading minimum, or shows the result already handed in). Shared by the news pages and
 * the quiz pages, so it lives outside both features; the eligibility query is the one the quiz hub reads.
 */
import { QUIZ_PATHS, type QuizEligibility, quizEligibilitySchema, roleOf, type UserDetails } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from './http';
import { useSessionUser } from './use-session';

export const QUIZ_HUB_PATH = '/quiz';
/** `/quiz?play={customUrl}`: the hub opens that quiz's player at once (individuals play on the hub, spec §6). */
export const PLAY_PARAM = 'play';

/** GET /users/quiz-eligibilty; keyed by viewer so one person's state never shows for the next on a shared device. */
export const eligibilityQuery = (user: UserDetails | null) =>
  queryOptions({
    queryKey: ['quiz', 'eligibility', user?.customUrl ?? 'visitor'],
    queryFn: () => get(QUIZ_PATHS.eligibility, quizEligibilitySchema),
  });

/**
 * Today's quiz player when the person may play it now (unlocked, not yet handed in): `/quiz/{customUrl}` for the
 * roles the route table lets in (students, faculty, admins), the hub's inline player for individuals; else the hub.
 */
export function todayQuizPath(user: UserDetails | null, eligibility: QuizEligibility | undefined): string {
  if (!user || !eligibility?.eligible || !eligibility.quizCustomUrl) return QUIZ_HUB_PATH;
  if (eligibility.state !== 'NOT_STARTED' && eligibility.state !== 'IN_PROGRESS') return QUIZ_HUB_PATH;
  const customUrl = encodeURIComponent(eligibility.quizCustomUrl);
  switch (roleOf(user)) {
    case 'CANDIDATE':
    case 'FACULTY':
    case 'ADMIN':
      return `/quiz/${customUrl}`;
    case 'INDIVIDUAL':
      return `${QUIZ_HUB_PATH}?${PLAY_PARAM}=${customUrl}`;
    default:
      return QUIZ_HUB_PATH;
  }
}

/**
 * The "Take a Quiz" address for the signed-in person, read fresh when `enabled` (the hub until it is known; a school
 * account and visitors always get the hub).
 */
export function useTodayQuizPath(enabled = true): string {
  const user = useSessionUser();
  const plays = user !== null && roleOf(user) !== 'INSTITUTE';
  const eligibility = useQuery({ ...eligibilityQuery(user), enabled: enabled && plays, staleTime: 0 });
  return todayQuizPath(user, eligibility.data);
}
