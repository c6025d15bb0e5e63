import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserDetails } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import { IconSchool, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountActions } from '../../../components/account-actions';

const STATE_LABELS = {
  NONE: 'No subscription',
  TRIAL: 'Trial',
  ACTIVE: 'Active',
  PAST_DUE: 'Renewal due',
  EXPIRED: 'Expired',
} as const;
const STATE_COLORS = { NONE: 'gray', TRIAL: 'blue', ACTIVE: 'teal', PAST_DUE: 'orange', EXPIRED: 'red' } as const;

/** Shown to the school itself on its own page: account shortcuts, subscription state and `settings` (a slot). */
export function OwnInstitutionPanel({ user, settings }: { user: UserDetails; settings?: ReactNode }) {
  const { state, endsAt } = user.subscription;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Your school account
          </Title>
          <Badge color={STATE_COLORS[state]} variant="light">
            {STATE_LABELS[state]}
            {endsAt ? ` · until ${formatDate(endsAt)}` : ''}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Signed in as {user.email}
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/team" variant="light" leftSection={<IconUsers size={16} aria-hidden />}>
            Team
          </Button>
          <Button component={Link} to="/candidate" variant="light" leftSection={<IconSchool size={16} aria-hidden />}>
            Students
          </Button>
          {settings}
          <AccountActions />
        </Group>
      </Stack>
    </Paper>
  );
}
