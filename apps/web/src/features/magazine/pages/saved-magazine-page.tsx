import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { FetchError } from '../../../components/fetch-error';
import { useMagazineConfig } from '../api/config';
import { SavedPosts } from '../components/saved-posts';

/** `/saved-magazine` (admin, faculty, candidate): posts and junior reports saved for the school magazine. */
export default function SavedMagazinePage() {
  const config = useMagazineConfig();
  return (
    <Stack maw={860} mx="auto" w="100%" gap="md">
      <div>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Saved for the magazine
        </Title>
        <Text size="sm" c="dimmed">
          Posts and junior reports from your school’s community that could go into the next issue.
        </Text>
      </div>
      {config.isPending && <Skeleton h={160} radius="md" aria-label="Loading" />}
      {config.isError && (
        <FetchError
          error={config.error}
          fallback="Could not load the magazine."
          onRetry={() => void config.refetch()}
        />
      )}
      {config.data && <SavedPosts config={config.data} />}
    </Stack>
  );
}
