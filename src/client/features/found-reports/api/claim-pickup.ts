import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimPickup } from '#shared/schemas/pickup';
import { api } from '#client/lib/api-client';
import { pickupKeys } from '#client/lib/pickup-keys';

const pickupPath = (claimId: string) => `/claims/${encodeURIComponent(claimId)}/pickup`;

/** GET /api/claims/{claimId}/pickup: the holding desk, its slots with the places left, and the booking. */
export const claimPickupQueryOptions = (claimId: string) =>
  queryOptions({
    queryKey: pickupKeys.claim(claimId),
    queryFn: ({ signal }) => api<ClaimPickup>(pickupPath(claimId), { signal }),
  });

export const useClaimPickup = (claimId: string) => useQuery(claimPickupQueryOptions(claimId));

/**
 * PUT books one of the offered slots or moves the booking there (409 SLOT_FULL
 * once taken); DELETE cancels it. Either way, success or not, the places left
 * have changed under the member: the slots are read again.
 */
export function useChangePickup(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (startsAt: string | null): Promise<void> => {
      if (startsAt === null) await api(pickupPath(claimId), { method: 'DELETE' });
      else await api(pickupPath(claimId), { method: 'PUT', body: { startsAt } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickupKeys.all }),
  });
}
