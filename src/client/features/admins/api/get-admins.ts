import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '#shared/constants/limits';
import type { Admin } from '#shared/schemas/admin';
import { api } from '#client/lib/api-client';
import { adminKeys } from '#client/lib/console-query-keys';
import { retryOnce } from './retry';

export const getAdmins = () => api<Admin[]>('/admins');

export const adminsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.list(),
    queryFn: getAdmins,
    staleTime: QUERY_STALE_MS,
    retry: retryOnce,
  });

export function useAdmins() {
  return useQuery(adminsQueryOptions());
}
