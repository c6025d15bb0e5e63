/**
 * Removing a birthday wish, asked once more first: the birthday person removes any wish they received, the
 * school's moderators any wish sent at their school. A removed wish is gone for everyone and cannot be sent again.
 */
import { ActionIcon, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { messageOf } from '../../../lib/api-error';
import { useRemoveWish } from '../api/birthdays';

export function RemoveWishButton({ wishId, fromName }: { wishId: string; fromName: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveWish();
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Remove the wish from ${fromName}`}
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
      <ConfirmDialog
        opened={asking}
        title="Remove this wish?"
        confirmLabel="Remove wish"
        color="red"
        loading={remove.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(wishId, {
            onSuccess: () => {
              setAsking(false);
              notifications.show({ color: 'teal', message: 'The wish was removed.' });
            },
          })
        }
      >
        The wish from {fromName} will no longer be shown to anyone, and it cannot be sent again.
        {remove.isError && (
          <Text size="sm" c="red.8" role="alert" mt="xs">
            {messageOf(remove.error)}
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}
