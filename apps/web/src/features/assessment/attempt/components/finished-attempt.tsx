import { Alert, Skeleton, Stack } from '@mantine/core';
import { FetchError } from '../../../../components/fetch-error';
import { useAttemptResult } from '../api/result';
import { AttemptResultView } from './attempt-result';
import type { Finished } from './use-attempt-play';

/** After the hand-in: a kind word, then the result (or when it will be shown). */
export function FinishedAttempt({ customUrl, finished }: { customUrl: string; finished: Finished | null }) {
  const result = useAttemptResult({ customUrl });
  return (
    <Stack gap="md">
      {finished && (
        <Alert color="green" variant="light" role="status" title={finished.timeUp ? 'Time is up' : 'Handed in'}>
          {finished.timeUp
            ? 'Your time ran out, so we handed in the answers you saved. Well done for giving it a go!'
            : 'Your answers are in. Well done!'}
        </Alert>
      )}
      {!finished && result.data?.attempt?.submittedBy === 'TIMER' && (
        <Alert color="blue" variant="light" title="Handed in when the time ran out">
          The answers you saved before the time was up were handed in for you.
        </Alert>
      )}
      {result.isPending && <Skeleton h={160} radius="lg" aria-label="Loading your result" />}
      {result.isError && (
        <FetchError error={result.error} fallback="Could not load your result." onRetry={() => void result.refetch()} />
      )}
      {result.data && <AttemptResultView result={result.data} />}
    </Stack>
  );
}
