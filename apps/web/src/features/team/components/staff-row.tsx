import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import type { StaffMember } from '@noticeboard/shared';
import {
  IconBook,
  IconDots,
  IconMailForward,
  IconPencil,
  IconPlayerPlay,
  IconShieldCheck,
  IconShieldX,
  IconUserOff,
} from '@tabler/icons-react';
import { STATUS_BADGES } from '../team-labels';

export type StaffAction = 'edit' | 'teaching' | 'resend' | 'deactivate' | 'reactivate' | 'seat' | 'unseat';

interface StaffRowProps {
  member: StaffMember;
  onAction: (action: StaffAction, member: StaffMember) => void;
}

/** One faculty member or admin as a card that reads well on a phone, with a menu of actions. */
export function StaffRow({ member, onAction }: StaffRowProps) {
  const badge = STATUS_BADGES[member.status];
  const active = member.status !== 'DEACTIVATED';
  const act = (action: StaffAction) => () => onAction(action, member);

  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={member.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {member.name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {member.email}
            {member.phone ? ` · ${member.phone}` : ''}
          </Text>
          <Group gap={6} mt={4}>
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
            {member.inCommittee && (
              <Badge color="violet" variant="light">
                Approval committee
              </Badge>
            )}
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={`Actions for ${member.name}`}>
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={act('edit')}>
              Edit
            </Menu.Item>
            {member.role === 'FACULTY' && (
              <Menu.Item leftSection={<IconBook size={16} aria-hidden />} onClick={act('teaching')}>
                What they teach
              </Menu.Item>
            )}
            {member.status === 'PENDING' && (
              <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={act('resend')}>
                Resend invitation
              </Menu.Item>
            )}
            {active && !member.inCommittee && (
              <Menu.Item leftSection={<IconShieldCheck size={16} aria-hidden />} onClick={act('seat')}>
                Add to approval committee
              </Menu.Item>
            )}
            {member.inCommittee && (
              <Menu.Item leftSection={<IconShieldX size={16} aria-hidden />} onClick={act('unseat')}>
                Remove from approval committee
              </Menu.Item>
            )}
            {active ? (
              <Menu.Item color="red" leftSection={<IconUserOff size={16} aria-hidden />} onClick={act('deactivate')}>
                Deactivate
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={act('reactivate')}>
                Reactivate
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
