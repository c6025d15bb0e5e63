import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ModerationNav } from './moderation-nav';

/** A moderation page's title, what it is for, and the row of moderation pages. */
export function ModerationHeader({ title, description }: { title: string; description: ReactNode }) {
  return (
    <Stack gap="sm">
      <ModerationNav />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
    </Stack>
  );
}
