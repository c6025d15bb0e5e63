import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { collabDetailsPath, MY_COLLABS_PATH } from '../api/collab-paths';
import { useCreateCollab } from '../api/collabs';
import { CollabForm } from '../components/collab-form';

/** `/collabs/create`: a new project; the student who starts it owns it. */
export default function CollabCreatePage() {
  const create = useCreateCollab();
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            New collab
          </Title>
          <Text size="sm" c="dimmed">
            Start a project, then add classmates and a teacher as mentor.
          </Text>
        </Stack>
        <CollabForm
          saving={create.isPending}
          submitLabel="Create collab"
          onCancel={() => void navigate(MY_COLLABS_PATH)}
          onSubmit={(body, { onError }) =>
            create.mutate(body, {
              onSuccess: (collab) => {
                notifications.show({ color: 'teal', message: 'The collab is created.' });
                void navigate(collabDetailsPath(collab.slug));
              },
              onError,
            })
          }
        />
      </Stack>
    </Paper>
  );
}
