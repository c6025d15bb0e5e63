import { Badge } from '@mantine/core';
import { ADOPTION_STATUS_LABELS, type AdoptionStatus } from '@noticeboard/shared';
import { IconArrowBackUp, IconCircleCheck, IconCircleX, IconClock, IconPlayerStop } from '@tabler/icons-react';

const LOOKS: Record<AdoptionStatus, { colour: string; Icon: typeof IconClock }> = {
  PENDING: { colour: 'yellow', Icon: IconClock },
  ACCEPTED: { colour: 'green', Icon: IconCircleCheck },
  DECLINED: { colour: 'red', Icon: IconCircleX },
  WITHDRAWN: { colour: 'gray', Icon: IconArrowBackUp },
  ENDED: { colour: 'gray', Icon: IconPlayerStop },
};

/** A request's status in words with an icon (not colour alone). */
export function AdoptionStatusBadge({ status, size = 'md' }: { status: AdoptionStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { colour, Icon } = LOOKS[status];
  return (
    <Badge color={colour} variant="light" size={size} tt="none" leftSection={<Icon size={14} aria-hidden />}>
      {ADOPTION_STATUS_LABELS[status]}
    </Badge>
  );
}
