import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { usePublicInstitute } from '../../../../lib/public-institute';
import { useSessionUser } from '../../../../lib/use-session';
import { communityBase } from '../../api/paths';
import { categoryLabelOf, titleCase } from '../../components/community-format';
import { ALL_CATEGORIES, forumsPath } from '../api/forum-paths';
import { useForumThreads } from '../api/forums';
import { ForumCategoryChips } from '../components/forum-category-chips';
import { StartThread } from '../components/start-thread';
import { ThreadList } from '../components/thread-list';

/**
 * A forum category (spec §2): `/forum/{category}` (`all` lists every category's threads), `/forum/{category}/{topic}`
 * and the `/{customUrl}/forum/...` school variants. Threads the reader may see, newest first.
 */
export default function ForumPage() {
  const { customUrl, category = ALL_CATEGORIES, topic } = useParams();
  const user = useSessionUser();
  const school = usePublicInstitute(customUrl);
  const everyCategory = category === ALL_CATEGORIES;
  const threads = useForumThreads({
    ...(customUrl ? { customUrl } : {}),
    ...(everyCategory ? {} : { category }),
    ...(topic ? { topic } : {}),
  });
  const place = everyCategory ? 'Forum' : `${categoryLabelOf(category)} forum`;
  const heading = topic ? `${titleCase(topic.replace(/-/g, ' '))} · ${place}` : place;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={communityBase(customUrl)} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden /> Back to the community
          </Group>
        </Anchor>
        {user && (
          <Anchor component={Link} to={forumsPath()} size="sm">
            My forums
          </Anchor>
        )}
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {heading}
          </Title>
          <Text size="sm" c="dimmed">
            {customUrl
              ? `Questions and ideas from ${school.data?.name ?? 'this school'}.`
              : 'Ask questions, share what works and help each other, across schools.'}
          </Text>
        </div>
        <StartThread category={everyCategory ? undefined : category} />
      </Group>
      <ForumCategoryChips customUrl={customUrl} active={category} />
      <ThreadList
        list={threads}
        label="Threads"
        customUrl={customUrl}
        showCategory={everyCategory}
        empty={
          <Text c="dimmed" ta="center" py="xl">
            No threads here yet.{user ? ' Start the first one!' : ''}
          </Text>
        }
      />
    </Stack>
  );
}
