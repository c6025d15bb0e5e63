import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The deck list's shape while it loads. */
export function DeckListSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} role="status" aria-label="Loading decks">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((tile) => (
        <Skeleton key={tile} height={82} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** A card-shaped placeholder while a deck loads. */
export function DeckStackSkeleton() {
  return (
    <Stack align="center" role="status" aria-label="Loading deck">
      <Skeleton height={470} maw={420} w="100%" radius="lg" />
    </Stack>
  );
}
