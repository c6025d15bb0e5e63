/**
 * What stands between a student and a face-checked assessment (issue 18 §3): enrol a reference picture once (with
 * consent for this purpose; a student of 18 or over ticks their own yes), then a picture at the start checked by the
 * server. Three tries; after them the attempt goes on, flagged for the school. Without consent, a teacher confirms
 * it is them: the page waits and asks again every few seconds (`onRecheck`). `onSettled` once the attempt may start.
 */
import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { FACE_MESSAGES, type FaceCheckResult, type IdentityCheck } from '@noticeboard/shared';
import { IconUserCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { hasErrorCode, messageOf } from '../../../lib/api-error';
import { sendFaceCheck } from './api/face-check';
import { useEnrolFace, useFaceEnrolment } from './api/face-enrolment';
import { FaceCapture } from './face-capture';

export interface FaceGateProps {
  customUrl: string;
  /** The attempt's identity check as the server last said. */
  identityCheck: IdentityCheck;
  /** The attempt may start: initiate again (its clock starts now). */
  onSettled: () => void;
  /** Read the attempt again (a teacher may have confirmed the student meanwhile). */
  onRecheck: () => void;
}

export const FACE_GATE_TEXT = {
  teacherConfirms:
    "Face checks are off for you, because we don't have your parent's permission for them. Your teacher will confirm it's you — this page goes on by itself as soon as they do.",
  adultConsent: 'I agree that my school may use face checks in assessments',
  rejected: 'Your school did not accept this attempt after the identity check. Please talk to your teacher.',
  enrolIntro:
    'First, take one clear picture of yourself. It is kept by your school only to check it is you, and you can remove it at any time.',
} as const;

/** How often a student waiting for a teacher's word asks again. */
const RECHECK_MS = 5_000;

export function FaceGate({ customUrl, identityCheck, onSettled, onRecheck }: FaceGateProps) {
  const enrolment = useFaceEnrolment();
  const enrol = useEnrolFace();
  const [adultYes, setAdultYes] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [last, setLast] = useState<FaceCheckResult | null>(null);
  const check = useMutation({
    mutationFn: (picture: Blob) => sendFaceCheck(customUrl, picture, 'START'),
    onSuccess: (result) => {
      setLast(result);
      if (result.mayContinue) onSettled();
      else setAttempt((count) => count + 1);
    },
  });
  const waitingForTeacher = enrolment.data?.consent === 'NONE' && !enrolment.data.enrolled;

  useEffect(() => {
    if (!waitingForTeacher || identityCheck !== 'PENDING') return;
    const timer = setInterval(onRecheck, RECHECK_MS);
    return () => clearInterval(timer);
  }, [waitingForTeacher, identityCheck, onRecheck]);

  if (identityCheck === 'REJECTED') {
    return (
      <Alert color="red" role="alert">
        {FACE_GATE_TEXT.rejected}
      </Alert>
    );
  }
  if (enrolment.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Getting your face check ready…</Text>
      </Group>
    );
  }
  if (enrolment.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{messageOf(enrolment.error)}</Text>
          <Button variant="light" onClick={() => void enrolment.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { consent, enrolled } = enrolment.data;
  if (waitingForTeacher) {
    return (
      <Alert color="blue" icon={<IconUserCheck size={20} aria-hidden />} role="status">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{FACE_GATE_TEXT.teacherConfirms}</Text>
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              Waiting for your teacher…
            </Text>
          </Group>
        </Stack>
      </Alert>
    );
  }

  if (!enrolled) {
    const enrolError =
      enrol.error && !hasErrorCode(enrol.error, 'FACE_CONSENT_REQUIRED') ? messageOf(enrol.error) : null;
    return (
      <Stack gap="md">
        <Alert color="yellow" role="status">
          {FACE_MESSAGES.verificationRequired}
        </Alert>
        <Text size="sm">{FACE_GATE_TEXT.enrolIntro}</Text>
        {consent === 'ADULT' && (
          <Checkbox
            label={FACE_GATE_TEXT.adultConsent}
            checked={adultYes}
            onChange={(event) => setAdultYes(event.currentTarget.checked)}
          />
        )}
        {(consent === 'PARENT' || adultYes) && (
          <FaceCapture
            key={`enrol-${enrol.failureCount}`}
            purpose="enrol"
            onCaptured={(picture) => enrol.mutate({ picture, selfConsent: consent === 'ADULT' })}
          />
        )}
        {enrol.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Saving your picture…</Text>
          </Group>
        )}
        {enrolError && (
          <Alert color="red" role="alert">
            {enrolError}
          </Alert>
        )}
      </Stack>
    );
  }

  const checkError = check.error ? messageOf(check.error) : null;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Face check
      </Title>
      {!last && (
        <Alert color="yellow" role="status">
          {FACE_MESSAGES.verificationRequired}
        </Alert>
      )}
      {last && !last.mayContinue && (
        <Alert color="yellow" role="alert">
          {last.message} {last.triesLeft === 1 ? 'One more try.' : `${last.triesLeft} more tries.`}
        </Alert>
      )}
      <FaceCapture key={`verify-${attempt}`} purpose="verify" onCaptured={(picture) => check.mutate(picture)} />
      {check.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Checking it is you…</Text>
        </Group>
      )}
      {checkError && (
        <Alert color="red" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{checkError}</Text>
            <Button variant="light" onClick={() => setAttempt((count) => count + 1)}>
              Take another picture
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
