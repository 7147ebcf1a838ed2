import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayPickup, PickupMarked } from '#shared/schemas/pickup';
import { api } from '#client/lib/api-client';
import { pickupKeys } from '#client/lib/pickup-keys';

/** GET /api/admin/pickups: a day's pickups (the university's day), at every desk or one, by time. */
export const dayPickupsQueryOptions = (date: string, deskId: string | null) =>
  queryOptions({
    queryKey: pickupKeys.day(date, deskId),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ date });
      if (deskId) query.set('desk', deskId);
      return api<DayPickup[]>(`/admin/pickups?${query}`, { signal });
    },
    // Another day's list stays on screen while the next is read, so the page does not jump.
    placeholderData: keepPreviousData,
  });

export const useDayPickups = (date: string, deskId: string | null) =>
  useQuery(dayPickupsQueryOptions(date, deskId));

/**
 * PATCH /api/admin/pickups/{claimId}/arrived or …/missed: staff mark a booked
 * pickup. The day's list is read again either way, as another desk officer may
 * have marked it a moment before.
 */
export function useMarkPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, mark }: { claimId: string; mark: 'arrived' | 'missed' }) =>
      api<PickupMarked>(`/admin/pickups/${encodeURIComponent(claimId)}/${mark}`, {
        method: 'PATCH',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickupKeys.all }),
  });
}
