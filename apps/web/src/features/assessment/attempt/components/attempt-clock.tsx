import { Badge, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatClock, spokenTimeLeft } from '../api/countdown';

/** The time left by the server's deadline; filled red in the last minute, with the words said once a minute. */
export function AttemptClock({ seconds }: { seconds: number }) {
  const urgent = seconds <= 60;
  return (
    <>
      <Badge
        size="xl"
        variant={urgent ? 'filled' : 'light'}
        color={urgent ? 'red' : 'blue'}
        leftSection={<IconClock size={16} aria-hidden />}
        tt="none"
        style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
        role="timer"
        aria-label={`${formatClock(seconds)} left`}
        data-testid="attempt-clock"
      >
        {formatClock(seconds)}
      </Badge>
      <VisuallyHidden aria-live="polite">{spokenTimeLeft(Math.ceil(seconds / 60) * 60)}</VisuallyHidden>
    </>
  );
}
