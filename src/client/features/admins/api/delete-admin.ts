import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { adminKeys } from '#client/lib/console-query-keys';

/** DELETE /api/admins/{email}; 409 with the reason when the server refuses (yourself, the last admin). */
export const deleteAdmin = (email: string) =>
  api<void>(`/admins/${encodeURIComponent(email)}`, { method: 'DELETE' });

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
