import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '#shared/constants/limits';
import type { FoundReportCard } from '#shared/schemas/found-report';
import { apiRequest, toApiPath, withQuery, type ApiResponse } from '#client/lib/api-client';
import { foundReportKeys, type FoundDateRange } from '#client/lib/query-keys';

/** One page of GET /api/found-reports/search?q=: ranked, typo-tolerant, stored items only. */
export function searchFoundReports(
  page: string | null,
  q: string,
  range: FoundDateRange,
  signal?: AbortSignal,
): Promise<ApiResponse<FoundReportCard[]>> {
  const path = page
    ? toApiPath(page)
    : withQuery('/found-reports/search', { q, from: range.from, to: range.to });
  return apiRequest<FoundReportCard[]>(path, { signal });
}

/** A found-report key, so that a claim, which refreshes every found-report list, refreshes a search too. */
export const searchFoundReportsQueryOptions = (q: string, range: FoundDateRange) =>
  infiniteQueryOptions({
    queryKey: foundReportKeys.search(q, range),
    queryFn: ({ pageParam, signal }) => searchFoundReports(pageParam, q, range, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // Spec §7: search results stay fresh 5 minutes (one retry comes from the client defaults).
    staleTime: QUERY_STALE_MS,
    // Opening the page asks again even within those 5 minutes, so an item stored
    // meanwhile shows at once; the cached page is shown while it is asked (the
    // server answers from memory kept honest by change notices: decision 0007).
    refetchOnMount: 'always',
  });

/** Waits for the session: spec §2 keeps the query off until a user exists. */
export function useSearchFoundReports(q: string, range: FoundDateRange, options: { enabled: boolean }) {
  return useInfiniteQuery({
    ...searchFoundReportsQueryOptions(q, range),
    enabled: options.enabled && q !== '',
  });
}
