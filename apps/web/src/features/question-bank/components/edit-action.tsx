import { Button } from '@mantine/core';
import type { BankQuestion } from '@noticeboard/shared';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { editQuestionPath } from '../api/bank-paths';

/** "Edit" for the author's own questions; nothing otherwise. */
export function EditAction({ question }: { question: BankQuestion }) {
  if (!question.canEdit) return null;
  return (
    <Button
      component={Link}
      to={editQuestionPath(question.id)}
      size="xs"
      variant="light"
      leftSection={<IconPencil size={14} />}
      aria-label={`Edit: ${question.stem.slice(0, 60)}`}
    >
      Edit
    </Button>
  );
}
