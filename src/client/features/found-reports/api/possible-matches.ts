import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FoundReportCard } from '#shared/schemas/found-report';
import type { LostReportMatches } from '#shared/schemas/notification';
import { api } from '#client/lib/api-client';
import { foundReportKeys } from '#client/lib/query-keys';

/** GET /api/lost-reports/mine/possible-matches */
export function usePossibleMatches() {
  return useQuery({
    queryKey: foundReportKeys.possibleMatches(),
    queryFn: ({ signal }) => api<LostReportMatches[]>('/lost-reports/mine/possible-matches', { signal }),
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
    // A claim changes every found-report view, the possible matches among them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
  });
}

/** 'Not mine': the match goes away for good. */
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

/** GET /api/found-reports/stored-for-users/{reportId}: the item an alert links to. */
export function useStoredItem(reportId: string) {
  return useQuery({
    queryKey: foundReportKeys.item(reportId),
    queryFn: ({ signal }) =>
      api<FoundReportCard>(`/found-reports/stored-for-users/${encodeURIComponent(reportId)}`, { signal }),
  });
}
