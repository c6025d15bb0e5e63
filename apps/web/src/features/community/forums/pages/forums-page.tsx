import { Alert, Group, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { DEFAULT_FORUM_TYPE, FORUM_TYPE_LABELS, FORUM_TYPES, type ForumType } from '@noticeboard/shared';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../../../lib/use-session';
import { forumsPath } from '../api/forum-paths';
import { useForumList, useMemberThreads } from '../api/forums';
import { ForumCategoryCards } from '../components/forum-category-cards';
import { StartThread } from '../components/start-thread';
import { ThreadList } from '../components/thread-list';

const isForumType = (value: string | undefined): value is ForumType => FORUM_TYPES.includes(value as ForumType);

const EMPTY: Record<ForumType, string> = {
  institute: 'No threads in your school’s forum yet.',
  global: 'No threads yet.',
  started: 'You have not started a thread yet.',
  replied: 'You have not replied to a thread yet.',
};

/**
 * A member's forums (`/forums`, `/forums/{forumType}`): their school's forum and the forum of all schools as category
 * cards (counts and latest thread), the threads they started (waiting ones included) and those they replied to.
 */
export default function ForumsPage() {
  const { forumType } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  // An unknown type shows the default tab where it was asked for (the route table's guards decided the path).
  const active: ForumType = isForumType(forumType) ? forumType : DEFAULT_FORUM_TYPE;
  // A school account's own custom URL is its school's.
  const schoolUrl = user?.instituteCustomUrl ?? (user?.type === 'INSTITUTE' ? user.customUrl : undefined);
  const inSchool = Boolean(schoolUrl);
  const cards = active === 'institute' || active === 'global';
  const list = useForumList(active === 'institute' ? schoolUrl : undefined, cards && (active === 'global' || inSchool));
  const threads = useMemberThreads(active, !cards && inSchool);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Forums
          </Title>
          <Text size="sm" c="dimmed">
            Questions, ideas and answers from your school and others.
          </Text>
        </div>
        <StartThread />
      </Group>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Tabs value={active} onChange={(next) => next && void navigate(forumsPath(next as ForumType))}>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {FORUM_TYPES.map((type) => (
              <Tabs.Tab key={type} value={type}>
                {FORUM_TYPE_LABELS[type]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
      {!inSchool && active !== 'global' ? (
        <Alert variant="light" role="status">
          This part of the forums is for members of a school. The forum of all schools is open to you.
        </Alert>
      ) : cards ? (
        <ForumCategoryCards list={list} customUrl={active === 'institute' ? (schoolUrl ?? undefined) : undefined} />
      ) : (
        <ThreadList
          list={threads}
          label={FORUM_TYPE_LABELS[active]}
          showCategory
          empty={
            <Text c="dimmed" ta="center" py="xl">
              {EMPTY[active]}
            </Text>
          }
        />
      )}
    </Stack>
  );
}
