import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickupPass } from '#shared/schemas/pickup';
import { api } from '#client/lib/api-client';
import { pickupKeys } from '#client/lib/pickup-keys';

/** GET /api/admin/pickups/pass/{claimId}: what a pickup pass opens at the desk. */
export const pickupPassQueryOptions = (claimId: string) =>
  queryOptions({
    queryKey: pickupKeys.pass(claimId),
    queryFn: ({ signal }) =>
      api<PickupPass>(`/admin/pickups/pass/${encodeURIComponent(claimId)}`, { signal }),
    // A pass is read as it is scanned: the claim may have changed a moment ago.
    staleTime: 0,
    retry: false,
  });

export const usePickupPass = (claimId: string) => useQuery(pickupPassQueryOptions(claimId));
