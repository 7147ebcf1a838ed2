import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemHistoryEntry } from '#shared/schemas/activity-log';
import { api } from '#client/lib/api-client';
import { consoleItemKeys } from '#client/lib/console-query-keys';

/** GET /api/found-reports/details/{_id}/history: what happened to the item, oldest first (admin). */
export const getItemHistory = (id: string) =>
  api<ItemHistoryEntry[]>(`/found-reports/details/${encodeURIComponent(id)}/history`);

export const itemHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: consoleItemKeys.history(id), queryFn: () => getItemHistory(id) });

export const useItemHistory = (id: string) => useQuery(itemHistoryQueryOptions(id));
