import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AppNotification } from '#shared/schemas/notification';
import { apiRequest, api, toApiPath } from '#client/lib/api-client';
import { useLiveState } from '#client/lib/live-events';
import { notificationKeys } from '#client/lib/query-keys';

/** How often the bell asks for news while the live stream is down. */
export const UNREAD_POLL_MS = 30 * 1000;

/** GET /api/notifications, newest first, a page at a time; live, or asked again now and then. */
export function useNotifications() {
  const live = useLiveState() === 'live';
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    initialPageParam: '/notifications?limit=20',
    queryFn: ({ pageParam, signal }) => apiRequest<AppNotification[]>(pageParam, { signal }),
    getNextPageParam: (last) => (last.next ? toApiPath(last.next) : undefined),
    refetchInterval: live ? false : UNREAD_POLL_MS,
  });
}

/**
 * The bell's count. The live stream says when it changes; while the stream is
 * down it is asked again now and then, and whenever the member comes back to the tab.
 */
export function useUnreadCount(enabled = true) {
  const live = useLiveState() === 'live';
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => api<{ count: number }>('/notifications/unread-count', { signal }),
    select: (data) => data.count,
    refetchInterval: live ? false : UNREAD_POLL_MS,
    refetchOnWindowFocus: !live,
    enabled,
  });
}
