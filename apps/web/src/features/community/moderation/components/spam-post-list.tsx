import { Anchor, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@noticeboard/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../../lib/api-error';
import { type SpamPostList as SpamList, useSpamPosts } from '../api/spam';
import { EmptyState, FetchError, ListSkeleton, Pager } from './list-states';
import { countText } from './moderation-format';
import { PostPreview, StatusBadge } from './post-preview';

const EMPTY: Record<SpamList, string> = {
  spamPosts: 'No posts are reported as spam right now.',
  deletedSpamPosts: 'No spam posts have been removed yet.',
};

/** Posts reported as spam (or the removed ones): report count, last report, and a link to every report. */
export function SpamPostList({ list }: { list: SpamList }) {
  const [page, setPage] = useState(0);
  const posts = useSpamPosts(list, page);
  if (posts.isPending) return <ListSkeleton label="spam posts" />;
  if (posts.isError && isApiError(posts.error) && posts.error.statusCode === 403) {
    return <EmptyState message="Only your school's moderators review spam." />;
  }
  if (posts.isError) return <FetchError error={posts.error} onRetry={() => void posts.refetch()} />;
  if (posts.data.content.length === 0) return <EmptyState message={EMPTY[list]} />;
  return (
    <Stack component="section" gap="md" aria-label={list === 'spamPosts' ? 'Spam posts' : 'Deleted spam posts'}>
      {posts.data.content.map((item) => (
        <PostPreview
          key={item.post.id}
          post={item.post}
          badges={
            <>
              <StatusBadge label={countText(item.spamReportCount, 'spam report')} color="grape" />
              {item.removedAt && <StatusBadge label="Removed" color="red" />}
            </>
          }
        >
          <Text size="xs" c="dimmed">
            Last reported <time dateTime={item.lastReportedAt}>{formatDateTime(item.lastReportedAt)}</time>
            {item.removedAt && (
              <>
                {' · removed '}
                <time dateTime={item.removedAt}>{formatDateTime(item.removedAt)}</time>
              </>
            )}
          </Text>
          <Anchor component={Link} to={`/spam-post-details?id=${encodeURIComponent(item.post.id)}`} size="sm">
            See the reports
          </Anchor>
        </PostPreview>
      ))}
      <Pager
        total={posts.data.totalElements}
        totalPages={posts.data.totalPages}
        page={page}
        onChange={setPage}
        noun="post"
      />
    </Stack>
  );
}
