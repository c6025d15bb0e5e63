import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { COLLAB_MESSAGES } from '@noticeboard/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../../lib/use-session';
import { collabListPath, NEW_COLLAB_PATH } from '../api/collab-paths';
import { useMyCollabs } from '../api/collabs';
import { CollabGrid } from '../components/collab-grid';

/** `/collabs`: the projects the caller owns, joined or mentors, with their state. */
export default function MyCollabsPage() {
  const user = useSessionUser();
  const mine = useMyCollabs();
  // Students and staff of a school start projects; the school account follows them on the tracker.
  const canStart = Boolean(user?.instituteId) && user?.type !== 'INSTITUTE';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            My collabs
          </Title>
          <Text size="sm" c="dimmed">
            Projects you started, joined or mentor.
          </Text>
        </div>
        {canStart && (
          <Button component={Link} to={NEW_COLLAB_PATH} leftSection={<IconPlus size={16} />} style={{ flexShrink: 0 }}>
            New collab
          </Button>
        )}
      </Group>
      <CollabGrid
        list={mine}
        label="My collabs"
        showStatus
        failedText={COLLAB_MESSAGES.fetchCollabListFailed}
        failedMoreText={COLLAB_MESSAGES.fetchMoreCollabListFailed}
        empty={
          <Stack align="center" py="xl" gap="xs">
            <Text c="dimmed" ta="center">
              {canStart ? 'No collabs yet. Start one and invite your classmates!' : 'No collabs yet.'}
            </Text>
            <Button component={Link} to={collabListPath()} variant="subtle">
              See published collabs
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}
