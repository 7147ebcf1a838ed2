import type { QueryClient } from '@tanstack/react-query';
import type { SignedOutReason } from '#shared/constants/signed-out';
import { sessionKeys } from './session-keys';

export const isSessionQuery = (key: readonly unknown[]) => key[0] === sessionKeys.all[0];

/**
 * After sign-out or account deletion: the session becomes "nobody" and nothing
 * of the previous person stays cached. The session query is updated, never
 * removed, so screens already watching it see the change instead of a query
 * that no longer exists (which left the home page waiting forever). A session
 * that ended by itself keeps its reason, for the admin guard to tell.
 */
export function forgetSession(queryClient: QueryClient, signedOut: SignedOutReason | null = null) {
  queryClient.setQueryData(sessionKeys.current(), signedOut ? { user: null, signedOut } : { user: null });
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
}
