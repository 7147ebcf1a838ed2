import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyLostReport } from '../../../../shared/schemas/my-items';
import { api } from '@/lib/api-client';
import { myItemsKeys } from '@/lib/query-keys';

/** GET /api/lost-reports/mine: the member's own lost reports, newest first. */
export const getMyLostReports = () => api<MyLostReport[]>('/lost-reports/mine');

export const myLostReportsQueryOptions = () =>
  queryOptions({ queryKey: myItemsKeys.lostReports(), queryFn: getMyLostReports });

export const useMyLostReports = () => useQuery(myLostReportsQueryOptions());
