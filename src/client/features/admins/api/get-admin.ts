import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '#shared/constants/limits';
import type { Admin } from '#shared/schemas/admin';
import { api } from '#client/lib/api-client';
import { adminKeys } from '#client/lib/console-query-keys';
import { retryOnce } from './retry';

/** GET /api/admins/{email}: the admin record, or 404 when the email is not an admin's. */
export const getAdmin = (email: string) =>
  api<Admin>(`/admins/${encodeURIComponent(email)}`, { handleAuthErrors: false });

export const adminQueryOptions = (email: string) =>
  queryOptions({
    queryKey: adminKeys.detail(email),
    queryFn: () => getAdmin(email),
    staleTime: QUERY_STALE_MS,
    retry: retryOnce,
  });

export function useAdmin(email: string | null | undefined) {
  return useQuery({ ...adminQueryOptions(email ?? ''), enabled: Boolean(email) });
}
