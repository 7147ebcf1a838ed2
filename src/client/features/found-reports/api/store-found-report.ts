import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { dashboardKeys } from '#client/lib/console-query-keys';
import { foundReportKeys } from '#client/lib/query-keys';

/** PATCH /api/found-reports/{reportId}/store: security has the item (admin). 409 when it is not waiting. */
export const storeFoundReport = ({
  reportId,
  storedBy,
  storageLocation,
  deskId,
}: {
  reportId: string;
  storedBy?: string | undefined;
  /** The shelf or bin the item goes on; empty when not yet decided. */
  storageLocation?: string | undefined;
  /** The desk that keeps it; left out, the desk the report names. */
  deskId?: string | undefined;
}) =>
  api<{ success: true }>(`/found-reports/${encodeURIComponent(reportId)}/store`, {
    method: 'PATCH',
    body: { storedBy, storageLocation: storageLocation?.trim() || null, ...(deskId ? { deskId } : {}) },
  });

export function useStoreFoundReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeFoundReport,
    // A 409 means another admin got there first: refresh either way so the lists show where the item is.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
