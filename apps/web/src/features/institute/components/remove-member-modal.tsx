import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Member } from '@noticeboard/shared';
import { messageOf } from '../../../lib/api-error';
import { useRemoveMember } from '../api/remove-member';

/** Confirms before a member is removed from the school. */
export function RemoveMemberModal({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const remove = useRemoveMember();
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `${member.name} was removed.` });
        onClose();
      },
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });
  };
  return (
    <Modal opened={member !== null} onClose={onClose} title="Remove member?" centered>
      <Text size="sm">
        {member?.name} ({member?.email}) will lose access to your school on Noticeboard. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
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
