import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { foundReportKeys } from '#client/lib/query-keys';

type TransferAnswer = { success: true; deskId: string };

/** POST /api/found-reports/{reportId}/transfer: a stored item leaves its shelf for another desk (decision 0059). */
export const sendItem = ({ reportId, toDeskId }: { reportId: string; toDeskId: string }) =>
  api<TransferAnswer>(`/found-reports/${encodeURIComponent(reportId)}/transfer`, {
    method: 'POST',
    body: { toDeskId },
  });

/** POST /api/found-reports/{reportId}/receive: staff at the desk it went to take it in, on a shelf if they name one. */
export const receiveItem = ({ reportId, storageLocation }: { reportId: string; storageLocation: string }) =>
  api<TransferAnswer>(`/found-reports/${encodeURIComponent(reportId)}/receive`, {
    method: 'POST',
    body: storageLocation.trim() ? { storageLocation: storageLocation.trim() } : {},
  });

export function useSendItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
  });
}

export function useReceiveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
  });
}
