import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What an empty list says, with a way on. */
export function EmptyFeed({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed">{message}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
