import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { BankQuestion } from '@noticeboard/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
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
  const navigate = useNavigate();
  if (!question.canEdit) return null;
  // On the author's own list the drawer opens over the current filters and page; elsewhere it opens that list.
  const onOwnList = pathname === bankTypePath('my-questions');
  const withEdit = (query: string) => {
    const params = new URLSearchParams(query);
    params.set('edit', question.id);
    return `?${params}`;
  };
  const openOverLiveFilters = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOwnList || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // From the address as it is now, not as this row was rendered: a debounced search may have just changed it
    // (see use-list-filter.ts), and a link built before that would drop the search.
    event.preventDefault();
    navigate(withEdit(window.location.search));
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        component={Link}
        to={onOwnList ? withEdit(search) : editQuestionPath(question.id)}
        onClick={openOverLiveFilters}
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
