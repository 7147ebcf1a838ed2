import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { consoleItemKeys } from '#client/lib/console-query-keys';

/** PUT /api/found-reports/{reportId}/verification: private identifying details (admin only). */
/** `id` is the item's record id, whose details are read again. */
export const saveVerificationDetails = ({
  reportId,
  details,
}: {
  id: string;
  reportId: string;
  details: string;
}) =>
  api<{ success: true }>(`/found-reports/${encodeURIComponent(reportId)}/verification`, {
    method: 'PUT',
    body: { verificationDetails: details },
  });

export function useSaveVerificationDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVerificationDetails,
    onSuccess: (_result, { id }) => queryClient.invalidateQueries({ queryKey: consoleItemKeys.details(id) }),
  });
}
