import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FoundReport } from '../../../../shared/schemas/found-report';
import { apiRequest, type ApiResponse } from '@/lib/api-client';

const PAGE_SIZE = 25;

/** GET /api/found-reports/claimed: stored items with at least one claim (admin). */
export const getClaimedFoundReports = (page: string) => apiRequest<FoundReport[]>(page);

export const claimedFoundReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['found-reports', 'claimed'] as const,
    queryFn: ({ pageParam }) => getClaimedFoundReports(pageParam),
    initialPageParam: `/found-reports/claimed?limit=${PAGE_SIZE}`,
    getNextPageParam: (last: ApiResponse<FoundReport[]>) => last.next ?? undefined,
  });

export const useClaimedFoundReports = () => useInfiniteQuery(claimedFoundReportsQueryOptions());
