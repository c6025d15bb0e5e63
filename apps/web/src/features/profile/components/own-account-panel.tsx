import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserDetails } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import { AccountActions } from '../../../components/account-actions';
import { SUBSCRIPTION_TEXT } from '../profile-labels';

/** Only on one's own profile: email, subscription state and account shortcuts. */
export function OwnAccountPanel({ user }: { user: UserDetails }) {
  const { state, endsAt } = user.subscription;
  const subscription = SUBSCRIPTION_TEXT[state];
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <Stack gap="md">
        <Title order={2} size="h4">
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
          <AccountActions />
        </Group>
      </Stack>
    </Paper>
  );
}
