import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyLostReport } from '#shared/schemas/my-items';
import { api } from '#client/lib/api-client';
import { myItemsKeys } from '#client/lib/query-keys';

/** GET /api/lost-reports/mine: the member's own lost reports, newest first. */
export const getMyLostReports = () => api<MyLostReport[]>('/lost-reports/mine');

export const myLostReportsQueryOptions = () =>
  queryOptions({ queryKey: myItemsKeys.lostReports(), queryFn: getMyLostReports });

export const useMyLostReports = () => useQuery(myLostReportsQueryOptions());
