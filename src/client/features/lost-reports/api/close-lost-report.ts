import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LostReportCloseReason } from '#shared/schemas/my-items';
import { api } from '#client/lib/api-client';
import { foundReportKeys, myItemsKeys } from '#client/lib/query-keys';

/** PATCH /api/lost-reports/{reportId}/close: 'I got it back' or 'No longer needed' (409 once closed). */
export const closeLostReport = ({ reportId, reason }: { reportId: string; reason: LostReportCloseReason }) =>
  api<{ success: true }>(`/lost-reports/${encodeURIComponent(reportId)}/close`, {
    method: 'PATCH',
    body: { reason },
  });

/** A closed, reopened or edited report changes "My items" and which reports wait for possible matches. */
export function useRefreshLostReports() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myItemsKeys.all }),
      queryClient.invalidateQueries({ queryKey: foundReportKeys.possibleMatches() }),
    ]);
}

export function useCloseLostReport() {
  const refresh = useRefreshLostReports();
  return useMutation({ mutationFn: closeLostReport, onSettled: refresh });
}

/** PATCH /api/lost-reports/{reportId}/reopen: undoes a close for a while after it (409 once too late). */
export const reopenLostReport = (reportId: string) =>
  api<{ success: true }>(`/lost-reports/${encodeURIComponent(reportId)}/reopen`, {
    method: 'PATCH',
    body: {},
  });

export function useReopenLostReport() {
  const refresh = useRefreshLostReports();
  return useMutation({ mutationFn: reopenLostReport, onSettled: refresh });
}
