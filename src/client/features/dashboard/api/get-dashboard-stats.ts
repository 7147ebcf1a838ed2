import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '#shared/schemas/admin';
import { api } from '#client/lib/api-client';
import { dashboardKeys } from '#client/lib/console-query-keys';

/** GET /api/admin/dashboard/stats: the five counts of the dashboard cards. */
export const getDashboardStats = () => api<DashboardStats>('/admin/dashboard/stats');

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.stats(), queryFn: getDashboardStats });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
