import { Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { NEWS_MESSAGES } from '@noticeboard/shared';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSentinel } from '../../../components/use-sentinel';
import { articlesOf, type NewsPages } from '../api/feed-page';
import { ArticleCard } from './article-card';
import { CardSkeleton } from './card-skeleton';
import { FetchError } from './fetch-error';

interface ArticleListProps {
  feed: UseInfiniteQueryResult<NewsPages>;
  /** Names the list for screen readers. */
  label: string;
  empty: ReactNode;
}

const GRID_COLS = { base: 1, xs: 2, md: 3 };

/**
 * A paged feed as a grid of cards: skeletons first, then infinite scroll with a visible "Load more" button
 * as fallback; each new page is appended. Failures say so (spec §8) with Retry.
 */
export function ArticleList({ feed, label, empty }: ArticleListProps) {
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError } = feed;
  const loadMore = () => {
    if (hasNextPage && !feed.isFetching) void feed.fetchNextPage();
  };
  const canAutoLoad = Boolean(hasNextPage) && !isFetchNextPageError && !isFetchingNextPage;
  const sentinel = useSentinel<HTMLDivElement>(loadMore, canAutoLoad);

  if (isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="md" role="status" aria-label={`Loading ${label}`}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <CardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  }
  if (isError && !data) return <FetchError error={error} onRetry={() => void feed.refetch()} />;

  const articles = articlesOf(data);
  if (articles.length === 0) return <>{empty}</>;
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={GRID_COLS}
        spacing="md"
        component="ul"
        aria-label={label}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {articles.map((article, index) => (
          <li key={article._id}>
            <ArticleCard article={article} priority={index === 0} />
          </li>
        ))}
        {isFetchingNextPage &&
          [0, 1, 2].map((index) => (
            <li key={`loading-${index}`}>
              <CardSkeleton />
            </li>
          ))}
      </SimpleGrid>
      {isFetchNextPageError && (
        <FetchError error={error} fallback={NEWS_MESSAGES.fetchMoreFailed} onRetry={() => void feed.fetchNextPage()} />
      )}
      <div ref={sentinel} />
      {hasNextPage && !isFetchNextPageError ? (
        <Center>
          <Button variant="light" onClick={loadMore} loading={isFetchingNextPage}>
            Load more
          </Button>
        </Center>
      ) : (
        !isFetchNextPageError && (
          <Text ta="center" c="dimmed" size="sm">
            You have reached the end.
          </Text>
        )
      )}
    </Stack>
  );
}
