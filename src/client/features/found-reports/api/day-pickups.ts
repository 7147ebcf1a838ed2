import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayPickup } from '#shared/schemas/pickup';
import { api } from '#client/lib/api-client';
import { pickupKeys } from '#client/lib/query-keys';

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
