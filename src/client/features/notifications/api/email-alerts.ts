import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailAlerts } from '#shared/schemas/notification';
import { api } from '#client/lib/api-client';
import { notificationKeys } from '#client/lib/query-keys';

/** GET /api/user/email-alerts */
export function useEmailAlerts() {
  return useQuery({
    queryKey: notificationKeys.emailAlerts(),
    queryFn: ({ signal }) => api<EmailAlerts>('/user/email-alerts', { signal }),
  });
}

/** PUT /api/user/email-alerts */
export function useSetEmailAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailAlerts) => api<EmailAlerts>('/user/email-alerts', { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.emailAlerts(), data),
  });
}
