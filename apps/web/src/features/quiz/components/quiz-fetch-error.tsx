import { QUIZ_MESSAGES } from '@noticeboard/shared';
import { FetchError, fetchErrorText } from '../../../components/fetch-error';

/** Spec §8: the server's message when it gave one, else 'Failed to fetch post'. */
export function quizErrorText(error: unknown, fallback: string = QUIZ_MESSAGES.fetchFailed): string {
  return fetchErrorText(error, fallback);
}

/** A failed quiz load, with Retry when trying again can help. */
export function QuizFetchError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return <FetchError error={error} fallback={QUIZ_MESSAGES.fetchFailed} onRetry={onRetry} />;
}
