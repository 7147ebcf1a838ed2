import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FoundReport } from '../../../../shared/schemas/found-report';
import { apiRequest, type ApiResponse } from '@/lib/api-client';

const PAGE_SIZE = 25;

/** GET /api/found-reports/stored: every stored item, claimed or not, not yet handed over (admin). */
export const getStoredFoundReports = (page: string) => apiRequest<FoundReport[]>(page);

export const storedFoundReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['found-reports', 'stored'] as const,
    queryFn: ({ pageParam }) => getStoredFoundReports(pageParam),
    initialPageParam: `/found-reports/stored?limit=${PAGE_SIZE}`,
    getNextPageParam: (last: ApiResponse<FoundReport[]>) => last.next ?? undefined,
  });

export const useStoredFoundReports = () => useInfiniteQuery(storedFoundReportsQueryOptions());
