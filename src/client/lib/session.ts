import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '#shared/schemas/auth';
import { api } from './api-client';
import { sessionKeys } from './query-keys';

export const getSession = () => api<SessionResponse>('/auth/session', { handleAuthErrors: false });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: getSession,
    staleTime: 60 * 1000,
    retry: 1,
  });

/** Who is signed in; `isLoading` is the spec's auth loading flag. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return {
    user: query.data?.user ?? null,
    signedOut: query.data?.signedOut ?? null,
    isLoading: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}
