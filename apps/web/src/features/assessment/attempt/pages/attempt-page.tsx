import { Alert, Anchor, Button, Skeleton, Stack } from '@mantine/core';
import { ATTEMPT_MESSAGES, type AttemptView } from '@noticeboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FetchError } from '../../../../components/fetch-error';
import { hasErrorCode, messageOf } from '../../../../lib/api-error';
import { useAttemptView } from '../api/attempt-view';
import { initiateAttempt } from '../api/initiate';
import { studentListKey, viewKey } from '../api/keys';
import { AssignmentRules, NotOpenNotice, StartButton } from '../components/assignment-rules';
import { AttemptPlayer } from '../components/attempt-player';
import { FinishedAttempt } from '../components/finished-attempt';
import type { Finished } from '../components/use-attempt-play';

// The camera parts load only for an assessment that asks for a face check.
const FaceGate = lazy(() => import('../../face/face-gate').then((module) => ({ default: module.FaceGate })));
const FaceRecheck = lazy(() => import('../../face/face-recheck').then((module) => ({ default: module.FaceRecheck })));

/**
 * `/attempt-assignment/:customUrl` (students): the rules, then — after the face check when the assessment asks for
 * one — the player with the server's clock, and the result (or when it will be shown) once handed in.
 */
export default function AttemptPage() {
  const { customUrl = '' } = useParams();
  const view = useAttemptView(customUrl);
  const client = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<unknown>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [receivedAt, setReceivedAt] = useState(() => Date.now());

  const start = useCallback(async () => {
    setStarting(true);
    setStartError(null);
    try {
      const started = await initiateAttempt(customUrl);
      setReceivedAt(Date.now());
      client.setQueryData<AttemptView>(viewKey(customUrl), started);
      void client.invalidateQueries({ queryKey: studentListKey });
    } catch (error) {
      setStartError(error);
    } finally {
      setStarting(false);
    }
  }, [client, customUrl]);

  const onFinished = useCallback(
    (done: Finished) => {
      setFinished(done);
      void client.invalidateQueries({ queryKey: studentListKey });
      void client.invalidateQueries({ queryKey: viewKey(customUrl) });
    },
    [client, customUrl],
  );

  if (view.isPending) return <AttemptSkeleton />;
  if (view.isError) {
    return (
      <Stack gap="md" maw={720} mx="auto" w="100%">
        <FetchError
          error={view.error}
          fallback="Could not open this assignment."
          onRetry={hasErrorCode(view.error, 'NOT_FOUND', 'FORBIDDEN') ? undefined : () => void view.refetch()}
        />
        <Anchor component={Link} to="/assessment">
          Back to your assessments
        </Anchor>
      </Stack>
    );
  }
  const data = view.data;
  const attempt = data.attempt;
  const done = finished !== null || (attempt !== null && attempt.status !== 'IN_PROGRESS');
  const running = !done && attempt?.clockStarted === true && data.questions.length > 0;

  let body: ReactNode;
  if (done) {
    body = <FinishedAttempt customUrl={customUrl} finished={finished} />;
  } else if (running) {
    body = (
      <Stack gap="md">
        {data.assignment.faceCheckRequired && data.assignment.faceRecheckMinutes && (
          <Suspense fallback={null}>
            <FaceRecheck customUrl={customUrl} everyMinutes={data.assignment.faceRecheckMinutes} />
          </Suspense>
        )}
        <AttemptPlayer
          key={attempt?.id}
          view={data}
          receivedAtMs={view.dataUpdatedAt || receivedAt}
          onFinished={onFinished}
        />
      </Stack>
    );
  } else if (attempt && data.needsFaceCheck) {
    // The attempt exists with its clock stopped: the face check settles it, then initiate starts the clock.
    body = (
      <AssignmentRules
        assignment={data.assignment}
        action={
          <Stack gap="sm">
            {/* The gate says the spec's words itself (FACE_MESSAGES.verificationRequired), once. */}
            <Suspense fallback={<Skeleton h={200} radius="md" aria-label="Loading the camera check" />}>
              <FaceGate
                customUrl={customUrl}
                identityCheck={attempt.identityCheck}
                onSettled={() => void start()}
                onRecheck={() => void view.refetch()}
              />
            </Suspense>
          </Stack>
        }
      />
    );
  } else {
    const open = data.assignment.status === 'TO_DO' || data.assignment.status === 'IN_PROGRESS';
    body = (
      <AssignmentRules
        assignment={data.assignment}
        action={
          <Stack gap="sm">
            {open ? (
              <StartButton resume={attempt !== null} loading={starting} onStart={() => void start()} />
            ) : (
              <NotOpenNotice assignment={data.assignment} />
            )}
            {startError != null && (
              <Alert
                color={hasErrorCode(startError, 'FACE_VERIFICATION_REQUIRED') ? 'orange' : 'red'}
                variant="light"
                role="alert"
              >
                {hasErrorCode(startError, 'FACE_VERIFICATION_REQUIRED') && !messageOf(startError)
                  ? ATTEMPT_MESSAGES.faceCheck
                  : messageOf(startError)}
              </Alert>
            )}
          </Stack>
        }
      />
    );
  }

  return (
    <Stack gap="md" maw={760} mx="auto" w="100%">
      <Anchor component={Link} to="/assessment" size="sm">
        ← Your assessments
      </Anchor>
      {body}
    </Stack>
  );
}

function AttemptSkeleton() {
  return (
    <Stack gap="md" maw={760} mx="auto" w="100%" aria-busy="true" aria-label="Loading the assignment">
      <Skeleton h={40} w="60%" radius="md" />
      <Skeleton h={260} radius="lg" />
      <Button disabled w={140}>
        Start
      </Button>
    </Stack>
  );
}
