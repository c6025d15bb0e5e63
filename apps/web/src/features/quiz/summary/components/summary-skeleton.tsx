import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function SummaryPageSkeleton() {
  return (
    <Stack gap="md" aria-label="Loading">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs">
        {[0, 1, 2, 3, 4, 5].map((card) => (
          <Skeleton key={card} h={64} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={240} radius="md" />
    </Stack>
  );
}
