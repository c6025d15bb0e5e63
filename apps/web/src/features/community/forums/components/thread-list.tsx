import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { COMMUNITY_MESSAGES, formatDateTime, formatRelative, type Post } from '@noticeboard/shared';
import { IconHeart, IconMessageCircle } from '@tabler/icons-react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type PostPages, postsOf } from '../../api/feed';
import { threadDetailsPath } from '../../api/paths';
import { categoryLabelOf } from '../../components/community-format';
import { FetchError } from '../../components/fetch-error';
import { LoadMoreFooter } from '../../components/load-more-footer';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ThreadRow({ thread, customUrl, showCategory }: { thread: Post; customUrl?: string; showCategory: boolean }) {
  const school = thread.author.institute;
  const lastActivity = thread.updatedAt;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={thread.title ?? 'Thread'}>
      <Stack gap={4}>
        <Anchor component={Link} to={threadDetailsPath(thread.slug, customUrl)} fw={600} lh={1.3}>
          {thread.title ?? 'Untitled thread'}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {thread.author.name}
          {school && school.name !== thread.author.name ? ` · ${school.name}` : ''}
        </Text>
        <Group gap="sm" wrap="wrap">
          {showCategory && (
            <Badge variant="light" radius="sm" size="sm" style={{ textTransform: 'none' }}>
              {categoryLabelOf(thread.categorySlug)}
            </Badge>
          )}
          {thread.requestStatus === 'PENDING' && (
            <Badge color="orange" variant="light" radius="sm" size="sm" style={{ textTransform: 'none' }}>
              Waiting for approval
            </Badge>
          )}
          {thread.requestStatus === 'DECLINED' && (
            <Badge color="red" variant="light" radius="sm" size="sm" style={{ textTransform: 'none' }}>
              Declined
            </Badge>
          )}
          <Group gap={4} c="dimmed" aria-label={count(thread.commentCount, 'reply', 'replies')}>
            <IconMessageCircle size={14} aria-hidden />
            <Text size="xs">{thread.commentCount}</Text>
          </Group>
          <Group gap={4} c="dimmed" aria-label={count(thread.likesCount, 'like', 'likes')}>
            <IconHeart size={14} aria-hidden />
            <Text size="xs">{thread.likesCount}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            <time dateTime={lastActivity} title={formatDateTime(lastActivity)}>
              {formatRelative(lastActivity)}
            </time>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function ThreadSkeleton() {
  return (
    <Paper withBorder radius="md" p="sm" aria-hidden>
      <Stack gap={6}>
        <Skeleton height={14} width="70%" />
        <Skeleton height={10} width="40%" />
        <Skeleton height={10} width="55%" />
      </Stack>
    </Paper>
  );
}

interface ThreadListProps {
  list: UseInfiniteQueryResult<PostPages>;
  label: string;
  empty: ReactNode;
  customUrl?: string;
  /** Lists that mix categories name each thread's. */
  showCategory?: boolean;
}

/**
 * A compact list of threads: title, author and school, replies, likes and last activity; infinite scroll with a
 * "Load more" that appends (spec §4). A failed first load says 'Failed to fetch forum list' unless the server said
 * more (spec §8); a failed further page 'Failed to fetch more post'.
 */
export function ThreadList({ list, label, empty, customUrl, showCategory = false }: ThreadListProps) {
  const { data, error, isPending, isError, isFetchingNextPage } = list;

  if (isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={`Loading ${label}`}>
        <ThreadSkeleton />
        <ThreadSkeleton />
        <ThreadSkeleton />
      </Stack>
    );
  }
  if (isError && !data) {
    return (
      <FetchError
        error={error}
        fallback={COMMUNITY_MESSAGES.fetchForumListFailed}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const threads = postsOf(data);
  if (threads.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {threads.map((thread) => (
          <li key={thread.id}>
            <ThreadRow thread={thread} customUrl={customUrl} showCategory={showCategory} />
          </li>
        ))}
        {isFetchingNextPage && (
          <li>
            <ThreadSkeleton />
          </li>
        )}
      </Stack>
      <LoadMoreFooter
        list={list}
        moreFailedText={COMMUNITY_MESSAGES.fetchMorePostFailed}
        endText="You have reached the end."
      />
    </Stack>
  );
}
