import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COMMUNITY_REPORT_MESSAGES,
  formatDateTime,
  POST_REPORT_REASON_LABELS,
  type PostReportEntry,
} from '@noticeboard/shared';
import { Link, useSearchParams } from 'react-router';
import { isApiError, messageOf } from '../../../../lib/api-error';
import { useReportAction } from '../api/reported-posts';
import { useSpamPostDetails } from '../api/spam';
import { EmptyState, FetchError, ListSkeleton } from '../components/list-states';
import { REPORT_STATUS_LABELS } from '../components/moderation-format';
import { ModerationHeader } from '../components/moderation-header';
import { PostPreview, StatusBadge } from '../components/post-preview';

function ReportRow({ report }: { report: PostReportEntry }) {
  const act = useReportAction();
  const status = REPORT_STATUS_LABELS[report.status];
  const run = (action: 'ignore' | 'remove') =>
    act.mutate(
      { reportId: report.id, action },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: action === 'ignore' ? COMMUNITY_REPORT_MESSAGES.ignored : COMMUNITY_REPORT_MESSAGES.removed,
          }),
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
      },
    );
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {POST_REPORT_REASON_LABELS[report.reason]}
          </Text>
          <StatusBadge label={status.label} color={status.color} />
        </Group>
        {report.details && <Text size="sm">“{report.details}”</Text>}
        <Text size="xs" c="dimmed">
          {report.reporterName} · <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
          {report.actionTakenByUserName ? ` · ${status.label.toLowerCase()} by ${report.actionTakenByUserName}` : ''}
        </Text>
        {report.actionAllowed && (
          <Group gap="xs">
            <Button size="xs" variant="light" color="gray" loading={act.isPending} onClick={() => run('ignore')}>
              Ignore
            </Button>
            <Button size="xs" color="red" loading={act.isPending} onClick={() => run('remove')}>
              Remove
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Details({ postId }: { postId: string }) {
  const details = useSpamPostDetails(postId);
  if (details.isPending) return <ListSkeleton label="the post" count={1} />;
  if (details.isError && isApiError(details.error) && details.error.statusCode === 404) {
    return <EmptyState message="This post is gone or was never reported." />;
  }
  if (details.isError) return <FetchError error={details.error} onRetry={() => void details.refetch()} />;
  const { post, removedAt, reports } = details.data;
  return (
    <Stack gap="lg">
      <PostPreview post={post} badges={removedAt ? <StatusBadge label="Removed" color="red" /> : undefined} />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Reports ({reports.length})
        </Title>
        <Stack component="ul" gap="sm" aria-label="Reports" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reports.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** `/spam-post-details?id=` (signed in; moderators): one spam post and every report on it. */
export default function SpamPostDetailsPage() {
  const [params] = useSearchParams();
  const postId = params.get('id');
  return (
    <Stack gap="lg">
      <ModerationHeader
        title="Spam post"
        description={
          <>
            Every report on this post.{' '}
            <Anchor component={Link} to="/spam-post" size="sm">
              Back to spam posts
            </Anchor>
          </>
        }
      />
      {postId ? <Details postId={postId} /> : <EmptyState message="Choose a post from the spam list first." />}
    </Stack>
  );
}
