import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyFoundReport } from '#shared/schemas/my-items';
import { api } from '#client/lib/api-client';
import { myItemsKeys } from '#client/lib/query-keys';

/** GET /api/found-reports/mine: what the member reported finding, and where each item is now. */
export const getMyFoundReports = () => api<MyFoundReport[]>('/found-reports/mine');

export const myFoundReportsQueryOptions = () =>
  queryOptions({ queryKey: myItemsKeys.foundReports(), queryFn: getMyFoundReports });

export const useMyFoundReports = () => useQuery(myFoundReportsQueryOptions());
