import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UnansweredThread, UnansweredThreadCount } from '#shared/schemas/claim-conversation';
import { api } from '#client/lib/api-client';
import { useLiveState } from '#client/lib/live-events';
import { claimConversationKeys } from '#client/lib/query-keys';

/** How often the inbox and its count are asked again while the live stream is down. */
const INBOX_POLL_MS = 30 * 1000;

const deskQuery = (deskId: string | null) => (deskId ? `desk=${encodeURIComponent(deskId)}` : '');

/**
 * GET /api/claim-conversations/unanswered: the threads the office owes an answer,
 * newest first (decision 0075). A claimant's message reaches every console page
 * through the live stream; while it is down the list is asked again now and then.
 */
export function useUnansweredThreads(deskId: string | null) {
  const live = useLiveState() === 'live';
  return useQuery({
    queryKey: [...claimConversationKeys.unanswered(), 'list', deskId] as const,
    queryFn: ({ signal }) =>
      api<UnansweredThread[]>(`/claim-conversations/unanswered?limit=200&${deskQuery(deskId)}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : INBOX_POLL_MS,
  });
}

/** GET /api/claim-conversations/unanswered/count: the number beside the inbox's link, live like the list. */
export function useUnansweredThreadCount() {
  const live = useLiveState() === 'live';
  return useQuery({
    queryKey: [...claimConversationKeys.unanswered(), 'count'] as const,
    queryFn: ({ signal }) => api<UnansweredThreadCount>('/claim-conversations/unanswered/count', { signal }),
    select: (data) => data.count,
    refetchInterval: live ? false : INBOX_POLL_MS,
  });
}
