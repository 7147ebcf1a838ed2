import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandoverPayload } from '#shared/schemas/found-report';
import { api } from '#client/lib/api-client';
import { dashboardKeys } from '#client/lib/console-query-keys';
import { foundReportKeys } from '#client/lib/query-keys';

/** PATCH /api/found-reports/{reportId}/handover: the item leaves custody (admin). 409 when already handed over. */
export const handoverFoundReport = ({ reportId, payload }: { reportId: string; payload: HandoverPayload }) =>
  api<{ success: true; _id: string }>(`/found-reports/${encodeURIComponent(reportId)}/handover`, {
    method: 'PATCH',
    body: payload,
  });

export function useHandoverFoundReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handoverFoundReport,
    // A 409 means it was already handed over: refresh either way so the lists show where the item is.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
