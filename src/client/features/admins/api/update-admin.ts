import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAdminSchema, type Admin, type UpdateAdminPayload } from '#shared/schemas/admin';
import { api } from '#client/lib/api-client';
import { adminQueryOptions } from './get-admin';
import { adminKeys } from '#client/lib/console-query-keys';

export { updateAdminSchema };
export type { UpdateAdminPayload };

/** PUT /api/admins/{email}: an admin edits their own profile. */
export const updateAdmin = (email: string, payload: UpdateAdminPayload) =>
  api<Admin>(`/admins/${encodeURIComponent(email)}`, { method: 'PUT', body: payload });

export function useUpdateAdmin(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateAdminPayload) => updateAdmin(email, payload),
    onSuccess: (admin) => {
      queryClient.setQueryData(adminQueryOptions(email).queryKey, admin);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
