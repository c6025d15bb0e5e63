/**
 * Takes the face picture of an enrolment or a check (issue 18): the live front camera (mirrored, as a mirror shows
 * the child; the picture itself is taken the right way round), the spec's camera messages, and the on-device check
 * (face-detector.ts, loaded only once the camera is ready) telling the child what to fix before anything is sent.
 * With exactly one face, the JPEG and what the device saw go to `onCaptured`; the server checks the picture again.
 */
import { Alert, Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { FACE_MESSAGES } from '@noticeboard/shared';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { frameOf, jpegOf } from './camera-frame';
import classes from './face-capture.module.css';
import type { DeviceFaceResult } from './face-detector';
import { type CameraState, useCamera } from './use-camera';

export type { DeviceFaceResult } from './face-detector';

export interface FaceCaptureProps {
  purpose: 'enrol' | 'verify';
  onCaptured: (picture: Blob, onDevice: DeviceFaceResult) => void;
}

export const FACE_CAPTURE_TEXT = {
  noFace: "We can't see your face — move into the light and look at the camera.",
  manyFaces: 'Only you should be in the picture. Ask anyone beside you to step out of view, then try again.',
  checking: 'Checking your picture…',
  captured: 'Picture taken.',
  failed: 'The face check could not start on this device. Check your connection, then try again.',
  unsupported:
    'This browser cannot use a camera here. Please open Noticeboard in an up-to-date browser such as Chrome or Safari.',
  cameraError: 'We could not start your camera. Check that no other app is using it, then try again.',
} as const;

const COPY = {
  enrol: {
    title: 'Your face picture',
    intro:
      'Look straight at the camera in good light, with only you in the picture. Your school uses it to check it is you before an assessment.',
  },
  verify: {
    title: 'Check it is you',
    intro: 'Look straight at the camera, with only you in the picture.',
  },
} as const;

type Step = 'idle' | 'checking' | 'noFace' | 'manyFaces' | 'captured' | 'failed';

/** What the camera's state asks of the child, before any picture. */
function CameraMessage({ state, onRequest }: { state: CameraState; onRequest: () => void }) {
  switch (state) {
    case 'prompt':
      return (
        <Alert role="status" color="blue" icon={<IconCamera size={20} aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{FACE_MESSAGES.cameraNeeded}</Text>
            <Button size="md" onClick={onRequest} leftSection={<IconCamera size={18} aria-hidden />}>
              Allow camera
            </Button>
          </Stack>
        </Alert>
      );
    case 'denied':
      return (
        <Alert color="red" icon={<IconCameraOff size={20} aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{FACE_MESSAGES.cameraBlocked}</Text>
            <Button size="md" variant="light" onClick={onRequest}>
              Try again
            </Button>
          </Stack>
        </Alert>
      );
    case 'error':
      return (
        <Alert color="red" icon={<IconCameraOff size={20} aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{FACE_CAPTURE_TEXT.cameraError}</Text>
            <Button size="md" variant="light" onClick={onRequest}>
              Try again
            </Button>
          </Stack>
        </Alert>
      );
    case 'unsupported':
      return (
        <Alert color="red" icon={<IconCameraOff size={20} aria-hidden />}>
          <Text size="sm">{FACE_CAPTURE_TEXT.unsupported}</Text>
        </Alert>
      );
    case 'requesting':
      return (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Starting the camera…</Text>
        </Group>
      );
    default:
      return null;
  }
}

export function FaceCapture({ purpose, onCaptured }: FaceCaptureProps) {
  const camera = useCamera();
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCapturedRef = useRef(onCaptured);
  onCapturedRef.current = onCaptured;
  const [step, setStep] = useState<Step>('idle');
  const ready = camera.state === 'ready';

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !camera.stream) return;
    video.srcObject = camera.stream;
    void video.play()?.catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [camera.stream]);

  // face-api and TensorFlow.js (and ~6.7 MB of models) are fetched only now, while the child settles in front of
  // the camera; the first picture waits for them if they are not there yet.
  useEffect(() => {
    if (!ready) return;
    void import('./face-detector').then((detector) => detector.prepareFaceDetector()).catch(() => undefined);
  }, [ready]);

  const takePicture = async () => {
    const video = videoRef.current;
    const frame = video ? frameOf(video) : null;
    if (!frame) return;
    setStep('checking');
    try {
      const [picture, detector] = await Promise.all([jpegOf(frame), import('./face-detector')]);
      const onDevice = await detector.detectFaces(frame);
      if (!picture) throw new Error('the picture could not be saved as a JPEG');
      if (onDevice.faceCount === 0) setStep('noFace');
      else if (onDevice.faceCount > 1) setStep('manyFaces');
      else {
        setStep('captured');
        onCapturedRef.current(picture, onDevice);
      }
    } catch {
      setStep('failed');
    }
  };

  const feedback = step === 'idle' ? null : FACE_CAPTURE_TEXT[step];
  const needsFixing = step === 'noFace' || step === 'manyFaces' || step === 'failed';

  return (
    <Paper withBorder radius="lg" p="md" maw={520} w="100%">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {COPY[purpose].title}
          </Title>
          <Text size="sm" c="dimmed">
            {COPY[purpose].intro}
          </Text>
        </Stack>
        <CameraMessage state={camera.state} onRequest={camera.request} />
        {ready && (
          <Box className={classes.frame}>
            <video ref={videoRef} className={classes.video} muted playsInline autoPlay aria-label="Your camera" />
          </Box>
        )}
        {/* Always in the page, so screen readers announce each new word about the picture. */}
        <Box role="status" aria-live="polite">
          {feedback && (
            <Text size="sm" fw={needsFixing ? 600 : undefined}>
              {feedback}
            </Text>
          )}
        </Box>
        {ready && (
          <Button
            size="md"
            fullWidth
            onClick={() => void takePicture()}
            loading={step === 'checking'}
            leftSection={<IconCamera size={18} aria-hidden />}
          >
            Take picture
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
