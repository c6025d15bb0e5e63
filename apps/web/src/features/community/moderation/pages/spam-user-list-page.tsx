import { Group, Paper, Stack, Text } from '@mantine/core';
import type { SpamUser } from '@noticeboard/shared';
import { formatDateTime } from '@noticeboard/shared';
import { useState } from 'react';
import { isApiError } from '../../../../lib/api-error';
import { useSpamUsers } from '../api/spam';
import { EmptyState, FetchError, ListSkeleton, Pager } from '../components/list-states';
import { countText } from '../components/moderation-format';
import { ModerationHeader } from '../components/moderation-header';
import { StatusBadge } from '../components/post-preview';

function SpamUserRow({ user }: { user: SpamUser }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={user.name}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{user.name}</Text>
          <Text size="xs" c="dimmed">
            {user.role.charAt(0) + user.role.slice(1).toLowerCase()}
          </Text>
          <Text size="sm">
            {countText(user.openSpamReports, 'open spam report')} · {countText(user.upheldSpamReports, 'upheld')}
          </Text>
        </Stack>
        {user.restricted ? (
          <Stack gap={2} align="flex-end">
            <StatusBadge label="Posting restricted" color="red" />
            {user.restrictedUntil && (
              <Text size="xs" c="dimmed">
                until <time dateTime={user.restrictedUntil}>{formatDateTime(user.restrictedUntil)}</time>
              </Text>
            )}
          </Stack>
        ) : (
          <StatusBadge label="Can post" color="teal" />
        )}
      </Group>
    </Paper>
  );
}

/** `/spam-user-list` (signed in; moderators): members whose posts were reported as spam more than once. */
export default function SpamUserListPage() {
  const [page, setPage] = useState(0);
  const users = useSpamUsers(page);
  return (
    <Stack gap="lg">
      <ModerationHeader
        title="Spam users"
        description="Members whose posts were reported as spam more than once, and whether they can post now."
      />
      {users.isPending ? (
        <ListSkeleton label="spam users" />
      ) : users.isError && isApiError(users.error) && users.error.statusCode === 403 ? (
        <EmptyState message="Only your school's moderators review spam." />
      ) : users.isError ? (
        <FetchError error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.content.length === 0 ? (
        <EmptyState message="Nobody's posts have been reported as spam more than once." />
      ) : (
        <Stack gap="md">
          <Stack component="ul" gap="sm" aria-label="Spam users" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {users.data.content.map((user) => (
              <SpamUserRow key={user.id} user={user} />
            ))}
          </Stack>
          <Pager
            total={users.data.totalElements}
            totalPages={users.data.totalPages}
            page={page}
            onChange={setPage}
            noun="member"
          />
        </Stack>
      )}
    </Stack>
  );
}
