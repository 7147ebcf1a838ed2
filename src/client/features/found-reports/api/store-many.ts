import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreManyPayload } from '#shared/schemas/quick-intake';
import { api } from '#client/lib/api-client';
import { dashboardKeys } from '#client/lib/console-query-keys';
import { foundReportKeys } from '#client/lib/query-keys';

/** POST /api/found-reports/store-many: reported items onto one shelf, every one or none (staff). */
export const storeMany = (payload: StoreManyPayload) =>
  api<{ success: true; stored: string[] }>('/found-reports/store-many', { method: 'POST', body: payload });

export function useStoreMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeMany,
    // Refused or not, the lists may have changed (another desk stored one first): show where each item is.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: foundReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
