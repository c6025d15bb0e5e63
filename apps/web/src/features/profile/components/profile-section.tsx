import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the profile: a heading, the owner's action beside it, the items or what goes here. */
export function ProfileSection({
  heading,
  action,
  empty,
  children,
}: {
  heading: string;
  action?: ReactNode;
  /** Shown when there are no items (`children` empty). */
  empty?: string | null;
  children?: ReactNode;
}) {
  const id = `profile-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id={id}>
            {heading}
          </Title>
          {action}
        </Group>
        {children}
        {empty && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
