import { Badge } from '@mantine/core';
import { COLLAB_STATUS_LABELS, type CollabStatus } from '@noticeboard/shared';
import { STATUS_COLORS } from './collab-format';

export function CollabStatusBadge({ status, size = 'sm' }: { status: CollabStatus; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} tt="none" style={{ flexShrink: 0 }}>
      {COLLAB_STATUS_LABELS[status]}
    </Badge>
  );
}
