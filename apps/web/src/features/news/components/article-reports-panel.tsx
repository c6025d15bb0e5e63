/**
 * "Reported news": the news articles the school's members reported, for the school account and its admins.
 * Each open report is decided once: Dismiss keeps the article, "Hide from our school" hides it for everyone in
 * the school (asked first). Who reported is not shown, as on the community's reported posts.
 */
import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ABUSE_TYPE_LABELS,
  type ArticleReport,
  formatDateTime,
  formatRelative,
  REPORT_STATUSES,
} from '@noticeboard/shared';
import { IconBan, IconCheck } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FetchError } from '../../../components/fetch-error';
import { Pager } from '../../../components/pager';
import { isApiError, messageOf } from '../../../lib/api-error';
import {
  type ArticleReportAction,
  type ArticleReportStatus,
  useArticleReportAction,
  useArticleReports,
} from '../api/article-reports';

const STATUS_LABELS: Record<ArticleReportStatus, { label: string; color: string }> = {
  OPEN: { label: 'Open', color: 'orange' },
  DISMISSED: { label: 'Dismissed', color: 'gray' },
  UPHELD: { label: 'Hidden', color: 'red' },
};

const EMPTY: Record<ArticleReportStatus, { title: string; text: string }> = {
  OPEN: {
    title: 'No reported news',
    text: 'When someone in your school reports an article, it appears here.',
  },
  DISMISSED: {
    title: 'No dismissed reports',
    text: 'Reports you dismiss are kept here; their articles stay in your school’s news.',
  },
  UPHELD: {
    title: 'No hidden articles',
    text: 'Articles you hide from your school after a report are listed here.',
  },
};

const DONE: Record<ArticleReportAction, string> = {
  DISMISS: 'Report dismissed; the article stays',
  UPHOLD: 'Article hidden from your school',
};

/** The article's page, as the article cards link it (kept here so this chunk does not pull in the card). */
const articlePath = (slug: string) => `/details/${encodeURIComponent(slug)}`;

const LOAD_FAILED = 'Could not load the reported news. Please try again.';

function ReportsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading reported news">
      {[0, 1].map((index) => (
        <Paper key={index} withBorder radius="md" p="md" aria-hidden>
          <Stack gap={8}>
            <Skeleton height={16} width="70%" />
            <Skeleton height={12} width="40%" />
            <Skeleton height={14} />
            <Skeleton height={28} width="55%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface ReportCardProps {
  report: ArticleReport;
  busy: ArticleReportAction | null;
  onDismiss: () => void;
  onHide: () => void;
}

/** One report: the article (a link to it), why it was reported, when, and its decision or the two actions. */
function ReportCard({ report, busy, onDismiss, onHide }: ReportCardProps) {
  const titleId = useId();
  const status = STATUS_LABELS[report.status];
  const open = report.status === 'OPEN';
  const decided = report.status === 'UPHELD' ? 'Hidden from the school' : 'Dismissed';
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={articlePath(report.article.slug)}
            id={titleId}
            fw={600}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {report.article.title}
          </Anchor>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            Reason:
          </Text>{' '}
          {ABUSE_TYPE_LABELS[report.abuseType]}
          {report.reason.trim() ? ` — “${report.reason.trim()}”` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          Reported{' '}
          <time dateTime={report.createdAt} title={formatDateTime(report.createdAt)}>
            {formatRelative(report.createdAt)}
          </time>
          {!open && ` · ${decided}${report.actionTakenByUserName ? ` by ${report.actionTakenByUserName}` : ''}`}
        </Text>
        {open && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              color="gray"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={busy === 'DISMISS'}
              disabled={busy !== null}
              aria-describedby={titleId}
              onClick={onDismiss}
            >
              Dismiss
            </Button>
            <Button
              size="xs"
              color="red"
              leftSection={<IconBan size={14} aria-hidden />}
              loading={busy === 'UPHOLD'}
              disabled={busy !== null}
              aria-describedby={titleId}
              onClick={onHide}
            >
              Hide from our school
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The "Reported news" section of `/reported-posts` (school account and admins: the API answers others 403). */
export function ArticleReportsPanel() {
  const headingId = useId();
  const [status, setStatus] = useState<ArticleReportStatus>('OPEN');
  const [page, setPage] = useState(0);
  const [hiding, setHiding] = useState<ArticleReport | null>(null);
  // The dialog keeps naming the article while it fades out.
  const lastHiding = useRef<ArticleReport | null>(null);
  if (hiding) lastHiding.current = hiding;
  const list = useArticleReports(status, page);
  const act = useArticleReportAction();
  const busyOf = (report: ArticleReport) =>
    act.isPending && act.variables?.reportId === report.id ? act.variables.action : null;

  const run = (report: ArticleReport, action: ArticleReportAction, onSettled?: () => void) =>
    act.mutate(
      { reportId: report.id, action },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: DONE[action] }),
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
        onSettled,
      },
    );

  const body = () => {
    if (list.isPending) return <ReportsSkeleton />;
    if (list.isError && isApiError(list.error) && list.error.statusCode === 403) {
      return (
        <EmptyState title="Not for this account" order={3}>
          Only the school account and its admins review reported news.
        </EmptyState>
      );
    }
    if (list.isError) {
      return <FetchError error={list.error} fallback={LOAD_FAILED} onRetry={() => void list.refetch()} />;
    }
    const { content, totalElements, totalPages } = list.data;
    if (content.length === 0) {
      return (
        <EmptyState title={EMPTY[status].title} order={3}>
          {EMPTY[status].text}
        </EmptyState>
      );
    }
    return (
      <Stack gap="sm">
        {content.map((report) => (
          <ReportCard
            key={report.id}
            report={report}
            busy={busyOf(report)}
            onDismiss={() => run(report, 'DISMISS')}
            onHide={() => setHiding(report)}
          />
        ))}
        <Pager
          total={totalElements}
          totalPages={totalPages}
          page={page}
          onChange={setPage}
          noun="report"
          of="reported news"
        />
      </Stack>
    );
  };

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} id={headingId} fz={{ base: 22, sm: 26 }}>
          Reported news
        </Title>
        <Text c="dimmed" size="sm">
          News articles people in your school reported. Dismiss keeps the article; “Hide from our school” hides it for
          everyone in the school. Each report is decided once.
        </Text>
      </Stack>
      <SegmentedControl
        aria-label="Reported news status"
        value={status}
        onChange={(value) => {
          setPage(0);
          setStatus(REPORT_STATUSES.find((entry) => entry === value) ?? 'OPEN');
        }}
        data={REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value].label }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {body()}
      <ConfirmDialog
        opened={hiding !== null}
        title="Hide this article from your school?"
        confirmLabel="Hide from our school"
        color="red"
        loading={act.isPending}
        onClose={() => setHiding(null)}
        onConfirm={() => {
          if (hiding) run(hiding, 'UPHOLD', () => setHiding(null));
        }}
      >
        “{lastHiding.current?.article.title}” will be hidden for everyone in the school: it will no longer appear in
        their news. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}

export default ArticleReportsPanel;
