import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { passwordField } from '#shared/schemas/admin';
import { messageRef } from '#shared/i18n/message-key';
import { api } from '#client/lib/api-client';
import type { ResetTokenStateResponse } from '#shared/schemas/auth';
import { passwordResetKeys } from '#client/lib/password-reset-keys';

/** The new-password form: the server's password rule, typed twice. */
export const newPasswordFormSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string().min(1, messageRef('staff.confirmRequired')),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messageRef('staff.passwordsDiffer'),
    path: ['confirmPassword'],
  });
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;

/** POST /api/auth/password-reset/confirm; a used or expired token answers 400 with its reason. */
export const confirmPasswordReset = (input: { token: string; password: string }) =>
  api<{ message: string }>('/auth/password-reset/confirm', {
    method: 'POST',
    body: input,
    handleAuthErrors: false,
  });

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}

/** POST /api/auth/password-reset/check: whether a reset link can still be used, before its form is filled in. */
export const checkPasswordReset = (token: string) =>
  api<ResetTokenStateResponse>('/auth/password-reset/check', {
    method: 'POST',
    body: { token },
    handleAuthErrors: false,
  });

export const passwordResetCheckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: passwordResetKeys.check(token),
    queryFn: () => checkPasswordReset(token),
    staleTime: Infinity,
  });

export const usePasswordResetCheck = (token: string) => useQuery(passwordResetCheckQueryOptions(token));
