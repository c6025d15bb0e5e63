import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Candidate } from '@noticeboard/shared';
import { messageOf } from '../../../lib/api-error';
import { useRemoveCandidate } from '../api/remove-candidate';

/** Confirms a soft removal: the student is signed out and hidden, and can be restored later. */
export function RemoveCandidateModal({ student, onClose }: { student: Candidate | null; onClose: () => void }) {
  const remove = useRemoveCandidate();
  const confirm = () =>
    student &&
    remove.mutate(student.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `${student.name} was removed. You can restore them later.` });
        onClose();
      },
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });
  return (
    <Modal opened={student !== null} onClose={onClose} title="Remove student" centered>
      <Text size="sm">
        {student?.name} will be signed out and can no longer sign in. Nothing they submitted is deleted, and you can
        restore them from “Removed students”.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          Remove
        </Button>
      </Group>
    </Modal>
  );
}
