import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FoundReportCard } from '#shared/schemas/found-report';
import type { LostReportMatches } from '#shared/schemas/notification';
import { api } from '#client/lib/api-client';
import { useLiveState } from '#client/lib/live-events';
import { foundReportKeys, myItemsKeys } from '#client/lib/query-keys';

/** While the live stream is down, how often a report matching has not looked at yet is asked after. */
const UNCHECKED_POLL_MS = 3000;

/**
 * GET /api/lost-reports/mine/possible-matches. The live stream says when
 * matching has looked at a new report; without it, such a report is asked
 * after every few seconds until it has.
 */
export function usePossibleMatches() {
  const live = useLiveState() === 'live';
  return useQuery({
    queryKey: foundReportKeys.possibleMatches(),
    queryFn: ({ signal }) => api<LostReportMatches[]>('/lost-reports/mine/possible-matches', { signal }),
    refetchInterval: (query) =>
      !live && query.state.data?.some((report) => !report.checked) ? UNCHECKED_POLL_MS : false,
  });
}

/** 'This is mine': a claim on the item, through the match. */
export function useConfirmMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, message }: { matchId: string; message?: string | undefined }) =>
      api<{ success: boolean }>(`/lost-reports/mine/possible-matches/${encodeURIComponent(matchId)}/claim`, {
        method: 'POST',
        body: { message: message || undefined },
      }),
    // A claim changes every found-report view, the possible matches among them, and the member's own claims.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: myItemsKeys.claims() }),
      ]),
  });
}

/** 'Not mine': the match goes away, for good once it can no longer be undone. */
export function useDismissMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) =>
      api<{ success: boolean }>(
        `/lost-reports/mine/possible-matches/${encodeURIComponent(matchId)}/dismiss`,
        {
          method: 'POST',
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: foundReportKeys.possibleMatches() }),
  });
}

/** Undoes 'Not mine' while it may be: the match is shown again. */
export function useRestoreMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) =>
      api<{ success: boolean }>(
        `/lost-reports/mine/possible-matches/${encodeURIComponent(matchId)}/restore`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: foundReportKeys.possibleMatches() }),
  });
}

/** GET /api/found-reports/stored-for-users/{reportId}: the item an alert links to. */
export function useStoredItem(reportId: string) {
  return useQuery({
    queryKey: foundReportKeys.item(reportId),
    queryFn: ({ signal }) =>
      api<FoundReportCard>(`/found-reports/stored-for-users/${encodeURIComponent(reportId)}`, { signal }),
  });
}
