import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimChanged } from '#shared/schemas/claim';
import { api } from '#client/lib/api-client';
import { foundReportKeys, myItemsKeys } from '#client/lib/query-keys';

/** PATCH /api/claims/{claimId}/withdraw: the member takes back a pending claim (409 once decided). */
export const withdrawClaim = (claimId: string) =>
  api<ClaimChanged>(`/claims/${encodeURIComponent(claimId)}/withdraw`, { method: 'PATCH', body: {} });

export function useWithdrawClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawClaim,
    // Either way (withdrawn, or decided meanwhile) the cards and "My items" should show what is true now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: myItemsKeys.all }),
      ]),
  });
}
