import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimPayload } from '#shared/schemas/found-report';
import { api, ApiError } from '#client/lib/api-client';
import { foundReportKeys, myItemsKeys } from '#client/lib/query-keys';

export interface ClaimFoundReportInput extends ClaimPayload {
  reportId: string;
}

/** PATCH /api/found-reports/{reportId}/claim; a second claim by the same member is a 409. */
export function claimFoundReport({ reportId, message, userId }: ClaimFoundReportInput) {
  return api<{ success: boolean }>(`/found-reports/${encodeURIComponent(reportId)}/claim`, {
    method: 'PATCH',
    body: { message: message || undefined, userId },
  });
}

export function useClaimFoundReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimFoundReport,
    // Spec §4: after a successful claim the stored-items list is refetched (and so is a search).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: myItemsKeys.claims() }),
      ]),
    // A 409 means the list is out of date (claimed meanwhile, or no longer held): show what is true now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: foundReportKeys.all });
      }
    },
  });
}
