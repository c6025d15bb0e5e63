import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  title: string;
  /** The heading level the title takes in the page's outline (default 2). */
  order?: 2 | 3 | 4;
  /** What the place is for and what to do first, in a sentence or two. */
  children: ReactNode;
  /** The first things to do: one primary button and perhaps one other. */
  actions?: ReactNode;
}

/**
 * What a page shows before there is anything in it (issue 17 §6): what the place is for and the first thing to
 * do, as Google Classroom greets an empty class, instead of a bare "nothing matches".
 */
export function EmptyState({ icon, title, order = 2, children, actions }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="sm" align="center" ta="center" maw={520} mx="auto">
        {icon && (
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
        <Title order={order} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm" component="div">
          {children}
        </Text>
        {actions && (
          <Group gap="sm" justify="center" mt="xs">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
