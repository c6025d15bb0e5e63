import { COMMUNITY_MESSAGES } from '@noticeboard/shared';
import { FetchError as SharedFetchError, fetchErrorText as sharedText } from '../../../components/fetch-error';

/** Spec §8: the server's message when it gave one, else the community's fallback. */
export function fetchErrorText(error: unknown, fallback: string = COMMUNITY_MESSAGES.fetchPostFailed): string {
  return sharedText(error, fallback);
}

/** A failed community load with a Retry button. */
export function FetchError({ error, fallback, onRetry }: { error: unknown; fallback?: string; onRetry: () => void }) {
  return <SharedFetchError error={error} fallback={fallback ?? COMMUNITY_MESSAGES.fetchPostFailed} onRetry={onRetry} />;
}
