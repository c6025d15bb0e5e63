import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  COMMUNITY_MESSAGES,
  type ForumCategory,
  type ForumList,
  formatDateTime,
  formatRelative,
} from '@noticeboard/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { threadDetailsPath } from '../../api/paths';
import { FetchError } from '../../components/fetch-error';
import { forumCategoryPath } from '../api/forum-paths';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function CategoryCard({ category, customUrl }: { category: ForumCategory; customUrl?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={category.category}>
      <Stack gap={4}>
        <Anchor component={Link} to={forumCategoryPath(customUrl, category.categorySlug)} fw={600}>
          {category.category}
        </Anchor>
        <Text size="xs" c="dimmed">
          {count(category.threadCount, 'thread', 'threads')} · {count(category.replyCount, 'reply', 'replies')}
          {category.lastActivityAt && (
            <>
              {' · '}
              <time dateTime={category.lastActivityAt} title={formatDateTime(category.lastActivityAt)}>
                {formatRelative(category.lastActivityAt)}
              </time>
            </>
          )}
        </Text>
        {category.latestThread ? (
          <Text size="sm" lineClamp={1}>
            Latest:{' '}
            <Anchor component={Link} to={threadDetailsPath(category.latestThread.slug, customUrl)} size="sm">
              {category.latestThread.title}
            </Anchor>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No threads yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The forum list: a card per category with its counts and latest thread, in the usual category order. */
export function ForumCategoryCards({ list, customUrl }: { list: UseQueryResult<ForumList>; customUrl?: string }) {
  if (list.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="status" aria-label="Loading forum list">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={92} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (list.isError) {
    return (
      <FetchError
        error={list.error}
        fallback={COMMUNITY_MESSAGES.fetchForumListFailed}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" aria-label="Forum categories" p={0} m={0}>
      {list.data.categories.map((category) => (
        <li key={category.categorySlug} style={{ listStyle: 'none' }}>
          <CategoryCard category={category} customUrl={customUrl} />
        </li>
      ))}
    </SimpleGrid>
  );
}
