import { Button } from '@mantine/core';
import { IconBookmark, IconCards } from '@tabler/icons-react';
import { Link } from 'react-router';
import { customizeLink } from './customize-link';

/** A signed-in reader's own places, from the news home: Saved Items, the News Deck and feed settings. */
export function ReaderLinks() {
  return (
    <>
      <Button
        component={Link}
        to="/saved-items"
        variant="light"
        size="xs"
        leftSection={<IconBookmark size={14} aria-hidden />}
      >
        Saved Items
      </Button>
      <Button component={Link} to="/deck" variant="light" size="xs" leftSection={<IconCards size={14} aria-hidden />}>
        News Deck
      </Button>
      {customizeLink}
    </>
  );
}
