import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { COMMUNITY_MESSAGES, LIBRARY_MESSAGES } from '@noticeboard/shared';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type PostPages, postsOf } from '../../api/feed';
import { FetchError } from '../../components/fetch-error';
import { LoadMoreFooter } from '../../components/load-more-footer';
import { LibraryCard } from './library-card';

const GRID_COLUMNS = { base: 1, sm: 2 };

function CardSkeleton() {
  return (
    <Paper withBorder radius="md" p="sm" aria-hidden>
      <Stack gap="xs">
        <Skeleton height={18} width="30%" />
        <Skeleton height={160} />
        <Skeleton height={14} />
        <Skeleton height={14} width="60%" />
      </Stack>
    </Paper>
  );
}

/** Library items in a grid: skeletons, then "Load more" (and scrolling) appends the next page (spec §4, §8). */
export function LibraryList({ items, empty }: { items: UseInfiniteQueryResult<PostPages>; empty: ReactNode }) {
  const { data, error, isPending, isError, isFetchingNextPage } = items;
  if (isPending) {
    return (
      <SimpleGrid cols={GRID_COLUMNS} role="status" aria-label="Loading the library">
        <CardSkeleton />
        <CardSkeleton />
      </SimpleGrid>
    );
  }
  if (isError && !data) {
    return (
      <FetchError error={error} fallback={LIBRARY_MESSAGES.fetchLibraryFailed} onRetry={() => void items.refetch()} />
    );
  }
  const posts = postsOf(data);
  if (posts.length === 0) return <>{empty}</>;
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={GRID_COLUMNS}
        component="ul"
        aria-label="Library items"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {posts.map((post) => (
          <li key={post.id}>
            <LibraryCard post={post} />
          </li>
        ))}
        {isFetchingNextPage && (
          <li>
            <CardSkeleton />
          </li>
        )}
      </SimpleGrid>
      <LoadMoreFooter
        list={items}
        moreFailedText={COMMUNITY_MESSAGES.fetchMorePostFailed}
        endText="You have reached the end of the library."
      />
    </Stack>
  );
}
