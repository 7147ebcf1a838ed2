import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityLogEntry } from '../../../../shared/schemas/admin';
import { apiRequest, type ApiResponse } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

const PAGE_SIZE = 10;

/** GET /api/admin/dashboard/activity-log: the admins' latest actions, newest first. */
export const getActivityLog = (page: string) => apiRequest<ActivityLogEntry[]>(page);

export const activityLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.activityLog(),
    queryFn: ({ pageParam }) => getActivityLog(pageParam),
    initialPageParam: `/admin/dashboard/activity-log?limit=${PAGE_SIZE}`,
    getNextPageParam: (last: ApiResponse<ActivityLogEntry[]>) => last.next ?? undefined,
  });

export const useActivityLog = () => useInfiniteQuery(activityLogQueryOptions());
