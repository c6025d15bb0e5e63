/**
 * How a moderation list changes the moment a moderator acts, before the server answers: an approved, declined
 * or deleted post leaves the pending page; an ignored or removed report stays, marked as acted on.
 * Pure functions over the cached page so they can be tested without React.
 */
import type { PostReportAction, PostReportStatus, ReportedPost } from '@noticeboard/shared';

/** The paged list shape of the contract (`pageOf`), loosened to what these updates read. */
export interface CachedPage<T> {
  content: T[];
  totalElements: number;
  [key: string]: unknown;
}

function isPage<T>(value: unknown): value is CachedPage<T> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { content?: unknown }).content) &&
    typeof (value as { totalElements?: unknown }).totalElements === 'number'
  );
}

/** The page without the post `postId` (same object when it is not there, so nothing re-renders). */
export function withoutPost<T extends { id: string }>(data: unknown, postId: string): unknown {
  if (!isPage<T>(data)) return data;
  const content = data.content.filter((post) => post.id !== postId);
  if (content.length === data.content.length) return data;
  return { ...data, content, totalElements: Math.max(0, data.totalElements - 1) };
}

export const REPORT_OUTCOME: Record<PostReportAction, PostReportStatus> = {
  ignore: 'IGNORED',
  remove: 'REMOVED',
};

/**
 * The page with report `reportId` marked as acted on. Removing a post settles every open report on that post,
 * so those reports are marked too.
 */
export function withReportActed(
  data: unknown,
  reportId: string,
  action: PostReportAction,
  actorName: string | null,
): unknown {
  if (!isPage<ReportedPost>(data)) return data;
  const target = data.content.find((report) => report.id === reportId);
  if (!target) return data;
  const status = REPORT_OUTCOME[action];
  const settles = (report: ReportedPost) =>
    report.id === reportId || (action === 'remove' && report.actionAllowed && report.entityId === target.entityId);
  const content = data.content.map((report) =>
    settles(report) ? { ...report, status, actionAllowed: false, actionTakenByUserName: actorName } : report,
  );
  return { ...data, content };
}
