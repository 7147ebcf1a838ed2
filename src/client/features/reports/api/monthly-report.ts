import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyReport } from '#shared/schemas/monthly-report';
import { api, withQuery } from '#client/lib/api-client';
import { reportKeys } from '#client/lib/console-query-keys';

/** A month (YYYY-MM, this month when left out) and a desk (every desk when left out). */
export interface MonthlyReportView {
  month?: string | undefined;
  desk?: string | undefined;
}

const path = (view: MonthlyReportView) =>
  withQuery('/admin/reports/monthly', { month: view.month, desk: view.desk });

/** GET /api/admin/reports/monthly (admin). */
export const monthlyReportQueryOptions = (view: MonthlyReportView) =>
  queryOptions({
    queryKey: reportKeys.monthly(view.month ?? null, view.desk ?? null),
    queryFn: () => api<MonthlyReport>(path(view)),
    // Another month keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useMonthlyReport = (view: MonthlyReportView) => useQuery(monthlyReportQueryOptions(view));

/** The same report as a CSV download. */
export const monthlyReportExportUrl = (view: MonthlyReportView) =>
  `/api${withQuery('/admin/reports/monthly/export', { month: view.month, desk: view.desk })}`;
