import { Button, Group, Stack, Text } from '@mantine/core';
import { NEWS_MESSAGES } from '@noticeboard/shared';
import { IconConfetti, IconVolume } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LazyModal } from '../../../components/lazy-overlays';
import { QUIZ_POPUP_AUDIO_URL, useQuizAudioSetting } from '../api/quiz-popup-audio';

/** Spec §8: shown once, on the read that reaches the daily minimum. */
export function ReadingPrompt({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const audioSetting = useQuizAudioSetting(opened);
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => {
    if (!opened) audio.current?.pause();
  }, [opened]);
  return (
    <LazyModal opened={opened} onClose={onClose} centered withCloseButton={false} aria-labelledby="reading-prompt-text">
      <Stack align="center" gap="md" ta="center" py="sm">
        <IconConfetti size={44} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Text id="reading-prompt-text" fw={700} fz="lg">
          {NEWS_MESSAGES.minimumRead}
        </Text>
        <Group justify="center" gap="sm">
          <Button
            onClick={() => {
              onClose();
              void navigate('/quiz');
            }}
          >
            {NEWS_MESSAGES.takeQuiz}
          </Button>
          <Button variant="default" onClick={onClose} data-autofocus>
            {NEWS_MESSAGES.continueReading}
          </Button>
        </Group>
        {audioSetting.data?.audioEnabled && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconVolume size={14} />}
            onClick={() => {
              audio.current ??= new Audio(QUIZ_POPUP_AUDIO_URL);
              audio.current.currentTime = 0;
              void audio.current.play().catch(() => undefined);
            }}
          >
            Listen
          </Button>
        )}
      </Stack>
    </LazyModal>
  );
}
