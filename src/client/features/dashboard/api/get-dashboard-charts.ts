import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCharts } from '#shared/schemas/dashboard-charts';
import { api } from '#client/lib/api-client';
import { dashboardKeys } from '#client/lib/console-query-keys';

/** GET /api/admin/dashboard/charts: the last weeks' found and returned items, and what follows from them. */
export const getDashboardCharts = () => api<DashboardCharts>('/admin/dashboard/charts');

export const dashboardChartsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.charts(), queryFn: getDashboardCharts });

export const useDashboardCharts = () => useQuery(dashboardChartsQueryOptions());
