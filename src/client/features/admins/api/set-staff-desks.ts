import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Admin, StaffDesksPayload } from '#shared/schemas/admin';
import { api } from '#client/lib/api-client';
import { adminKeys, dashboardKeys } from '#client/lib/console-query-keys';

/** PUT /api/admins/{email}/desks: the desks a desk staff member works at from now on (decision 0074). */
export const setStaffDesks = ({ email, deskIds }: { email: string } & StaffDesksPayload) =>
  api<Admin>(`/admins/${encodeURIComponent(email)}/desks`, { method: 'PUT', body: { deskIds } });

export function useSetStaffDesks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffDesks,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.activityLog() }),
      ]),
  });
}
