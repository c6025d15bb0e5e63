import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { COMMUNITY_MESSAGES } from '@noticeboard/shared';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../../lib/api-error';
import { usePost } from '../../api/post';
import { CommentsSection } from '../../components/comments-section';
import { FetchError } from '../../components/fetch-error';
import { HistoryDrawer } from '../../components/history-drawer';
import { PostCard } from '../../components/post-card';
import { PostSkeleton } from '../../components/post-list';
import { ALL_CATEGORIES, forumCategoryPath } from '../api/forum-paths';

/**
 * `/forum/details/{slug}` and the school variant: the thread (title, text, media, like, report, edit and delete as the
 * server allows) and its replies (the post's comments). 404 reads as the community's "not found".
 */
export default function ThreadDetailsPage() {
  const { slug = '', customUrl } = useParams();
  const navigate = useNavigate();
  const thread = usePost(slug);
  const [showHistory, setShowHistory] = useState(false);
  const back = forumCategoryPath(customUrl, thread.data?.categorySlug ?? ALL_CATEGORIES);

  return (
    <Stack gap="md" maw={820}>
      <Group justify="space-between">
        <Anchor component={Link} to={back} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden /> Back to the forum
          </Group>
        </Anchor>
        {thread.data?.historyExists && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconHistory size={14} />}
            onClick={() => setShowHistory(true)}
          >
            History
          </Button>
        )}
      </Group>
      <Title order={1} className="visually-hidden">
        {thread.data?.title ?? 'Thread'}
      </Title>
      {thread.isPending ? (
        <div role="status" aria-label="Loading thread">
          <PostSkeleton />
        </div>
      ) : thread.isError ? (
        isApiError(thread.error) && thread.error.statusCode === 404 ? (
          <Stack align="center" py="xl" gap="xs">
            <Text fw={600}>{COMMUNITY_MESSAGES.postNotFound}</Text>
            <Anchor component={Link} to={back}>
              Go to the forum
            </Anchor>
          </Stack>
        ) : (
          <FetchError
            error={thread.error}
            fallback={COMMUNITY_MESSAGES.fetchPostFailed}
            onRetry={() => void thread.refetch()}
          />
        )
      ) : (
        <>
          <PostCard post={thread.data} customUrl={customUrl} detailed onDeleted={() => void navigate(back)} />
          <CommentsSection postId={thread.data.id} noun="reply" />
          <HistoryDrawer postId={thread.data.id} opened={showHistory} onClose={() => setShowHistory(false)} />
        </>
      )}
    </Stack>
  );
}
