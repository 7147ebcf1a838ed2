import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminLoginSchema, type SessionResponse } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client';
import { isSessionQuery } from '#client/lib/forget-session';
import { sessionKeys } from '#client/lib/query-keys';

export { adminLoginSchema };
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

/** POST /api/auth/admin/login; a 401 is a wrong email or password, not an ended session. */
export const adminLogin = (input: AdminLoginInput) =>
  api<SessionResponse>('/auth/admin/login', { method: 'POST', body: input, handleAuthErrors: false });

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (data) => {
      // Anything cached belonged to whoever used this browser before.
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
      queryClient.setQueryData(sessionKeys.current(), { user: data.user });
    },
  });
}
