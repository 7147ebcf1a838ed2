import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { passwordResetRequestSchema } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client';

export { passwordResetRequestSchema };
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/request: answers the same whether or not the account exists. */
export const requestPasswordReset = (input: PasswordResetRequestInput) =>
  api<{ message: string }>('/auth/password-reset/request', {
    method: 'POST',
    body: input,
    handleAuthErrors: false,
  });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
