import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LostReportCloseReason } from '#shared/schemas/my-items';
import { api } from '#client/lib/api-client';
import { myItemsKeys } from '#client/lib/query-keys';

/** PATCH /api/lost-reports/{reportId}/close: 'I got it back' or 'No longer needed' (409 once closed). */
export const closeLostReport = ({ reportId, reason }: { reportId: string; reason: LostReportCloseReason }) =>
  api<{ success: true }>(`/lost-reports/${encodeURIComponent(reportId)}/close`, {
    method: 'PATCH',
    body: { reason },
  });

export function useCloseLostReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeLostReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myItemsKeys.all }),
  });
}
