import { Badge, type BadgeProps } from '@mantine/core';
import type { Difficulty, QuestionStatus } from '@noticeboard/shared';
import { DIFFICULTY_COLORS, difficultyLabel, STATUS_COLORS, statusLabel } from './bank-format';

export function QuestionStatusBadge({ status, size = 'sm' }: { status: QuestionStatus; size?: BadgeProps['size'] }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size}>
      {statusLabel(status)}
    </Badge>
  );
}

export function DifficultyBadge({ difficulty, size = 'sm' }: { difficulty: Difficulty; size?: BadgeProps['size'] }) {
  return (
    <Badge color={DIFFICULTY_COLORS[difficulty]} variant="outline" size={size}>
      {difficultyLabel(difficulty)}
    </Badge>
  );
}
