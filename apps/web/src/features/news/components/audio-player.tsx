import { ActionIcon, Button, Group, Menu, Paper, Slider, Stack, Text } from '@mantine/core';
import { type ArticleAudio, NEWS_MESSAGES, PLAYBACK_SPEEDS } from '@noticeboard/shared';
import {
  IconCheck,
  IconChevronDown,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRewindBackward10,
  IconRewindForward10,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useMediaPlayback } from './audio-player-media';
import type { Playback } from './audio-player-playback';
import { useSpeechPlayback } from './audio-player-speech';
import { formatClock } from './audio-player-timing';

const SKIP_SECONDS = 10;

export interface AudioPlayerProps {
  /** Names the player for screen readers, e.g. "Listen to this article". */
  title: string;
  audio: ArticleAudio;
  /** Read aloud by the browser while the recording is not ready. */
  fallbackText: string;
}

const speedLabel = (speed: number) => `${speed}x`;

function SpeedMenu({
  rate,
  onChange,
  disabled,
}: {
  rate: number;
  onChange: (rate: number) => void;
  disabled: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          disabled={disabled}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Playback speed ${speedLabel(rate)}`}
        >
          {speedLabel(rate)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Playback speed">
        {PLAYBACK_SPEEDS.map((speed) => (
          <Menu.Item
            key={speed}
            onClick={() => onChange(speed)}
            leftSection={speed === rate ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
            aria-current={speed === rate ? 'true' : undefined}
          >
            {speedLabel(speed)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function PlayerControls({ title, playback, note }: { title: string; playback: Playback; note?: string }) {
  // While the thumb is dragged the label follows it; the seek happens on release.
  const [dragging, setDragging] = useState<number | null>(null);
  const { available, playing, currentTime, duration, rate } = playback;
  const shown = dragging ?? Math.min(currentTime, duration);
  return (
    <Paper component="section" withBorder radius="lg" p="sm" aria-label={title}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              disabled={!available}
              onClick={() => playback.seek(currentTime - SKIP_SECONDS)}
              aria-label="Back 10 seconds"
            >
              <IconRewindBackward10 size={22} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="filled"
              size={44}
              radius="xl"
              disabled={!available}
              onClick={playback.toggle}
              aria-label={playing ? 'Pause' : 'Play'}
            >
              {playing ? (
                <IconPlayerPauseFilled size={22} aria-hidden />
              ) : (
                <IconPlayerPlayFilled size={22} aria-hidden />
              )}
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              disabled={!available}
              onClick={() => playback.seek(currentTime + SKIP_SECONDS)}
              aria-label="Forward 10 seconds"
            >
              <IconRewindForward10 size={22} aria-hidden />
            </ActionIcon>
          </Group>
          <Text size="sm" fw={600} truncate visibleFrom="xs" style={{ flex: 1, minWidth: 0 }}>
            {title}
          </Text>
          <SpeedMenu rate={rate} onChange={playback.setRate} disabled={!available} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" ff="monospace" aria-label="Current time">
            {formatClock(shown)}
          </Text>
          <Slider
            style={{ flex: 1 }}
            min={0}
            max={Math.max(1, Math.ceil(duration))}
            step={1}
            value={shown}
            disabled={!available}
            label={formatClock}
            thumbLabel="Seek"
            onChange={setDragging}
            onChangeEnd={(value) => {
              setDragging(null);
              playback.seek(value);
            }}
          />
          <Text size="xs" c="dimmed" ff="monospace" aria-label="Total time">
            {formatClock(duration)}
          </Text>
        </Group>
        {note && (
          <Text size="xs" c="dimmed" role="note">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

interface RecordingPlayerProps {
  title: string;
  url: string;
  durationSeconds: number | null;
  onFailed: () => void;
}

function RecordingPlayer({ title, url, durationSeconds, onFailed }: RecordingPlayerProps) {
  const { playback, audioRef } = useMediaPlayback(durationSeconds);
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: spoken news read from the article text shown on the page */}
      <audio ref={audioRef} src={url} preload="metadata" onError={onFailed} />
      <PlayerControls title={title} playback={playback} />
    </>
  );
}

function SpeechPlayer({ title, text }: { title: string; text: string }) {
  const playback = useSpeechPlayback(text);
  const note = playback.available ? NEWS_MESSAGES.audioNotReady : 'Listening is not available in this browser yet.';
  return <PlayerControls title={title} playback={playback} note={note} />;
}

/**
 * Plays the server's recording when it is ready; until then the same controls read the text aloud with the
 * browser's speech synthesis. Speeds are exactly PLAYBACK_SPEEDS.
 */
export function AudioPlayer({ title, audio, fallbackText }: AudioPlayerProps) {
  // A recording that cannot be loaded (gone, or a format the browser lacks) is read aloud instead.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (audio.status === 'READY' && audio.url && audio.url !== failedUrl) {
    const { url } = audio;
    return (
      <RecordingPlayer
        key={url}
        title={title}
        url={url}
        durationSeconds={audio.durationSeconds}
        onFailed={() => setFailedUrl(url)}
      />
    );
  }
  return <SpeechPlayer key={fallbackText} title={title} text={fallbackText} />;
}

export default AudioPlayer;
