import { Anchor, Group, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SectionHeaderProps {
  title: string;
  id?: string;
  /** Where "See all" leads; no link when absent. */
  seeAllTo?: string;
  action?: ReactNode;
}

/** A section's title with an optional "See all" link. */
export function SectionHeader({ title, id, seeAllTo, action }: SectionHeaderProps) {
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
      <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={id}>
        {title}
      </Title>
      <Group gap="sm" wrap="nowrap">
        {action}
        {seeAllTo && (
          <Anchor component={Link} to={seeAllTo} size="sm" fw={600} aria-label={`See all: ${title}`}>
            <Group gap={2} wrap="nowrap">
              See all
              <IconChevronRight size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
    </Group>
  );
}
