import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDispositionPayload, DispositionPayload } from '#shared/schemas/disposition';
import { api } from '#client/lib/api-client';
import { dashboardKeys } from '#client/lib/console-query-keys';
import { foundReportKeys } from '#client/lib/query-keys';

/** PATCH /api/found-reports/{reportId}/disposition: what became of an item held past the period (admin). */
export const disposeItem = ({ reportId, ...payload }: DispositionPayload & { reportId: string }) =>
  api<{ success: true; _id: string }>(`/found-reports/${encodeURIComponent(reportId)}/disposition`, {
    method: 'PATCH',
    body: payload,
  });

export function useDisposeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disposeItem,
    // It leaves storage: every list, the queue, its count and the dashboard change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}

/** POST /api/disposition-queue/outcome: one outcome and note for several items, all or none (admin). */
export const disposeItems = (payload: BulkDispositionPayload) =>
  api<{ success: true; count: number; reportIds: string[] }>('/disposition-queue/outcome', {
    method: 'POST',
    body: payload,
  });

export function useDisposeItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disposeItems,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
