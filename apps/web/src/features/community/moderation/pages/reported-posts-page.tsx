import { SegmentedControl, Stack, useMatches } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COMMUNITY_REPORT_MESSAGES,
  POST_REPORT_STATUSES,
  type PostReportAction,
  type PostReportStatus,
  type ReportedPost,
} from '@noticeboard/shared';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CountedLabel } from '../../../../components/counted-label';
import { isApiError, messageOf } from '../../../../lib/api-error';
import { useReportAction, useReportedCounts, useReportedPosts } from '../api/reported-posts';
import { ConfirmAction, type PendingConfirmation } from '../components/confirm-action';
import { EmptyState, FetchError, ListSkeleton, Pager } from '../components/list-states';
import { REPORT_STATUS_LABELS } from '../components/moderation-format';
import { ModerationHeader } from '../components/moderation-header';
import { PostHistoryDrawer } from '../components/post-history-drawer';
import { firstWords } from '../components/post-text';
import { ReportedCard } from '../components/reported-card';

const EMPTY: Record<PostReportStatus, string> = {
  OPEN: 'No reports are waiting. When members report a post, it shows up here.',
  IGNORED: 'No ignored reports.',
  REMOVED: 'No posts have been removed after a report.',
};
const DONE: Record<PostReportAction, string> = {
  ignore: COMMUNITY_REPORT_MESSAGES.ignored,
  remove: COMMUNITY_REPORT_MESSAGES.removed,
};

/**
 * `/reported-posts` (signed in; moderators): reports with their reason and count; Ignore or Remove, once.
 * `extra`: more of the page below the list (the app composes other features' review lists there).
 */
export default function ReportedPostsPage({ extra }: { extra?: ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const status = POST_REPORT_STATUSES.find((value) => value === params.get('status')) ?? 'OPEN';
  const [page, setPage] = useState(0);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const list = useReportedPosts(status, page);
  const counts = useReportedCounts().data;
  // With their counts the three statuses fit a phone's width only at the small size.
  const segmentSize = useMatches({ base: 'xs', sm: 'sm' });
  const act = useReportAction();

  const run = (report: ReportedPost, action: PostReportAction) =>
    act.mutate(
      { reportId: report.id, action },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: DONE[action] }),
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
      },
    );
  const onAction = (report: ReportedPost, action: PostReportAction) => {
    if (action === 'ignore') return run(report, action);
    setConfirmation({
      label: 'Remove',
      question: 'Remove this post from the community? Its author will be told.',
      subject: firstWords(report.post.description, 14),
      color: 'red',
      onConfirm: () => run(report, action),
    });
  };

  return (
    <Stack gap="lg">
      <ModerationHeader
        title="Reported posts"
        description="Posts members reported. Ignore keeps the post; Remove takes it down. Each report can be acted on once."
      />
      <SegmentedControl
        aria-label="Report status"
        value={status}
        onChange={(value) => {
          setPage(0);
          setParams({ status: value }, { replace: true });
        }}
        data={POST_REPORT_STATUSES.map((value) => ({
          value,
          label: (
            <CountedLabel
              label={REPORT_STATUS_LABELS[value].label}
              count={counts?.[value]}
              noun="reports"
              one="report"
            />
          ),
        }))}
        size={segmentSize}
        style={{ alignSelf: 'flex-start' }}
        // Each segment as wide as its label and count (equal shares cut the longer ones short).
        styles={{ control: { flex: '1 1 auto' } }}
      />
      {list.isPending ? (
        <ListSkeleton label="reported posts" />
      ) : list.isError && isApiError(list.error) && list.error.statusCode === 403 ? (
        <EmptyState message="Only your school's moderators review reported posts." />
      ) : list.isError ? (
        <FetchError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.content.length === 0 ? (
        <EmptyState message={EMPTY[status]} />
      ) : (
        <Stack component="section" gap="md" aria-label={`${REPORT_STATUS_LABELS[status].label} reports`}>
          {list.data.content.map((report) => (
            <ReportedCard
              key={report.id}
              report={report}
              onAction={onAction}
              onHistory={(item) => setHistoryOf(item.post.id)}
            />
          ))}
          <Pager
            total={list.data.totalElements}
            totalPages={list.data.totalPages}
            page={page}
            onChange={setPage}
            noun="report"
          />
        </Stack>
      )}
      {extra}
      <ConfirmAction confirmation={confirmation} onClose={() => setConfirmation(null)} />
      <PostHistoryDrawer postId={historyOf} onClose={() => setHistoryOf(null)} />
    </Stack>
  );
}
