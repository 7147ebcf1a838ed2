import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FoundReport } from '../../../../shared/schemas/found-report';
import { apiRequest, type ApiResponse } from '@/lib/api-client';

const PAGE_SIZE = 25;

/** GET /api/found-reports/reported: found reports waiting for security to store them (admin). */
export const getReportedFoundReports = (page: string) => apiRequest<FoundReport[]>(page);

export const reportedFoundReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['found-reports', 'reported'] as const,
    queryFn: ({ pageParam }) => getReportedFoundReports(pageParam),
    initialPageParam: `/found-reports/reported?limit=${PAGE_SIZE}`,
    getNextPageParam: (last: ApiResponse<FoundReport[]>) => last.next ?? undefined,
  });

export const useReportedFoundReports = () => useInfiniteQuery(reportedFoundReportsQueryOptions());
