import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { foundReportKeys } from '#client/lib/query-keys';

/** PATCH /api/found-reports/{reportId}/storage-location: the item moved to another shelf or bin (admin). */
export const setStorageLocation = ({
  reportId,
  storageLocation,
}: {
  reportId: string;
  storageLocation: string;
}) =>
  api<{ success: true; storageLocation: string | null }>(
    `/found-reports/${encodeURIComponent(reportId)}/storage-location`,
    { method: 'PATCH', body: { storageLocation } },
  );

export function useSetStorageLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStorageLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
  });
}
