import { Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COLLAB_MESSAGES, COLLAB_STATUS_LABELS, type Collab, TEAM_SETTABLE_STATUSES } from '@noticeboard/shared';
import { IconChevronDown, IconEdit, IconRosetteDiscountCheck, IconSend, IconWorldUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { messageOf } from '../../../../lib/api-error';
import { collabEditPath } from '../api/collab-paths';
import { usePublishCollab, useSendForApproval, useSetCollabStatus } from '../api/collabs';
import { EvaluateDialog } from './evaluate-dialog';

const isTeamSettable = (status: string): status is (typeof TEAM_SETTABLE_STATUSES)[number] =>
  (TEAM_SETTABLE_STATUSES as readonly string[]).includes(status);

const failed = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });

/** What the caller may do with the project, as the API said: edit, change state, send, evaluate, publish. */
export function CollabActions({ collab }: { collab: Collab }) {
  const setStatus = useSetCollabStatus(collab.id);
  const send = useSendForApproval(collab.id);
  const publish = usePublishCollab(collab.id);
  const [confirm, setConfirm] = useState<'send' | 'publish' | null>(null);
  const [evaluating, setEvaluating] = useState(false);
  const statuses = collab.nextStatuses.filter(isTeamSettable);
  const canSend = collab.canSendForApproval;

  if (!collab.canEdit && !canSend && statuses.length === 0 && !collab.canEvaluate && !collab.canPublish) return null;
  return (
    <Group gap="xs" role="group" aria-label="Collab actions">
      {collab.canEdit && (
        <Button
          component={Link}
          to={collabEditPath(collab.slug)}
          variant="default"
          leftSection={<IconEdit size={16} />}
        >
          Edit
        </Button>
      )}
      {statuses.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={14} />} loading={setStatus.isPending}>
              Status
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Move to</Menu.Label>
            {statuses.map((status) => (
              <Menu.Item
                key={status}
                onClick={() =>
                  setStatus.mutate(status, {
                    onSuccess: () =>
                      notifications.show({ color: 'teal', message: `Now: ${COLLAB_STATUS_LABELS[status]}.` }),
                    onError: failed,
                  })
                }
              >
                {COLLAB_STATUS_LABELS[status]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {canSend && (
        <Button leftSection={<IconSend size={16} />} onClick={() => setConfirm('send')}>
          Send for approval
        </Button>
      )}
      {collab.canEvaluate && (
        <Button color="grape" leftSection={<IconRosetteDiscountCheck size={16} />} onClick={() => setEvaluating(true)}>
          Evaluate
        </Button>
      )}
      {collab.canPublish && (
        <Button color="green" leftSection={<IconWorldUpload size={16} />} onClick={() => setConfirm('publish')}>
          Publish
        </Button>
      )}
      <ConfirmDialog
        opened={confirm === 'send'}
        title={COLLAB_MESSAGES.confirmSendForApproval}
        confirmLabel="Send"
        loading={send.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: () => {
              setConfirm(null);
              notifications.show({ color: 'teal', message: COLLAB_MESSAGES.sentForApproval });
            },
            onError: (error) => {
              setConfirm(null);
              failed(error);
            },
          })
        }
      />
      <ConfirmDialog
        opened={confirm === 'publish'}
        title={COLLAB_MESSAGES.confirmPublish}
        confirmLabel="Publish"
        color="green"
        loading={publish.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          publish.mutate(undefined, {
            onSuccess: () => {
              setConfirm(null);
              notifications.show({ color: 'teal', message: 'The collab is published.' });
            },
            onError: (error) => {
              setConfirm(null);
              failed(error);
            },
          })
        }
      />
      <EvaluateDialog collabId={collab.id} opened={evaluating} onClose={() => setEvaluating(false)} />
    </Group>
  );
}
