/** "Copy": a new draft with the same settings and questions, opened at once. */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../../lib/api-error';
import { useCopyAssignment } from '../api/copy-assignment';
import { assignmentPagePath } from '../api/keys';

export function CopyAssignmentButton({ code }: { code: string }) {
  const copy = useCopyAssignment();
  const navigate = useNavigate();
  return (
    <Button
      variant="default"
      leftSection={<IconCopy size={16} aria-hidden />}
      loading={copy.isPending}
      onClick={() =>
        copy.mutate(code, {
          onSuccess: (created) => {
            notifications.show({ color: 'teal', message: `Copied as “${created.title}”, a new draft.` });
            navigate(assignmentPagePath(created.code));
          },
          onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
        })
      }
    >
      Copy
    </Button>
  );
}
