import { Badge } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatClock } from '../api/countdown';

/** The time left on the server's clock; red in the last minute. */
export function QuizClock({ seconds }: { seconds: number }) {
  return (
    <Badge
      size="lg"
      variant={seconds <= 60 ? 'filled' : 'light'}
      color={seconds <= 60 ? 'red' : 'blue'}
      leftSection={<IconClock size={14} aria-hidden />}
      style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
      role="timer"
      aria-label={`${formatClock(seconds)} left`}
    >
      {formatClock(seconds)}
    </Badge>
  );
}
