import { ActionIcon, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { clearRecentSearches, removeRecentSearch, useRecentSearches } from '../recent-searches';
import { searchPath } from '../search-path';
import classes from './search.module.css';

interface RecentSearchListProps {
  /** Called when one is opened (the box closes its dropdown). */
  onOpen?: (query: string) => void;
  /** Where the heading sits in the outline: a heading on the page, plain text in the dropdown. */
  headingOrder?: 2 | 3;
}

/** The searches made on this device, newest first: each opens again, each can be removed, or all at once. */
export function RecentSearchList({ onOpen, headingOrder }: RecentSearchListProps) {
  const recent = useRecentSearches();
  const headingId = useId();
  if (recent.length === 0) return null;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text id={headingId} component={headingOrder ? (`h${headingOrder}` as 'h2') : 'p'} fw={600} size="sm" m={0}>
          Recent searches
        </Text>
        <Button variant="subtle" size="compact-sm" className={classes.target} onClick={clearRecentSearches}>
          Clear all
        </Button>
      </Group>
      <Stack component="ul" gap={0} aria-labelledby={headingId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {recent.map((query) => (
          <Group component="li" key={query} justify="space-between" wrap="nowrap" gap="xs">
            <Anchor
              component={Link}
              to={searchPath(query)}
              onClick={() => onOpen?.(query)}
              className={classes.target}
              size="sm"
              py={6}
              style={{ display: 'flex', alignItems: 'center', gap: 8, flex: 1, minWidth: 0 }}
            >
              <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
              <span className={classes.text}>{query}</span>
            </Anchor>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              className={classes.iconTarget}
              onClick={() => removeRecentSearch(query)}
              aria-label={`Remove “${query}” from recent searches`}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
