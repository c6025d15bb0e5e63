/**
 * The bell's number: the member's unread notifications, asked for once a minute while the tab is visible (TanStack
 * Query pauses the interval in a hidden tab) and when the window regains focus. No websockets.
 */
import { NOTIFICATION_PATHS, NOTIFICATION_POLL_MS, unreadCountSchema } from '@noticeboard/shared/schemas/notification';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

export const NOTIFICATION_KEY = ['notifications'] as const;
export const unreadKey = (viewer: string) => [...NOTIFICATION_KEY, 'unread', viewer] as const;

export function useUnreadCount(viewer: string) {
  return useQuery({
    queryKey: unreadKey(viewer),
    queryFn: () => get(NOTIFICATION_PATHS.unreadCount, unreadCountSchema),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: NOTIFICATION_POLL_MS / 2,
  });
}
