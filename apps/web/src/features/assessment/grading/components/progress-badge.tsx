import { Badge } from '@mantine/core';
import { ATTEMPT_PROGRESS_LABELS, type AttemptProgress, type IdentityCheck } from '@noticeboard/shared';

const COLORS: Record<AttemptProgress, string> = {
  NOT_STARTED: 'gray',
  IN_PROGRESS: 'blue',
  SUBMITTED: 'orange',
  GRADED: 'teal',
};

/** Where an attempt stands, in words (the colour only repeats them); a rejected attempt says so. */
export function ProgressBadge({
  progress,
  identityCheck,
}: {
  progress: AttemptProgress;
  identityCheck?: IdentityCheck | null;
}) {
  if (identityCheck === 'REJECTED') {
    return (
      <Badge color="red" variant="light">
        Rejected
      </Badge>
    );
  }
  return (
    <Badge color={COLORS[progress]} variant="light">
      {ATTEMPT_PROGRESS_LABELS[progress]}
    </Badge>
  );
}
