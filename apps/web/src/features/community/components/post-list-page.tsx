import { Grid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionUser } from '../../../lib/use-session';
import { postListQuery, viewerOf } from '../api/feed';
import { PostList } from './post-list';
import { SideWidgets } from './side-widgets';

interface PostListPageProps {
  title: string;
  description: string;
  path: string;
  params?: Record<string, string | undefined>;
  /** Shown under the title, above the posts (a page in app/ composes it from another feature). */
  lead?: ReactNode;
}

/** A titled page of posts from one list (spotlights, junior reports, school news & events) with the widgets. */
export function PostListPage({ title, description, path, params = {}, lead }: PostListPageProps) {
  const viewer = viewerOf(useSessionUser());
  const feed = useInfiniteQuery(postListQuery(title, path, params, viewer));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {lead}
          <PostList
            feed={feed}
            label={title}
            empty={
              <Text c="dimmed" ta="center" py="xl">
                Nothing here yet.
              </Text>
            }
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <aside aria-label="Around the community">
          <SideWidgets />
        </aside>
      </Grid.Col>
    </Grid>
  );
}
