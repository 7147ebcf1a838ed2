import { queryOptions } from '@tanstack/react-query';
import type { IdLookup } from '#shared/schemas/id-lookup';
import { asTypedId } from '#shared/schemas/typed-id';
import { api } from '#client/lib/api-client';
import { idLookupKeys } from '#client/lib/console-query-keys';

/** GET /api/id-lookup?q=: what an ID, or part of one, names (staff; decision 0069). */
export const idLookupQueryOptions = (typed: string) => {
  const q = asTypedId(typed);
  return queryOptions({
    queryKey: idLookupKeys.of(q),
    queryFn: ({ signal }) => api<IdLookup>(`/id-lookup?q=${encodeURIComponent(q)}`, { signal }),
    staleTime: 10_000,
  });
};
