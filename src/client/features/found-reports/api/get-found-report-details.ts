import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FoundReport } from '#shared/schemas/found-report';
import { api } from '#client/lib/api-client';
import { consoleItemKeys } from '#client/lib/console-query-keys';

/** GET /api/found-reports/details/{_id}: the whole item with every claim and claimant (admin). */
export const getFoundReportDetails = (id: string) =>
  api<FoundReport>(`/found-reports/details/${encodeURIComponent(id)}`);

export const foundReportDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: consoleItemKeys.details(id),
    queryFn: () => getFoundReportDetails(id),
  });

export const useFoundReportDetails = (id: string | null) =>
  useQuery({ ...foundReportDetailsQueryOptions(id ?? ''), enabled: id !== null });
