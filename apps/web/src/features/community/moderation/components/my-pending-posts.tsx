import { Button, Stack } from '@mantine/core';
import type { Post } from '@noticeboard/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMyPendingPosts } from '../api/pending-posts';
import { EmptyState, FetchError, ListSkeleton, Pager } from './list-states';
import { PendingCard } from './pending-card';

/** The member's own posts waiting for approval, rejected, expired or removed after a report, with their status. */
export function MyPendingPosts({ onHistory }: { onHistory: (post: Post) => void }) {
  const [page, setPage] = useState(0);
  const list = useMyPendingPosts(page);
  if (list.isPending) return <ListSkeleton label="your posts" />;
  if (list.isError) return <FetchError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.content.length === 0) {
    return (
      <EmptyState message="None of your posts are waiting. Posts you share with your school appear here until they are approved.">
        <Button component={Link} to="/community" variant="light">
          Go to the community
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack component="section" gap="md" aria-label="My pending posts">
      {list.data.content.map((post) => (
        <PendingCard key={post.id} post={post} onAction={null} onHistory={onHistory} />
      ))}
      <Pager
        total={list.data.totalElements}
        totalPages={list.data.totalPages}
        page={page}
        onChange={setPage}
        noun="post"
      />
    </Stack>
  );
}
