import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '#shared/schemas/auth';
import { api } from './api-client';
import { sessionKeys } from './session-keys';

export const getSession = () => api<SessionResponse>('/auth/session', { handleAuthErrors: false });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: getSession,
    staleTime: 60 * 1000,
    retry: 1,
  });

/**
 * Sessions a prerendered first screen was drawn with, put in the cache while the app takes the
 * screen over: what they say is not yet the server's answer, so no decision may rest on them.
 */
const drawnSessions = new WeakSet<SessionResponse>();

export function markSessionAsDrawn(session: SessionResponse): SessionResponse {
  drawnSessions.add(session);
  return session;
}

/** Who is signed in; `isLoading` is the spec's auth loading flag. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return {
    person: query.data?.user ?? null,
    /** The session is the one a prerendered screen was drawn with, not yet the server's. */
    isAsDrawn: query.data !== undefined && drawnSessions.has(query.data),
    signedOut: query.data?.signedOut ?? null,
    isLoading: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}
