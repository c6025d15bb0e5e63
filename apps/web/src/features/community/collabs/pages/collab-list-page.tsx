import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { COLLAB_MESSAGES } from '@noticeboard/shared';
import { IconArrowLeft, IconBulb } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useSessionUser } from '../../../../lib/use-session';
import { communityBase } from '../../api/paths';
import { categoryLabelOf, titleCase } from '../../components/community-format';
import { ALL_CATEGORIES, MY_COLLABS_PATH } from '../api/collab-paths';
import { useCollabList } from '../api/collabs';
import { CollabCategoryChips } from '../components/collab-category-chips';
import { CollabGrid } from '../components/collab-grid';

/**
 * The published collabs (spec §2): `/collab/{category}` (`all` for every category), `/collab/{category}/{topic}`,
 * and the `/{customUrl}/collab/...` school variants.
 */
export default function CollabListPage() {
  const { customUrl, category = ALL_CATEGORIES, topic } = useParams();
  const user = useSessionUser();
  const everyCategory = category === ALL_CATEGORIES;
  const list = useCollabList({
    ...(customUrl ? { customUrl } : {}),
    ...(everyCategory ? {} : { category }),
    ...(topic ? { topic } : {}),
  });
  const heading = topic
    ? titleCase(topic.replace(/-/g, ' '))
    : everyCategory
      ? 'Collabs'
      : `${categoryLabelOf(category)} collabs`;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={communityBase(customUrl)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Back to the community
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {heading}
          </Title>
          <Text size="sm" c="dimmed">
            {customUrl
              ? 'Projects this school’s students made together with their teachers.'
              : 'Projects students made together, mentored by their teachers.'}
          </Text>
        </div>
        {user && (
          <Button
            component={Link}
            to={MY_COLLABS_PATH}
            variant="light"
            leftSection={<IconBulb size={16} />}
            style={{ flexShrink: 0 }}
          >
            My collabs
          </Button>
        )}
      </Group>
      <CollabCategoryChips customUrl={customUrl} active={category} />
      <CollabGrid
        list={list}
        label="Collabs"
        customUrl={customUrl}
        failedText={COLLAB_MESSAGES.fetchCollabListFailed}
        failedMoreText={COLLAB_MESSAGES.fetchMoreCollabListFailed}
        empty={
          <Text c="dimmed" ta="center" py="xl">
            No published collabs here yet.
          </Text>
        }
      />
    </Stack>
  );
}
