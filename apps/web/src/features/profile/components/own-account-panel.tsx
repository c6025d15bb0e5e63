import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserDetails } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountActions } from '../../../components/account-actions';
import { SUBSCRIPTION_TEXT } from '../profile-labels';

/**
 * Only on one's own profile: email, subscription state and account shortcuts. `settings` is the slot other
 * account features (deletion status, data export) render into.
 */
export function OwnAccountPanel({ user, settings }: { user: UserDetails; settings?: ReactNode }) {
  const { state, endsAt } = user.subscription;
  const subscription = SUBSCRIPTION_TEXT[state];
  return (
    <Paper component="section" withBorder p="lg" radius="md" maw={720} aria-labelledby="own-account-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="own-account-heading">
          Your account
        </Title>
        <Group gap="xs">
          <Text size="sm">Subscription:</Text>
          <Badge color={subscription.color} variant="light">
            {subscription.label}
          </Badge>
          {endsAt && (
            <Text size="sm" c="dimmed">
              {state === 'EXPIRED' ? 'ended' : 'until'} {formatDate(endsAt)}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Signed in as {user.email}
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to="/account/privacy"
            variant="default"
            leftSection={<IconShieldLock size={16} aria-hidden />}
          >
            Privacy and account
          </Button>
          <AccountActions />
        </Group>
        {settings}
      </Stack>
    </Paper>
  );
}
