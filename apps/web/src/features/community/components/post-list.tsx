import { Paper, Skeleton, Stack } from '@mantine/core';
import { COMMUNITY_MESSAGES } from '@noticeboard/shared';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type PostPages, postsOf } from '../api/feed';
import { FetchError } from './fetch-error';
import { LoadMoreFooter } from './load-more-footer';
import { PostCard } from './post-card';

/** The shape of a post card while it loads. */
export function PostSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-hidden>
      <Stack gap="sm">
        <Skeleton height={36} circle />
        <Skeleton height={14} width="50%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
        <Skeleton height={200} radius="md" />
      </Stack>
    </Paper>
  );
}

interface PostListProps {
  feed: UseInfiniteQueryResult<PostPages>;
  label: string;
  empty: ReactNode;
  customUrl?: string;
  /** Every post type is listed together: each card names its type. */
  showType?: boolean;
}

/**
 * A paged list of posts: skeletons first, then infinite scroll with a visible "Load more" that appends the next
 * page (spec §4). Failures show fetchPostFailed / fetchMorePostFailed or the server's message (spec §8).
 */
export function PostList({ feed, label, empty, customUrl, showType = false }: PostListProps) {
  const { data, error, isPending, isError, isFetchingNextPage } = feed;

  if (isPending) {
    return (
      <Stack gap="md" role="status" aria-label={`Loading ${label}`}>
        <PostSkeleton />
        <PostSkeleton />
      </Stack>
    );
  }
  if (isError && !data) {
    return (
      <FetchError error={error} fallback={COMMUNITY_MESSAGES.fetchPostFailed} onRetry={() => void feed.refetch()} />
    );
  }
  const posts = postsOf(data);
  if (posts.length === 0) return <>{empty}</>;
  return (
    <Stack gap="md">
      <Stack gap="md" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} customUrl={customUrl} priority={index === 0} showType={showType} />
          </li>
        ))}
        {isFetchingNextPage && (
          <li>
            <PostSkeleton />
          </li>
        )}
      </Stack>
      <LoadMoreFooter
        list={feed}
        moreFailedText={COMMUNITY_MESSAGES.fetchMorePostFailed}
        endText="You have reached the end."
      />
    </Stack>
  );
}
