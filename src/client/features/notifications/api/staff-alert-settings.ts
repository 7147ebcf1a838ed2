import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffAlertSettings } from '#shared/schemas/staff-alerts';
import { api } from '#client/lib/api-client';
import { alertSettingsKeys } from '#client/lib/console-query-keys';

/** GET /api/admin/alert-settings: the signed-in console account's choice of alerts. */
export function useStaffAlertSettings() {
  return useQuery({
    queryKey: alertSettingsKeys.all,
    queryFn: ({ signal }) => api<StaffAlertSettings>('/admin/alert-settings', { signal }),
  });
}

/** PUT /api/admin/alert-settings */
export function useSaveStaffAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StaffAlertSettings) =>
      api<StaffAlertSettings>('/admin/alert-settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(alertSettingsKeys.all, saved),
  });
}
