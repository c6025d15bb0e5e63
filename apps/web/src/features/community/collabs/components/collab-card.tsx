import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { CollabCard as CollabCardData } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import { IconMessage, IconSchool, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { categoryLabelOf } from '../../components/community-format';
import { collabDetailsPath } from '../api/collab-paths';
import { CollabCover } from './collab-cover';
import { countOf, isOverdue } from './collab-format';
import { CollabStatusBadge } from './collab-status-badge';

interface CollabCardProps {
  collab: CollabCardData;
  /** The school list the card is shown in: the link stays inside it. */
  customUrl?: string;
  /** On the caller's own and the school's lists the state matters; published lists leave it out. */
  showStatus?: boolean;
}

/** A project in a list: cover, title, school, category, excerpt, team and updates. */
export function CollabCard({ collab, customUrl, showStatus }: CollabCardProps) {
  const overdue = showStatus && isOverdue(collab.dueOn, collab.status);
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article" aria-label={collab.title}>
      <Card.Section>
        <CollabCover coverUrl={collab.coverUrl} categorySlug={collab.categorySlug} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} truncate>
            {categoryLabelOf(collab.categorySlug)}
            {collab.topic ? ` · ${collab.topic}` : ''}
          </Text>
          {showStatus && <CollabStatusBadge status={collab.status} size="xs" />}
        </Group>
        <Anchor
          component={Link}
          to={collabDetailsPath(collab.slug, customUrl)}
          fw={700}
          c="inherit"
          lineClamp={2}
          size="md"
        >
          {collab.title}
        </Anchor>
        <Group gap={4} wrap="nowrap">
          <IconSchool size={14} aria-hidden />
          <Text size="xs" c="dimmed" truncate>
            {collab.institute.name}
          </Text>
        </Group>
        {collab.excerpt && (
          <Text size="sm" lineClamp={3}>
            {collab.excerpt}
          </Text>
        )}
        {collab.facultyNames.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            Mentors: {collab.facultyNames.join(', ')}
          </Text>
        )}
        {showStatus && collab.dueOn && (
          <Text size="xs" c={overdue ? 'red' : 'dimmed'} fw={overdue ? 600 : undefined}>
            Due {formatDate(collab.dueOn)}
            {overdue ? ' (overdue)' : ''}
          </Text>
        )}
      </Stack>
      <Group gap="md" mt="sm">
        <Group gap={4}>
          <IconUsers size={14} aria-hidden />
          <Text size="xs">{countOf(collab.participantCount, 'participant')}</Text>
        </Group>
        <Group gap={4}>
          <IconMessage size={14} aria-hidden />
          <Text size="xs">{countOf(collab.postCount, 'update')}</Text>
        </Group>
      </Group>
    </Card>
  );
}
