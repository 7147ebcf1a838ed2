import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminSchema, type Admin, type CreateAdminPayload } from '#shared/schemas/admin';
import { api } from '#client/lib/api-client';
import { adminKeys } from '#client/lib/console-query-keys';

export { createAdminSchema };
export type { CreateAdminPayload };

/** POST /api/admins: the sign-in and the admin (or desk staff) record in one step; 409 for a taken email. */
export const createAdmin = (payload: CreateAdminPayload) =>
  api<Admin>('/admins', {
    method: 'POST',
    body: {
      ...payload,
      role: payload.role ?? 'admin',
      deskIds: payload.role === 'staff' ? payload.deskIds : [],
    },
  });

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
