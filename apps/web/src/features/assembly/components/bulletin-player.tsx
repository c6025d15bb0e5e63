/** The bulletin read aloud: the browser's own controls, plus the spec's playback speeds. */
import { Group, NativeSelect, Text } from '@mantine/core';
import { type Bulletin, PLAYBACK_SPEEDS } from '@noticeboard/shared';
import { useEffect, useRef, useState } from 'react';

export function BulletinPlayer({ audio }: { audio: NonNullable<Bulletin['audio']> }) {
  const element = useRef<HTMLAudioElement>(null);
  const [rate, setRate] = useState('1');
  useEffect(() => {
    if (element.current) element.current.playbackRate = Number(rate);
  }, [rate]);

  if (audio.status === 'UNAVAILABLE' || audio.status === 'FAILED') {
    return (
      <Text size="sm" c="dimmed">
        The spoken bulletin could not be made on this server.
      </Text>
    );
  }
  if (!audio.url) {
    return (
      <Text size="sm" c="dimmed" role="status">
        The spoken bulletin is being recorded. It appears here in a minute.
      </Text>
    );
  }
  return (
    <Group gap="sm" align="center" wrap="wrap">
      {/* biome-ignore lint/a11y/useMediaCaption: the bulletin's full text is on the page right here */}
      <audio
        ref={element}
        controls
        preload="metadata"
        src={audio.url}
        aria-label="Listen to the bulletin"
        style={{ maxWidth: '100%', flex: '1 1 240px' }}
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = Number(rate);
        }}
      />
      <NativeSelect
        label="Speed"
        size="xs"
        w={90}
        value={rate}
        onChange={(event) => setRate(event.currentTarget.value)}
        data={PLAYBACK_SPEEDS.map((speed) => ({ value: String(speed), label: `${speed}x` }))}
      />
    </Group>
  );
}
