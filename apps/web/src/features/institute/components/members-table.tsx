import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Member, MemberRole } from '@noticeboard/shared';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error';
import { useResendInvite } from '../api/resend-invite';
import { classLabel } from '../member-labels';

interface MembersTableProps {
  memberRole: MemberRole;
  members: Member[];
  onRemove: (member: Member) => void;
}

export function MembersTable({ memberRole: role, members, onRemove }: MembersTableProps) {
  const resend = useResendInvite();
  const resendTo = (member: Member) =>
    resend.mutate(member.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: `A new invitation was sent to ${member.email}.` }),
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {role === 'CANDIDATE' && <Table.Th>Class</Table.Th>}
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <span className="visually-hidden">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {member.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {member.email}
                </Text>
              </Table.Td>
              {role === 'CANDIDATE' && <Table.Td>{classLabel(member.studentClass, member.section)}</Table.Td>}
              <Table.Td>
                <Badge color={member.status === 'ACTIVE' ? 'teal' : 'yellow'} variant="light">
                  {member.status === 'ACTIVE' ? 'Active' : 'Invited'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {member.status === 'PENDING' && (
                    <Tooltip label="Resend invitation">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Resend invitation to ${member.name}`}
                        onClick={() => resendTo(member)}
                        loading={resend.isPending && resend.variables === member.id}
                      >
                        <IconMailForward size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Tooltip label="Remove">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${member.name}`}
                      onClick={() => onRemove(member)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
