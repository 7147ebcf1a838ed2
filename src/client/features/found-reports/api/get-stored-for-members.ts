import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '#shared/constants/limits';
import type { FoundReportCard } from '#shared/schemas/found-report';
import { apiRequest, toApiPath, withQuery, type ApiResponse } from '#client/lib/api-client';
import { foundReportKeys, type RecoveredFilters } from '#client/lib/query-keys';

/** One page of GET /api/found-reports/stored-for-users: stored items not yet handed over, as filtered. */
export function getStoredForMembers(
  page: string | null,
  filters: RecoveredFilters,
  signal?: AbortSignal,
): Promise<ApiResponse<FoundReportCard[]>> {
  const { from, to, category, color, place } = filters;
  const path = page
    ? toApiPath(page)
    : withQuery('/found-reports/stored-for-users', { from, to, category, color, place });
  return apiRequest<FoundReportCard[]>(path, { signal });
}

export const storedForMembersQueryOptions = (filters: RecoveredFilters) =>
  infiniteQueryOptions({
    queryKey: foundReportKeys.storedForMembers(filters),
    queryFn: ({ pageParam, signal }) => getStoredForMembers(pageParam, filters, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // Spec §7: stored items stay fresh 5 minutes (one retry comes from the client defaults).
    staleTime: QUERY_STALE_MS,
    // Opening the page asks again even within those 5 minutes, so an item stored
    // meanwhile shows at once; the cached page is shown while it is asked (the
    // server answers from memory kept honest by change notices: decision 0007).
    refetchOnMount: 'always',
  });

export function useStoredForMembers(filters: RecoveredFilters, options: { enabled: boolean }) {
  return useInfiniteQuery({ ...storedForMembersQueryOptions(filters), enabled: options.enabled });
}
