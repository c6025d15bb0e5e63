import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { BankQuestion } from '@noticeboard/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { bankTypePath, editQuestionPath } from '../api/bank-paths';
import { useRemoveQuestion } from '../api/questions';

const shortStem = (question: BankQuestion) =>
  question.stem.length > 80 ? `${question.stem.slice(0, 80)}…` : question.stem;

function RemoveAction({ question }: { question: BankQuestion }) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useRemoveQuestion();
  const dismiss = () => {
    remove.reset();
    close();
  };
  const confirm = () =>
    remove.mutate(question.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Question removed from the bank.' });
        close();
      },
    });
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={open}
        aria-label={`Remove: ${question.stem.slice(0, 60)}`}
      >
        Remove
      </Button>
      <Modal opened={opened} onClose={dismiss} title="Remove this question?" centered>
        <Stack gap="md">
          <Text size="sm">“{shortStem(question)}”</Text>
          <Text size="sm" c="dimmed">
            It leaves the bank; papers already made keep it.
          </Text>
          {remove.isError && (
            <Alert color="red" variant="light" role="alert">
              {messageOf(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirm}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** "Edit" and "Remove" for the author's own questions; nothing otherwise. */
export function EditAction({ question }: { question: BankQuestion }) {
  const { pathname, search } = useLocation();
  if (!question.canEdit) return null;
  // On the author's own list the drawer opens over the current filters and page; elsewhere it opens that list.
  const params = new URLSearchParams(search);
  params.set('edit', question.id);
  const to = pathname === bankTypePath('my-questions') ? `?${params}` : editQuestionPath(question.id);
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        component={Link}
        to={to}
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} />}
        aria-label={`Edit: ${question.stem.slice(0, 60)}`}
      >
        Edit
      </Button>
      <RemoveAction question={question} />
    </Group>
  );
}
