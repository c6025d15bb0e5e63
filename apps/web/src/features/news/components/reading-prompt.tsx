import { Button, Group, Paper, Text } from '@mantine/core';
import { NEWS_MESSAGES } from '@noticeboard/shared';
import { IconConfetti, IconVolume } from '@tabler/icons-react';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTodayQuizPath } from '../../../lib/today-quiz';
import { QUIZ_POPUP_AUDIO_URL, useQuizAudioSetting } from '../api/quiz-popup-audio';

/** Leaves room under the page while the banner shows, so it never hides a focused control (WCAG 2.4.11). */
function useRoomBelow(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = element.current;
    const root = document.documentElement;
    if (!node) return;
    const previous = root.style.scrollPaddingBottom;
    const update = () => {
      root.style.scrollPaddingBottom = `${node.offsetHeight + 24}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = previous;
    };
  }, [element]);
}

/**
 * Spec §8 'You have already read minimum articles' with Take a Quiz / Continue reading, as a banner at the foot of
 * the screen rather than a dialog: it never takes focus or blocks the page (the reader may finish the paragraph, or
 * ignore it), it is announced politely through the host's live region, and it goes with either button or Escape. Take a
 * Quiz opens today's quiz itself when it is open for the reader.
 */
export default function ReadingPrompt({
  onDismiss,
  liveRegion,
}: {
  onDismiss: () => void;
  /** The host's polite live region, present before the banner: the text put into it is announced. */
  liveRegion: HTMLElement | null;
}) {
  const quizPath = useTodayQuizPath();
  const audioSetting = useQuizAudioSetting(true);
  const audio = useRef<HTMLAudioElement | null>(null);
  const banner = useRef<HTMLElement>(null);
  // Where focus was before it came into the banner, to give it back when the banner goes.
  const cameFrom = useRef<HTMLElement | null>(null);
  useRoomBelow(banner);
  useEffect(() => () => audio.current?.pause(), []);

  const dismiss = (returnFocus: boolean) => {
    const node = banner.current;
    if (returnFocus && node?.contains(document.activeElement)) {
      const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main-content');
      back?.focus({ preventScroll: true });
    }
    onDismiss();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss(true);
  };

  return (
    <>
      {liveRegion && createPortal(NEWS_MESSAGES.minimumRead, liveRegion)}
      {/* Room at the end of the page so the last controls can scroll clear of the banner. */}
      <div style={{ height: 160 }} aria-hidden="true" />
      <Paper
        ref={banner}
        component="section"
        aria-labelledby="reading-prompt-text"
        data-testid="reading-prompt"
        shadow="lg"
        withBorder
        radius="lg"
        p="md"
        pos="fixed"
        bottom="calc(12px + env(safe-area-inset-bottom, 0px))"
        left={12}
        right={12}
        maw={560}
        mx="auto"
        style={{ zIndex: 210 }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && !banner.current?.contains(from)) cameFrom.current = from;
        }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start" mb="sm">
          <IconConfetti
            size={28}
            stroke={1.5}
            color="var(--mantine-color-blue-6)"
            aria-hidden
            style={{ flex: 'none' }}
          />
          <div>
            <Text id="reading-prompt-text" fw={700}>
              {NEWS_MESSAGES.minimumRead}
            </Text>
            <Text size="sm" c="dimmed">
              Today’s quiz is unlocked.
            </Text>
          </div>
        </Group>
        <Group gap="sm">
          <Button component={Link} to={quizPath} onClick={() => dismiss(false)} size="md">
            {NEWS_MESSAGES.takeQuiz}
          </Button>
          <Button variant="default" onClick={() => dismiss(true)} size="md">
            {NEWS_MESSAGES.continueReading}
          </Button>
          {audioSetting.data?.audioEnabled && (
            <Button
              variant="subtle"
              leftSection={<IconVolume size={16} aria-hidden />}
              onClick={() => {
                audio.current ??= new Audio(QUIZ_POPUP_AUDIO_URL);
                audio.current.currentTime = 0;
                void audio.current.play().catch(() => undefined);
              }}
            >
              Listen
            </Button>
          )}
        </Group>
      </Paper>
    </>
  );
}
