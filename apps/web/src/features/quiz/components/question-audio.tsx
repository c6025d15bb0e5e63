import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlayerStop, IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { questionAudioUrl } from '../api/player';

/** Reads the question aloud on a tap (never on its own); stops when the question changes. */
export function QuestionAudio({ sessionId, questionId }: { sessionId: string; questionId: string }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);

  // Keyed by question in the player, so leaving a question unmounts this and silences it.
  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [],
  );

  const toggle = () => {
    if (playing) {
      audio.current?.pause();
      setPlaying(false);
      return;
    }
    const player = new Audio(questionAudioUrl(sessionId, questionId));
    player.onended = () => setPlaying(false);
    player.onerror = () => setPlaying(false);
    audio.current = player;
    setPlaying(true);
    player.play().catch(() => setPlaying(false));
  };

  const label = playing ? 'Stop reading' : 'Read the question aloud';
  return (
    <Tooltip label={label}>
      <ActionIcon variant="light" size="lg" radius="xl" onClick={toggle} aria-label={label}>
        {playing ? <IconPlayerStop size={18} /> : <IconVolume size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
