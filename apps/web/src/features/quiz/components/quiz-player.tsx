import { Button, Skeleton, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { useAudioEligibility, useQuizSession } from '../api/player';
import { PlayerBody } from './player-body';
import { QuizFetchError } from './quiz-fetch-error';
import type { Submitted } from './use-quiz-play';

/**
 * Starts (or resumes) the quiz and plays it. Used by /quiz/:customUrl and, for individuals whom the route table
 * keeps off that route, inline on /quiz.
 */
export function QuizPlayer({ customUrl, onSubmitted }: { customUrl: string; onSubmitted: (done: Submitted) => void }) {
  const user = useSessionUser();
  const session = useQuizSession(user, customUrl);
  const audio = useAudioEligibility(user);
  const finished = session.data && session.data.status !== 'IN_PROGRESS';
  // Set once this play handed the quiz in: the session read again after it is finished, but the result was already
  // shown (and celebrated); it must not be opened a second time as an old result.
  const handedIn = useRef(false);
  const onPlayed = useCallback(
    (done: Submitted) => {
      handedIn.current = true;
      onSubmitted(done);
    },
    [onSubmitted],
  );

  // A session already handed in (or timed out) before this visit has nothing to play: show its result.
  useEffect(() => {
    if (session.data && finished && !handedIn.current) {
      onSubmitted({ customUrl, sessionId: session.data.quizSessionId });
    }
  }, [session.data, finished, customUrl, onSubmitted]);

  if (session.isError) {
    return (
      <Stack gap="md">
        <QuizFetchError error={session.error} onRetry={() => void session.refetch()} />
        <Button component={Link} to="/quiz" variant="default">
          Back to quizzes
        </Button>
      </Stack>
    );
  }
  if (!session.data || finished) return <PlayerSkeleton />;
  return (
    <PlayerBody
      key={session.data.quizSessionId}
      session={session.data}
      receivedAtMs={session.dataUpdatedAt}
      audioEligible={Boolean(audio.data?.eligible)}
      onSubmitted={onPlayed}
    />
  );
}

/** The player's shape while the session loads, so nothing jumps when it arrives. */
export function PlayerSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the quiz">
      <Skeleton h={52} radius="md" />
      <Skeleton h={26} w="70%" radius="xl" />
      <Skeleton h={380} radius="lg" />
      <Skeleton h={42} radius="md" />
    </Stack>
  );
}
