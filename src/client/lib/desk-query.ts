import { queryOptions } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '#shared/constants/limits';
import type { Desk } from '#shared/schemas/desk';
import { api } from './api-client';
import { deskKeys } from './desk-keys';

/**
 * GET /api/desks: every desk, where it is and when it is open (decision 0054).
 * A module of its own so a member's first screens can name a desk without the
 * hours and filters the rest of the desk helpers carry.
 */
export const desksQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.list(),
    queryFn: ({ signal }) => api<Desk[]>('/desks', { signal }),
    staleTime: QUERY_STALE_MS,
  });
