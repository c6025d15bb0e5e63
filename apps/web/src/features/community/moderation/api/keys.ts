/** Query keys of the moderation pages; every one starts with `moderationKey` so one call refreshes them all. */
import type { PendingFilter, PostReportStatus, PostTypeTab } from '@noticeboard/shared';

export const moderationKey = ['community', 'moderation'] as const;

export const moderationKeys = {
  pending: [...moderationKey, 'pending'] as const,
  pendingList: (postType: PostTypeTab, status: PendingFilter, page: number) =>
    [...moderationKey, 'pending', postType, status, page] as const,
  /** Under `pending`: whatever refreshes the queue refreshes its tabs' counts. */
  pendingCounts: [...moderationKey, 'pending', 'counts'] as const,
  mine: [...moderationKey, 'mine'] as const,
  minePage: (page: number) => [...moderationKey, 'mine', page] as const,
  reported: [...moderationKey, 'reported'] as const,
  reportedList: (status: PostReportStatus, page: number) => [...moderationKey, 'reported', status, page] as const,
  reportedCounts: [...moderationKey, 'reported', 'counts'] as const,
  history: (postId: string) => [...moderationKey, 'history', postId] as const,
  setting: (name: string) => [...moderationKey, 'setting', name] as const,
  spamAll: [...moderationKey, 'spam'] as const,
  spam: (list: string, page: number) => [...moderationKey, 'spam', list, page] as const,
  spamDetails: (postId: string) => [...moderationKey, 'spam', 'details', postId] as const,
};

/** Fills `:name` placeholders of a COMMUNITY_PATHS entry, encoding each value. */
export function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(value);
  });
}
