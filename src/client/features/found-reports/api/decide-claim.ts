import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimChanged, RejectClaimPayload } from '#shared/schemas/claim';
import { api } from '#client/lib/api-client';
import { dashboardKeys } from '#client/lib/console-query-keys';
import { foundReportKeys } from '#client/lib/query-keys';

export type ClaimDecision = { claimId: string } & (
  { decision: 'approve' } | ({ decision: 'reject' | 'withdraw-approval' } & RejectClaimPayload)
);

/**
 * PATCH /api/claims/{claimId}/approve, …/reject or …/withdraw-approval (admin);
 * 409 when the claim is no longer in the state the decision needs.
 */
export function decideClaim(input: ClaimDecision) {
  const path = `/claims/${encodeURIComponent(input.claimId)}/${input.decision}`;
  return api<ClaimChanged>(path, {
    method: 'PATCH',
    body: input.decision === 'approve' ? {} : { reason: input.reason },
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
