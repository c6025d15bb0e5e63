import { Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { COMMUNITY_MESSAGES } from '@noticeboard/shared';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { type ComponentProps, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { lazyDialog } from '../../../components/lazy-dialog';
import { isApiError } from '../../../lib/api-error';
import { quietLazy } from '../../../lib/lazy-with-retry';
import { communityBase } from '../api/paths';
import { usePost } from '../api/post';
import { CommentsSection } from '../components/comments-section';
import { FetchError } from '../components/fetch-error';
import type { HistoryDrawer as PostHistoryDrawer } from '../components/history-drawer';
import { PostCard } from '../components/post-card';
import { PostSkeleton } from '../components/post-list';

/** The history and its table load when the drawer first opens. */
const HistoryDrawer = lazyDialog<ComponentProps<typeof PostHistoryDrawer>>(
  () => import('../components/history-drawer').then((module) => ({ default: module.HistoryDrawer })),
  'history-drawer',
  (props) => props.opened,
);

/** The side column comes after the post and its comments: its code is not part of the page's first load. */
const SideWidgets = quietLazy<{ customUrl?: string | undefined }>(
  () => import('../components/side-widgets').then((module) => ({ default: module.SideWidgets })),
  'side-widgets',
);

/** `/community/details/{slug}` and the school variant: the post, its comments, its history when it has one. */
export default function PostDetailsPage() {
  const { slug = '', customUrl } = useParams();
  const navigate = useNavigate();
  const post = usePost(slug);
  const [showHistory, setShowHistory] = useState(false);
  const back = communityBase(customUrl);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Anchor component={Link} to={back} size="sm">
              <Group gap={4}>
                <IconArrowLeft size={14} aria-hidden /> Back to the community
              </Group>
            </Anchor>
            {post.data?.historyExists && (
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
            Post
          </Title>
          {post.isPending ? (
            <div role="status" aria-label="Loading post">
              <PostSkeleton />
            </div>
          ) : post.isError ? (
            isApiError(post.error) && post.error.statusCode === 404 ? (
              <Stack align="center" py="xl" gap="xs">
                <Text fw={600}>{COMMUNITY_MESSAGES.postNotFound}</Text>
                <Anchor component={Link} to={back}>
                  Go to the community
                </Anchor>
              </Stack>
            ) : (
              <FetchError error={post.error} onRetry={() => void post.refetch()} />
            )
          ) : (
            <>
              <PostCard
                post={post.data}
                customUrl={customUrl}
                detailed
                priority
                onDeleted={() => void navigate(back)}
              />
              <CommentsSection postId={post.data.id} />
              <HistoryDrawer postId={post.data.id} opened={showHistory} onClose={() => setShowHistory(false)} />
            </>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <aside aria-label="Around the community">
          <Suspense fallback={null}>
            <SideWidgets customUrl={customUrl} />
          </Suspense>
        </aside>
      </Grid.Col>
    </Grid>
  );
}
