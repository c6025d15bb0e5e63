import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FeedPageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links beside the title (Filters, Customize, ...). */
  actions?: ReactNode;
}

/** A news page's title, a line on what it shows, and its actions. */
export function FeedPageHeader({ title, description, actions }: FeedPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4} style={{ flex: '1 1 16rem' }}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
