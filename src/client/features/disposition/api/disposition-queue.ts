import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DispositionCount, DispositionQueueItem } from '#shared/schemas/disposition';
import { api, apiRequest, toApiPath, type ApiResponse } from '#client/lib/api-client';
import { foundReportKeys } from '#client/lib/query-keys';

const PAGE_SIZE = 25;

/** GET /api/disposition-queue: items held past the holding period, longest held first (admin). */
export const dispositionQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: foundReportKeys.dispositionQueue(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<DispositionQueueItem[]>(
        pageParam ? toApiPath(pageParam) : `/disposition-queue?limit=${PAGE_SIZE}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ApiResponse<DispositionQueueItem[]>) => last.next,
  });

export const useDispositionQueue = () => useInfiniteQuery(dispositionQueueQueryOptions());

/** GET /api/disposition-queue/count: how many items wait, beside the queue's link. */
export const dispositionCountQueryOptions = () =>
  queryOptions({
    queryKey: foundReportKeys.dispositionCount(),
    queryFn: () => api<DispositionCount>('/disposition-queue/count'),
  });

export const useDispositionCount = () => useQuery(dispositionCountQueryOptions());
