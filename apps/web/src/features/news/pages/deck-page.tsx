import { Alert, Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NEWS_SECTION_TITLES } from '@noticeboard/shared';
import { IconCards } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDeckCategories, useDeckEligibility } from '../api/deck';
import { DeckCategoryTile } from '../components/deck-category-tile';
import { DeckLoadFailed } from '../components/deck-load-failed';
import { DeckListSkeleton } from '../components/deck-skeleton';

/** `/deck`: one deck per category with this week's stories, most unread first. */
export default function DeckPage() {
  const decks = useDeckCategories();
  const eligibility = useDeckEligibility();

  let body: ReactNode;
  if (decks.isPending) body = <DeckListSkeleton />;
  else if (decks.isError) body = <DeckLoadFailed error={decks.error} onRetry={() => void decks.refetch()} />;
  else {
    const withStories = decks.data
      .filter((deck) => deck.articleCount > 0)
      .sort((a, b) => b.unreadCount - a.unreadCount || a.label.localeCompare(b.label));
    const nothingNew = eligibility.data?.eligible === false || withStories.every((deck) => deck.unreadCount === 0);
    body = (
      <Stack gap="md">
        {nothingNew && (
          <Alert color="blue" variant="light" title="No fresh decks right now">
            You have read this week's stories, or there are too few new ones for a deck. Come back later, or browse the{' '}
            <Anchor component={Link} to="/latest" inherit>
              {NEWS_SECTION_TITLES.latest}
            </Anchor>
            .
          </Alert>
        )}
        {withStories.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {withStories.map((deck) => (
              <li key={deck.category}>
                <DeckCategoryTile deck={deck} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          <IconCards size={28} style={{ verticalAlign: '-4px', marginRight: 8 }} aria-hidden />
          News Deck
        </Title>
        <Text c="dimmed">This week's stories, one card at a time. Pick a deck and swipe.</Text>
      </Stack>
      {body}
    </Stack>
  );
}
