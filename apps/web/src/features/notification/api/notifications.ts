/** The member's notifications: the list (newest first, a page at a time) and marking one or all read. */
import {
  NOTIFICATION_PATHS,
  type Notification,
  type NotificationPage,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from '@noticeboard/shared/schemas/notification';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post, query } from '../../../lib/http';
import { NOTIFICATION_KEY, unreadKey } from './unread-count';

const PAGE_SIZE = 20;
export const listKey = (viewer: string) => [...NOTIFICATION_KEY, 'list', viewer] as const;

export function useNotifications(viewer: string) {
  return useInfiniteQuery({
    queryKey: listKey(viewer),
    queryFn: ({ pageParam }) =>
      get(`${NOTIFICATION_PATHS.list}${query({ page: pageParam, size: PAGE_SIZE })}`, notificationPageSchema),
    initialPageParam: 0,
    getNextPageParam: (last: NotificationPage) => (last.last ? undefined : last.page + 1),
  });
}

type Pages = InfiniteData<NotificationPage, number>;

/** Every loaded item read (all) or the one given. */
function markedIn(data: Pages | undefined, readAt: string, id?: string): Pages | undefined {
  if (!data) return data;
  const mark = (item: Notification) => (item.readAt || (id && item.id !== id) ? item : { ...item, readAt });
  return { ...data, pages: data.pages.map((page) => ({ ...page, content: page.content.map(mark) })) };
}

export function useMarkRead(viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      post(NOTIFICATION_PATHS.read.replace(':notificationId', encodeURIComponent(id)), undefined, notificationSchema),
    onSuccess: (read) => {
      queryClient.setQueryData<Pages>(listKey(viewer), (data) => markedIn(data, read.readAt ?? '', read.id));
      void queryClient.invalidateQueries({ queryKey: unreadKey(viewer) });
    },
  });
}

export function useMarkAllRead(viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post(NOTIFICATION_PATHS.readAll, undefined, unreadCountSchema),
    onSuccess: (count) => {
      queryClient.setQueryData<Pages>(listKey(viewer), (data) => markedIn(data, new Date().toISOString()));
      queryClient.setQueryData(unreadKey(viewer), count);
    },
  });
}
