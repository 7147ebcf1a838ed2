import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FoundReport } from '../../../../shared/schemas/found-report';
import { apiRequest, type ApiResponse } from '@/lib/api-client';

const PAGE_SIZE = 25;

/** GET /api/found-reports/resolved: items handed over to their receivers (admin). */
export const getResolvedFoundReports = (page: string) => apiRequest<FoundReport[]>(page);

export const resolvedFoundReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['found-reports', 'resolved'] as const,
    queryFn: ({ pageParam }) => getResolvedFoundReports(pageParam),
    initialPageParam: `/found-reports/resolved?limit=${PAGE_SIZE}`,
    getNextPageParam: (last: ApiResponse<FoundReport[]>) => last.next ?? undefined,
  });

export const useResolvedFoundReports = () => useInfiniteQuery(resolvedFoundReportsQueryOptions());
