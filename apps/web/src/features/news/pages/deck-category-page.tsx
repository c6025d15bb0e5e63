import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { TOPIC_CATEGORY_LABELS, type TopicCategory, topicFromSlug } from '@noticeboard/shared';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useDeckDetails } from '../api/deck';
import { DeckLoadFailed } from '../components/deck-load-failed';
import { DeckStackSkeleton } from '../components/deck-skeleton';
import { DeckStack } from '../components/deck-stack';

function Deck({ category }: { category: TopicCategory }) {
  const deck = useDeckDetails(category);
  if (deck.isPending) return <DeckStackSkeleton />;
  if (deck.isError) return <DeckLoadFailed error={deck.error} onRetry={() => void deck.refetch()} />;
  if (deck.data.cards.length === 0) {
    return (
      <Stack align="center" ta="center" py="xl" gap="sm">
        <Text fw={600}>No new stories in this deck this week.</Text>
        <Button component={Link} to="/deck" variant="light">
          Choose another deck
        </Button>
      </Stack>
    );
  }
  return <DeckStack key={category} cards={deck.data.cards} />;
}

/** `/deck/{name}`: the swipeable stack of one category's recent stories. */
export default function DeckCategoryPage() {
  const { name = '' } = useParams();
  const category = topicFromSlug(name);
  const label = category ? TOPIC_CATEGORY_LABELS[category] : 'Deck';
  useDocumentTitle(`${label} deck · Noticeboard`);

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/deck" size="sm" style={{ alignSelf: 'flex-start' }}>
        <IconChevronLeft size={14} style={{ verticalAlign: '-2px' }} aria-hidden /> All decks
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {category ? `${label} deck` : 'This deck does not exist'}
      </Title>
      {category ? (
        <Deck category={category} />
      ) : (
        <Button component={Link} to="/deck" variant="light" style={{ alignSelf: 'flex-start' }}>
          See all decks
        </Button>
      )}
    </Stack>
  );
}
