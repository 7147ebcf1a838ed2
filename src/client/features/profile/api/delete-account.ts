import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';

/** DELETE /api/user/account: the sign-in and personal fields go; filed reports stay, anonymised. */
export const deleteAccount = () => api<void>('/user/account', { method: 'DELETE' });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
