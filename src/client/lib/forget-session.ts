import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from './query-keys';

export const isSessionQuery = (key: readonly unknown[]) => key[0] === sessionKeys.all[0];

/**
 * After sign-out or account deletion: the session becomes "nobody" and nothing
 * of the previous person stays cached. The session query is updated, never
 * removed, so screens already watching it see the change instead of a query
 * that no longer exists (which left the home page waiting forever).
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionKeys.current(), { user: null });
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
}
