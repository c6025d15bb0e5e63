import { Button, Group, Text } from '@mantine/core';
import { POST_REPORT_REASON_LABELS, type PostReportAction, type ReportedPost } from '@noticeboard/shared';
import { IconEyeOff, IconHistory, IconTrash } from '@tabler/icons-react';
import { countText, REPORT_STATUS_LABELS } from './moderation-format';
import { PostPreview, StatusBadge } from './post-preview';

interface ReportedCardProps {
  report: ReportedPost;
  onAction: (report: ReportedPost, action: PostReportAction) => void;
  onHistory: (report: ReportedPost) => void;
}

/** A reported post: why and how often it was reported, Ignore / Remove while allowed, then who acted. */
export function ReportedCard({ report, onAction, onHistory }: ReportedCardProps) {
  const status = REPORT_STATUS_LABELS[report.status];
  const locked = !report.actionAllowed;
  return (
    <PostPreview
      post={report.post}
      badges={
        <>
          <StatusBadge label={countText(report.reportCount, 'report')} color="grape" />
          <StatusBadge label={status.label} color={status.color} />
        </>
      }
    >
      <Text size="sm">
        <Text span fw={600}>
          Reason:
        </Text>{' '}
        {POST_REPORT_REASON_LABELS[report.reason]}
        {report.details ? ` — “${report.details}”` : ''}
      </Text>
      {locked && (
        <Text size="sm" c="dimmed" role="note">
          {status.label}
          {report.actionTakenByUserName ? ` by ${report.actionTakenByUserName}` : ''}. This report has been acted on.
        </Text>
      )}
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            color="gray"
            leftSection={<IconEyeOff size={14} />}
            disabled={locked}
            onClick={() => onAction(report, 'ignore')}
          >
            Ignore
          </Button>
          <Button
            size="xs"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={locked}
            onClick={() => onAction(report, 'remove')}
          >
            Remove
          </Button>
        </Group>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconHistory size={14} />}
          onClick={() => onHistory(report)}
        >
          History
        </Button>
      </Group>
    </PostPreview>
  );
}
