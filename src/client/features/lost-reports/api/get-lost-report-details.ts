import { useQuery } from '@tanstack/react-query';
import type { LostReportDetails } from '#shared/schemas/lost-report-responses';
import { api } from '#client/lib/api-client';
import { lostReportDetailsKey } from '#client/lib/console-query-keys';

/** GET /api/lost-reports/details/{reportId}: one lost report in any state, with its reporter (staff). */
export const useLostReportDetails = (reportId: string) =>
  useQuery({
    queryKey: lostReportDetailsKey(reportId),
    queryFn: ({ signal }) =>
      api<LostReportDetails>(`/lost-reports/details/${encodeURIComponent(reportId)}`, { signal }),
  });
