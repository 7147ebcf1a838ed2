import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimChanged, RejectClaimPayload } from '../../../../shared/schemas/claim';
import { api } from '@/lib/api-client';
import { dashboardKeys, foundReportKeys } from '@/lib/query-keys';

export type ClaimDecision = { claimId: string } & (
  { decision: 'approve' } | ({ decision: 'reject' } & RejectClaimPayload)
);

/** PATCH /api/claims/{claimId}/approve or …/reject (admin); 409 when the claim is no longer pending. */
export function decideClaim(input: ClaimDecision) {
  const path = `/claims/${encodeURIComponent(input.claimId)}/${input.decision}`;
  return api<ClaimChanged>(path, {
    method: 'PATCH',
    body: input.decision === 'reject' ? { reason: input.reason } : {},
  });
}

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideClaim,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
