import { Badge, Button, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate, type MagazineConfig, type SavedPost } from '@noticeboard/shared';
import { IconBookmark } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FetchError } from '../../../components/fetch-error';
import { messageOf } from '../../../lib/api-error';
import { useMakePiece, useSavedPosts } from '../api/saved';

/** Posts and junior reports saved for the magazine; editors turn one into a piece (credited to its author). */
export function SavedPosts({ config }: { config: MagazineConfig }) {
  const saved = useSavedPosts();
  if (saved.isPending) return <Skeleton h={160} radius="md" aria-label="Loading saved posts" />;
  if (saved.isError)
    return (
      <FetchError error={saved.error} fallback="Could not load the saved posts." onRetry={() => void saved.refetch()} />
    );
  if (saved.data.content.length === 0) {
    return (
      <EmptyState icon={<IconBookmark size={28} />} title="Nothing saved yet" order={2}>
        Moderators save good posts and junior reports with “Save for magazine” in a post’s menu (…). They gather here
        for the editors.
      </EmptyState>
    );
  }
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label="Saved for the magazine"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {saved.data.content.map((post) => (
        <li key={post.postId}>
          <SavedCard post={post} config={config} />
        </li>
      ))}
    </Stack>
  );
}

function SavedCard({ post, config }: { post: SavedPost; config: MagazineConfig }) {
  const make = useMakePiece();
  const [section, setSection] = useState<string>(
    post.juniorReport && config.sections.includes('News') ? 'News' : (config.sections[0] ?? ''),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} component={Link} to={`/community/details/${post.slug}`} c="inherit">
              {post.title}
            </Text>
            <Text size="xs" c="dimmed">
              {post.credit} · {formatDate(post.createdAt)}
            </Text>
          </div>
          {post.juniorReport && (
            <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
              Junior report
            </Badge>
          )}
        </Group>
        <Text size="sm">{post.excerpt}</Text>
        {post.pieceId ? (
          <Text size="sm" c="teal.8">
            Already a magazine piece.
          </Text>
        ) : (
          config.you.editor && (
            <Group gap="xs" align="flex-end">
              <Select
                label="Section"
                size="xs"
                data={config.sections}
                value={section}
                allowDeselect={false}
                onChange={(value) => value && setSection(value)}
                w={170}
              />
              <Button
                size="xs"
                loading={make.isPending}
                onClick={() =>
                  make.mutate(
                    { postId: post.postId, section },
                    {
                      onSuccess: () =>
                        notifications.show({ color: 'green', message: 'Added to the magazine, ready for an issue.' }),
                    },
                  )
                }
              >
                Make it a magazine piece
              </Button>
            </Group>
          )
        )}
        {make.isError && (
          <Text size="sm" c="red.8" role="alert">
            {messageOf(make.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
