/** A post history entry's before/after as readable rows: only what changed, with labels and words for codes. */
import { formatDateTime, PENDING_FILTER_LABELS, type PostRequestStatus } from '@noticeboard/shared';

export interface HistoryChange {
  label: string;
  before: string;
  after: string;
}

const LABELS: Record<string, string> = {
  title: 'Title',
  descriptionText: 'Text',
  category: 'Category',
  visibility: 'Who can see it',
  requestStatus: 'Approval',
  featured: 'Featured',
  savedToMagazine: 'In the school magazine',
  reportStatus: 'Report',
  removedAt: 'Removed',
  appealedAt: 'Appealed',
};

const VISIBILITY_WORDS: Record<string, string> = {
  GLOBAL: 'All communities',
  INSTITUTE: 'The school',
  SPECIFIC_GROUP: 'A group in the school',
  SELF: 'The author and moderators only',
};

const REQUEST_WORDS: Record<PostRequestStatus, string> = {
  PENDING: PENDING_FILTER_LABELS.PENDING,
  PUBLISHED: 'Published',
  DECLINED: PENDING_FILTER_LABELS.DECLINED,
  EXPIRED: PENDING_FILTER_LABELS.EXPIRED,
};

const REPORT_WORDS: Record<string, string> = { OPEN: 'Open', IGNORED: 'Ignored', REMOVED: 'Post removed' };

/** Fields shown through another one (the HTML through its text). */
const HIDDEN = new Set(['description']);
const TEXT_PREVIEW_CHARS = 160;

function wordsFor(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value !== 'string') return String(value);
  if (key === 'visibility') return VISIBILITY_WORDS[value] ?? value;
  if (key === 'requestStatus') return REQUEST_WORDS[value as PostRequestStatus] ?? value;
  if (key === 'reportStatus') return REPORT_WORDS[value] ?? value;
  if (key.endsWith('At')) return formatDateTime(value) || value;
  return value.length > TEXT_PREVIEW_CHARS ? `${value.slice(0, TEXT_PREVIEW_CHARS)}…` : value;
}

const labelFor = (key: string) => LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

export function historyChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): HistoryChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !HIDDEN.has(key))
    .filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null))
    .map((key) => ({ label: labelFor(key), before: wordsFor(key, before?.[key]), after: wordsFor(key, after?.[key]) }));
}
