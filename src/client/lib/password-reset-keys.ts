/** Whether a reset link can still be used: asked once per link while its page is open. */
export const passwordResetKeys = {
  all: ['password-reset'] as const,
  check: (token: string) => [...passwordResetKeys.all, 'check', token] as const,
};
