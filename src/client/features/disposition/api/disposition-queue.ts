import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DispositionCount } from '#shared/schemas/disposition';
import { api } from '#client/lib/api-client';
import { foundReportKeys } from '#client/lib/query-keys';

/** GET /api/disposition-queue/count: how many items wait, beside the queue's link. */
export const dispositionCountQueryOptions = () =>
  queryOptions({
    queryKey: foundReportKeys.dispositionCount(),
    queryFn: () => api<DispositionCount>('/disposition-queue/count'),
  });

export const useDispositionCount = () => useQuery(dispositionCountQueryOptions());
