import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LostReportData } from '#client/features/lost-reports/api/create-lost-report';
import { api } from '#client/lib/api-client';
import { foundReportKeys, myItemsKeys } from '#client/lib/query-keys';

/** PUT /api/lost-reports/{reportId}: its member rewrites an open report (409 once closed). */
export const editLostReport = ({ reportId, report }: { reportId: string; report: LostReportData }) =>
  api<{ success: true; changed: string[] }>(`/lost-reports/${encodeURIComponent(reportId)}`, {
    method: 'PUT',
    body: report,
  });

/** An edited report is matched again: "My items" and its possible matches refresh. */
export function useEditLostReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editLostReport,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myItemsKeys.all }),
        queryClient.invalidateQueries({ queryKey: foundReportKeys.possibleMatches() }),
      ]),
  });
}
