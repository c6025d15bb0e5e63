import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FetchError } from '../../components/fetch-error';
import { LoadMoreFooter } from '../../components/load-more-footer';
import { type CollabPages, collabsOf } from '../api/collabs';
import { CollabCard } from './collab-card';

function CollabCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Card.Section>
        <Skeleton height={140} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Skeleton height={10} width="40%" />
        <Skeleton height={16} width="90%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
      </Stack>
    </Card>
  );
}

interface CollabGridProps {
  list: UseInfiniteQueryResult<CollabPages>;
  label: string;
  empty: ReactNode;
  /** Spec §8 texts for a failed first and further page (the server's message wins when it gave one). */
  failedText: string;
  failedMoreText: string;
  customUrl?: string;
  showStatus?: boolean;
}

/** Project cards in a grid (one column on a phone); "Load more" and scrolling append the next page. */
export function CollabGrid({ list, label, empty, failedText, failedMoreText, customUrl, showStatus }: CollabGridProps) {
  const { data, error, isPending, isError, isFetchingNextPage } = list;
  const columns = { base: 1, sm: 2, lg: 3 };

  if (isPending) {
    return (
      <SimpleGrid cols={columns} role="status" aria-label={`Loading ${label}`}>
        <CollabCardSkeleton />
        <CollabCardSkeleton />
        <CollabCardSkeleton />
      </SimpleGrid>
    );
  }
  if (isError && !data) return <FetchError error={error} fallback={failedText} onRetry={() => void list.refetch()} />;
  const cards = collabsOf(data);
  if (cards.length === 0) return <>{empty}</>;
  return (
    <Stack gap="md">
      <SimpleGrid cols={columns} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {cards.map((collab) => (
          <li key={collab.id}>
            <CollabCard collab={collab} customUrl={customUrl} showStatus={showStatus} />
          </li>
        ))}
        {isFetchingNextPage && (
          <li>
            <CollabCardSkeleton />
          </li>
        )}
      </SimpleGrid>
      <LoadMoreFooter list={list} moreFailedText={failedMoreText} endText="You have reached the end." />
    </Stack>
  );
}
