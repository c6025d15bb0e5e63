/** Labels and dates the moderation pages share. */
import type { PendingFilter, PostReportStatus, PostRequestStatus } from '@noticeboard/shared';

export { POST_TYPE_LABELS, POST_TYPE_TAB_LABELS } from '../../components/community-format';

/** How a queue state's count is read after a tab's name: "Text (8 waiting)". */
export const PENDING_COUNT_NOUNS: Record<PendingFilter, string> = {
  PENDING: 'waiting',
  DECLINED: 'rejected',
  EXPIRED: 'expired',
};

export const REQUEST_STATUS_LABELS: Record<PostRequestStatus, { label: string; color: string }> = {
  PENDING: { label: 'Waiting for approval', color: 'yellow' },
  PUBLISHED: { label: 'Published', color: 'teal' },
  DECLINED: { label: 'Rejected', color: 'red' },
  EXPIRED: { label: 'Expired', color: 'gray' },
};

export const REPORT_STATUS_LABELS: Record<PostReportStatus, { label: string; color: string }> = {
  OPEN: { label: 'Open', color: 'yellow' },
  IGNORED: { label: 'Ignored', color: 'gray' },
  REMOVED: { label: 'Removed', color: 'red' },
};

/** "1 report", "3 reports". */
export const countText = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
