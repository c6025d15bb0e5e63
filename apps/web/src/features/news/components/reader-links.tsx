import { Button } from '@mantine/core';
import { IconBookmark, IconCards } from '@tabler/icons-react';
import { Link } from 'react-router';
import { customizeLink } from './customize-link';

const PLACES = [
  { to: '/saved-items', label: 'Saved Items', icon: IconBookmark },
  { to: '/deck', label: 'News Deck', icon: IconCards },
] as const;

/** A signed-in reader's own places, from the news home: Saved Items, the News Deck and feed settings. */
export function ReaderLinks() {
  return (
    <>
      {PLACES.map(({ to, label, icon: Icon }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          variant="light"
          size="xs"
          leftSection={<Icon size={14} aria-hidden />}
        >
          {label}
        </Button>
      ))}
      {customizeLink}
    </>
  );
}
