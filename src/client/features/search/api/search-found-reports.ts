import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '../../../../shared/constants/limits';
import type { FoundReportCard } from '../../../../shared/schemas/found-report';
import { apiRequest, type ApiResponse } from '../../../lib/api-client';

export interface SearchRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The key starts with 'found-reports' so that a claim, which invalidates every
 * found-report list, refreshes an open search as well.
 */
export const searchKey = (q: string, range: SearchRange) =>
  ['found-reports', 'search', { q, from: range.from ?? null, to: range.to ?? null }] as const;

function firstPagePath(q: string, range: SearchRange): string {
  const params = new URLSearchParams({ q });
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return `/found-reports/search?${params.toString()}`;
}

/** The server's next link may be absolute; the API client wants the path. */
function nextPagePath(link: string): string {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}

/** One page of GET /api/found-reports/search?q=: ranked, typo-tolerant, stored items only. */
export function searchFoundReports(
  page: string | null,
  q: string,
  range: SearchRange,
  signal?: AbortSignal,
): Promise<ApiResponse<FoundReportCard[]>> {
  return apiRequest<FoundReportCard[]>(page ? nextPagePath(page) : firstPagePath(q, range), { signal });
}

export const searchFoundReportsQueryOptions = (q: string, range: SearchRange) =>
  infiniteQueryOptions({
    queryKey: searchKey(q, range),
    queryFn: ({ pageParam, signal }) => searchFoundReports(pageParam, q, range, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // Spec §7: search results stay fresh 5 minutes (one retry comes from the client defaults).
    staleTime: QUERY_STALE_MS,
  });

/** Waits for the session: spec §2 keeps the query off until a user exists. */
export function useSearchFoundReports(q: string, range: SearchRange, options: { enabled: boolean }) {
  return useInfiniteQuery({
    ...searchFoundReportsQueryOptions(q, range),
    enabled: options.enabled && q !== '',
  });
}
