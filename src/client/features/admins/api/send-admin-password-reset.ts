import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';

/** POST /api/admins/{email}/password-reset: mails that admin a single-use reset link. */
export const sendAdminPasswordReset = (email: string) =>
  api<{ message: string }>(`/admins/${encodeURIComponent(email)}/password-reset`, { method: 'POST' });

export function useSendAdminPasswordReset() {
  return useMutation({ mutationFn: sendAdminPasswordReset });
}
