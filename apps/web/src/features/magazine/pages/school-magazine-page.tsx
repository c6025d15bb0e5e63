import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { MagazineConfig } from '@noticeboard/shared';
import { Link, useLocation } from 'react-router';
import { PAGE_PATHS } from '../api/keys';
import { ConfigForm } from '../components/config-form';
import { DeskList } from '../components/desk-list';
import { IssuesPanel } from '../components/issues-panel';
import { MagazineDeskFrame } from '../components/magazine-desk-frame';
import { MagazineTabs } from '../components/magazine-tabs';
import { SavedPosts } from '../components/saved-posts';

/** `/school-magazine` (the school account): its issues from draft to published, the committee's desk, the set-up. */
export default function SchoolMagazinePage() {
  const { pathname } = useLocation();
  return (
    <MagazineDeskFrame backTo={`${pathname}?tab=desk`}>{(data) => <SchoolMagazine data={data} />}</MagazineDeskFrame>
  );
}

function SchoolMagazine({ data }: { data: MagazineConfig }) {
  return (
    <Stack maw={960} mx="auto" w="100%" gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {data.name}
          </Title>
          <Text size="sm" c="dimmed">
            Your school magazine: students write, teachers mentor, the approval committee approves, editors publish.
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={PAGE_PATHS.reader(data.schoolCustomUrl)} variant="light">
            Read the magazine
          </Button>
        </Group>
      </Group>
      <MagazineTabs
        label="School magazine"
        tabs={[
          { value: 'issues', label: 'Issues', panel: <IssuesPanel config={data} /> },
          { value: 'desk', label: 'Waiting for the committee', panel: <DeskList /> },
          { value: 'saved', label: 'Saved posts', panel: <SavedPosts config={data} /> },
          { value: 'setup', label: 'Set-up', panel: <ConfigForm config={data} /> },
        ]}
      />
    </Stack>
  );
}
