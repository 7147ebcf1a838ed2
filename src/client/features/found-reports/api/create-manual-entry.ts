import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManualEntryPayload } from '#shared/schemas/found-report';
import { api } from '#client/lib/api-client';
import { dashboardKeys } from '#client/lib/console-query-keys';
import { foundReportKeys } from '#client/lib/query-keys';

export type ManualEntryResult =
  { success: true; message: string; reportId: string } | { success: false; message?: string };

/** POST /api/found-reports/manual-entry: an item handed straight to security, stored at once (admin). */
export const createManualEntry = (payload: ManualEntryPayload) =>
  api<ManualEntryResult>('/found-reports/manual-entry', { method: 'POST', body: payload });

export function useCreateManualEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualEntry,
    onSuccess: (result) => {
      if (!result.success) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
