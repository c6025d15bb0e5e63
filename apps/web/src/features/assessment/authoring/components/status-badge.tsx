import { Badge } from '@mantine/core';
import { ASSIGNMENT_STATUS_LABELS, type AssignmentStatus } from '@noticeboard/shared';
import { STATUS_COLORS } from './authoring-format';

/** An assignment's status in words, on its colour. */
export function StatusBadge({ status }: { status: AssignmentStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} style={{ textTransform: 'none' }}>
      {ASSIGNMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
