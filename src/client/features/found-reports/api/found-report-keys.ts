/**
 * Query keys of the members' found-report lists. Every key starts with
 * 'found-reports' so that one invalidation after a claim refreshes the
 * recovered items and any open search (whose key starts the same) alike.
 */
export interface FoundDateRange {
  from?: string | undefined;
  to?: string | undefined;
}

export const memberFoundReportKeys = {
  all: ['found-reports'] as const,
  storedForUsers: (range: FoundDateRange) =>
    ['found-reports', 'stored-for-users', { from: range.from ?? null, to: range.to ?? null }] as const,
};

/** `path?from=&to=&…` with empty values left out. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The server's `Link: <…>; rel="next"` may be absolute; the API client wants
 * the path under this origin.
 */
export function toApiPath(link: string): string {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}
