import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AppNotification } from '#shared/schemas/notification';
import { apiRequest, api, toApiPath } from '#client/lib/api-client';
import { notificationKeys } from '#client/lib/query-keys';

/** How often the bell asks for news while the page is open. */
const UNREAD_POLL_MS = 30 * 1000;

/** GET /api/notifications, newest first, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    initialPageParam: '/notifications?limit=20',
    queryFn: ({ pageParam, signal }) => apiRequest<AppNotification[]>(pageParam, { signal }),
    getNextPageParam: (last) => (last.next ? toApiPath(last.next) : undefined),
  });
}

/** The bell's count; asked again now and then, and whenever the member comes back to the tab. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => api<{ count: number }>('/notifications/unread-count', { signal }),
    select: (data) => data.count,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    enabled,
  });
}
