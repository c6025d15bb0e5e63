import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { NEWS_MESSAGES, NEWS_SECTION_TITLES } from '@noticeboard/shared';
import { IconNewsOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';

/** A friendly dead end for a removed, reported or mistyped article. */
export function ArticleUnavailable() {
  return (
    <Stack align="center" gap="md" py="xl" ta="center" maw={460} mx="auto">
      <IconNewsOff size={48} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
      <Title order={1} fz={24}>
        {NEWS_MESSAGES.articleNotFound}
      </Title>
      <Text c="dimmed">It may have been removed, or the link may be incomplete. There is plenty more to read.</Text>
      <Button component={Link} to="/latest">
        {NEWS_SECTION_TITLES.latest}
      </Button>
    </Stack>
  );
}

/** Any other failure while loading the article: the server's message and a retry. */
export function ArticleLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title="Could not load this article" role="alert">
      <Stack gap="sm" align="flex-start">
        {messageOf(error)}
        <Button variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
