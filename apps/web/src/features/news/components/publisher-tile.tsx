import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { abbreviateNumber, type PublisherSummary } from '@noticeboard/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublisherAvatar } from './publisher-avatar';

export const publicationPath = (publisherId: string) =>
  `/publication/details?publisherId=${encodeURIComponent(publisherId)}`;

export const articleCountText = (count: number) => `${abbreviateNumber(count)} ${count === 1 ? 'article' : 'articles'}`;

interface PublisherTileProps {
  publisher: PublisherSummary;
  /** Under the name: an article count, a share of reading, ... */
  detail: ReactNode;
}

/** A publisher with its logo, opening its news. */
export function PublisherTile({ publisher, detail }: PublisherTileProps) {
  return (
    <UnstyledButton component={Link} to={publicationPath(publisher.id)} style={{ display: 'block', height: '100%' }}>
      <Paper withBorder radius="md" p="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <PublisherAvatar publisher={publisher} size={40} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={2}>
              {publisher.name}
            </Text>
            <Text size="xs" c="dimmed" component="div">
              {detail}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
