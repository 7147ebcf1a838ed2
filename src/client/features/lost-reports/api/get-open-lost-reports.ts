import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LostReport } from '../../../../shared/schemas/lost-report';
import { apiRequest, type ApiResponse } from '@/lib/api-client';

const PAGE_SIZE = 25;

/** GET /api/lost-reports/open: lost reports not yet closed (admin). */
export const getOpenLostReports = (page: string) => apiRequest<LostReport[]>(page);

export const openLostReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['lost-reports', 'open'] as const,
    queryFn: ({ pageParam }) => getOpenLostReports(pageParam),
    initialPageParam: `/lost-reports/open?limit=${PAGE_SIZE}`,
    getNextPageParam: (last: ApiResponse<LostReport[]>) => last.next ?? undefined,
  });

export const useOpenLostReports = () => useInfiniteQuery(openLostReportsQueryOptions());
