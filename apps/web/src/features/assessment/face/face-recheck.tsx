/**
 * Face checks during an attempt, when the teacher asked for them every N minutes (issue 18 §3): a small live camera
 * preview beside the questions (the child always sees that the camera is on; in the page's flow, so it never covers
 * a control), a picture every N minutes sent to the server,
 * which alone decides. A check that does not pass flags the attempt for the school; the attempt always goes on, and
 * the child is told kindly. The camera stops when the attempt ends (unmount).
 */
import { Alert, Box, Group, Text } from '@mantine/core';
import { FACE_MESSAGES } from '@noticeboard/shared';
import { useEffect, useRef, useState } from 'react';
import { sendFaceCheck } from './api/face-check';
import { frameOf, jpegOf } from './camera-frame';
import classes from './face-capture.module.css';
import { useCamera } from './use-camera';

export interface FaceRecheckProps {
  customUrl: string;
  /** Minutes between checks. */
  everyMinutes: number;
}

export function FaceRecheck({ customUrl, everyMinutes }: FaceRecheckProps) {
  const camera = useCamera();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !camera.stream) return;
    video.srcObject = camera.stream;
    void video.play()?.catch(() => undefined);
  }, [camera.stream]);

  useEffect(() => {
    if (camera.state !== 'ready') return;
    const timer = setInterval(async () => {
      const video = videoRef.current;
      const frame = video ? frameOf(video) : null;
      const picture = frame ? await jpegOf(frame) : null;
      if (!picture) return;
      try {
        const result = await sendFaceCheck(customUrl, picture, 'DURING');
        setNote(result.outcome === 'PASS' ? null : result.message);
      } catch {
        // A check that could not be sent is simply taken again next time; the attempt never waits for it.
      }
    }, everyMinutes * 60_000);
    return () => clearInterval(timer);
  }, [camera.state, customUrl, everyMinutes]);

  return (
    <Group gap="sm" wrap="nowrap" align="center" role="region" aria-label="Face checks during this assessment">
      {camera.state === 'ready' && (
        <Box w={72} className={classes.frame} style={{ flexShrink: 0 }}>
          <video ref={videoRef} className={classes.video} muted playsInline autoPlay aria-label="Your camera is on" />
        </Box>
      )}
      {camera.state === 'denied' ? (
        <Alert color="red" p="xs">
          <Text size="sm">{FACE_MESSAGES.cameraBlocked}</Text>
        </Alert>
      ) : (
        <Box role="status" aria-live="polite">
          <Text size="sm" c={note ? undefined : 'dimmed'}>
            {note ?? `Your camera checks it is you every ${everyMinutes} minutes.`}
          </Text>
        </Box>
      )}
    </Group>
  );
}
