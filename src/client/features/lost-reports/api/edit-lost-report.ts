import { useMutation } from '@tanstack/react-query';
import type { LostReportData } from '#client/features/lost-reports/api/create-lost-report';
import { useRefreshLostReports } from '#client/features/lost-reports/api/close-lost-report';
import { api } from '#client/lib/api-client';

/** PUT /api/lost-reports/{reportId}: its member rewrites an open report (409 once closed). */
export const editLostReport = ({ reportId, report }: { reportId: string; report: LostReportData }) =>
  api<{ success: true; changed: string[] }>(`/lost-reports/${encodeURIComponent(reportId)}`, {
    method: 'PUT',
    body: report,
  });

/** An edited report is matched again: "My items" and its possible matches refresh. */
export function useEditLostReport() {
  const refresh = useRefreshLostReports();
  return useMutation({ mutationFn: editLostReport, onSettled: refresh });
}
