import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COLLAB_MESSAGES, type Collab } from '@noticeboard/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../../lib/api-error';
import { FetchError } from '../../components/fetch-error';
import { collabDetailsPath, MY_COLLABS_PATH } from '../api/collab-paths';
import { useCollab, useUpdateCollab } from '../api/collabs';
import { CollabForm } from '../components/collab-form';

function EditForm({ collab }: { collab: Collab }) {
  const update = useUpdateCollab(collab.id);
  const navigate = useNavigate();
  if (!collab.canEdit) {
    return <Text c="dimmed">{COLLAB_MESSAGES.notOnTeam}</Text>;
  }
  return (
    <CollabForm
      collab={collab}
      saving={update.isPending}
      submitLabel="Save"
      onCancel={() => void navigate(collabDetailsPath(collab.slug))}
      onSubmit={(body, { onError }) =>
        update.mutate(body, {
          onSuccess: (saved) => {
            notifications.show({ color: 'teal', message: 'The collab is saved.' });
            void navigate(collabDetailsPath(saved.slug));
          },
          onError,
        })
      }
    />
  );
}

/** `/collabs/edit?slug=…`: the project's form, filled. */
export default function CollabEditPage() {
  const [search] = useSearchParams();
  const slug = search.get('slug') ?? '';
  const collab = useCollab(slug);
  const notFound = slug === '' || (isApiError(collab.error) && collab.error.statusCode === 404);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Edit collab
        </Title>
        {notFound ? (
          <Stack gap="xs">
            <Text fw={600}>{COLLAB_MESSAGES.collabNotFound}</Text>
            <Anchor component={Link} to={MY_COLLABS_PATH}>
              Go to my collabs
            </Anchor>
          </Stack>
        ) : collab.isPending ? (
          <Stack gap="md" role="status" aria-label="Loading collab">
            <Skeleton height={36} />
            <Skeleton height={160} />
            <Skeleton height={36} />
          </Stack>
        ) : collab.isError ? (
          <FetchError
            error={collab.error}
            fallback={COLLAB_MESSAGES.collabNotFound}
            onRetry={() => void collab.refetch()}
          />
        ) : (
          <EditForm collab={collab.data} />
        )}
      </Stack>
    </Paper>
  );
}
