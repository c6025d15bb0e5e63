import { Button, Group } from '@mantine/core';
import { IconHash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { searchPath } from '../search-path';
import classes from './search.module.css';

/** Suggested tags as chips; each searches for its tag. */
export function TagChips({
  tags,
  label,
  onOpen,
}: {
  tags: readonly string[];
  /** Names the list for screen readers ("Suggested tags"). */
  label: string;
  onOpen?: (tag: string) => void;
}) {
  if (tags.length === 0) return null;
  return (
    <Group component="ul" gap={6} aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tags.map((tag) => (
        <li key={tag}>
          <Button
            component={Link}
            to={searchPath(tag)}
            onClick={() => onOpen?.(tag)}
            variant="light"
            radius="xl"
            size="compact-sm"
            className={classes.target}
            leftSection={<IconHash size={14} aria-hidden />}
          >
            {tag}
          </Button>
        </li>
      ))}
    </Group>
  );
}
