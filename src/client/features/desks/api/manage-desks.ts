import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDesk, Desk, DeskInput } from '#shared/schemas/desk';
import { api } from '#client/lib/api-client';
import { deskKeys } from '#client/lib/desk-keys';

/** GET /api/desks/managed: every desk with how many items it holds. */
export function useManagedDesks() {
  return useQuery({
    queryKey: deskKeys.managed(),
    queryFn: ({ signal }) => api<AdminDesk[]>('/desks/managed', { signal }),
  });
}

/** POST /api/desks, or PUT /api/desks/{id} for a desk that exists. */
export function useSaveDesk(deskId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (desk: DeskInput) =>
      deskId
        ? api<Desk>(`/desks/${deskId}`, { method: 'PUT', body: desk })
        : api<Desk>('/desks', { method: 'POST', body: desk }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

/** DELETE /api/desks/{id}: only a desk that never held an item. */
export function useRemoveDesk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deskId: string) => api<{ success: boolean }>(`/desks/${deskId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}
