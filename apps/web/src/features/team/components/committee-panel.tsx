import { ActionIcon, Alert, Badge, Button, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@noticeboard/shared';
import { IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { useCommittee, useCommitteeSeat } from '../api/committee';
import { staffQuery } from '../api/list-staff';
import { STAFF_LABELS } from '../team-labels';

const firstActive = { search: '', status: 'ACTIVE', page: 0 } as const;

/** The way on from an empty committee: add staff first when there is no one to choose. */
const emptyCommitteeHint = (noStaffYet: boolean) =>
  noStaffYet
    ? 'Add faculty or admins on the Faculty and Admins tabs first, then choose here who reviews students’ posts.'
    : 'Choose a faculty member or admin above: they will review the posts that need approval.';

/** The approval committee: chosen from the school's active faculty and admins. */
export function CommitteePanel({ instituteId }: { instituteId: string }) {
  const committee = useCommittee(instituteId);
  const faculty = useQuery(staffQuery({ role: 'FACULTY', ...firstActive }));
  const admins = useQuery(staffQuery({ role: 'ADMIN', ...firstActive }));
  const seat = useCommitteeSeat();
  const [choice, setChoice] = useState<string | null>(null);

  const noStaffYet = faculty.data?.totalElements === 0 && admins.data?.totalElements === 0;
  const seated = new Set(committee.data?.map((member) => member.userId));
  const options = [...(admins.data?.content ?? []), ...(faculty.data?.content ?? [])]
    .filter((member) => !seated.has(member.id))
    .map((member) => ({ value: member.id, label: `${member.name} (${STAFF_LABELS[member.role].one})` }));

  const change = (userId: string, add: boolean, name: string) =>
    seat.mutate(
      { userId, seated: add },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: `${name} ${add ? 'joined' : 'left'} the approval committee.` });
          setChoice(null);
        },
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
      },
    );

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Committee members review posts that need approval. <Link to="/approval-committee/history">See its history</Link>
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label="Add a member"
          placeholder="Choose a faculty member or admin"
          searchable
          data={options}
          value={choice}
          onChange={setChoice}
          nothingFoundMessage="No one else to add"
          style={{ flex: '1 1 240px' }}
        />
        <Button
          disabled={!choice}
          loading={seat.isPending}
          onClick={() => choice && change(choice, true, options.find((o) => o.value === choice)?.label ?? '')}
        >
          Add
        </Button>
      </Group>
      {committee.isError && <Alert color="red">{messageOf(committee.error)}</Alert>}
      {committee.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No one is on the approval committee yet. {emptyCommitteeHint(noStaffYet)}
        </Text>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Committee members">
        {committee.data?.map((member) => (
          <Paper key={member.userId} withBorder p="sm" radius="md" component="li">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {member.name}
                </Text>
                <Text size="xs" c="dimmed">
                  Since {formatDateTime(member.addedAt)}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light">{member.role === 'ADMIN' ? 'Admin' : 'Faculty'}</Badge>
                <Tooltip label="Remove from committee">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove ${member.name} from the committee`}
                    onClick={() => change(member.userId, false, member.name)}
                  >
                    <IconUserMinus size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
