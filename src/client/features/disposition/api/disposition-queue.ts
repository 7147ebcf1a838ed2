import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DispositionCount } from '#shared/schemas/disposition';
import { api } from '#client/lib/api-client';
import { consoleItemKeys } from '#client/lib/console-query-keys';

/** GET /api/disposition-queue/count: how many items wait, beside the queue's link. */
export const dispositionCountQueryOptions = () =>
  queryOptions({
    queryKey: consoleItemKeys.dispositionCount(),
    queryFn: () => api<DispositionCount>('/disposition-queue/count'),
  });

/** Only an admin disposes of items: desk staff are not asked (`enabled`). */
export const useDispositionCount = (enabled = true) =>
  useQuery({ ...dispositionCountQueryOptions(), enabled });
