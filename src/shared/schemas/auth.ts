import { z } from 'zod';
import { passwordField } from './admin';

/** POST /api/auth/admin/login */
export const adminLoginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254).toLowerCase(),
  password: z.string().min(1, 'Password is required').max(200),
});

/** POST /api/auth/password-reset/request */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254).toLowerCase(),
});

/** POST /api/auth/password-reset/confirm */
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(10, 'This reset link is not valid').max(200),
  password: passwordField,
});

/** Why an admin's session ended by itself: too long without activity, or past its lifetime. */
export type SignedOutReason = 'idle' | 'lifetime';

/** What the admin is told, by the API's 401 and on the admin login page. */
export const SIGNED_OUT_MESSAGES: Record<SignedOutReason, string> = {
  idle: 'You were signed out after a period without activity. Please sign in again.',
  lifetime: 'You were signed out because your session reached its time limit. Please sign in again.',
};

export const SIGNED_OUT_CODES: Record<SignedOutReason, string> = {
  idle: 'SESSION_IDLE',
  lifetime: 'SESSION_LIFETIME',
};

export function signedOutReason(value: unknown): SignedOutReason | null {
  if (value === 'idle' || value === SIGNED_OUT_CODES.idle) return 'idle';
  if (value === 'lifetime' || value === SIGNED_OUT_CODES.lifetime) return 'lifetime';
  return null;
}

export type { SessionResponse, SessionUser } from './auth-responses';
export type { ApiErrorBody } from './api-responses';
/** POST /api/auth/password-reset/check: is a reset link still good, before its form is filled in. */
export const passwordResetCheckSchema = z.object({ token: z.string().trim().min(1).max(200) });

export const resetTokenStateSchema = z
  .object({
    state: z.enum(['valid', 'used', 'expired', 'unknown']),
    /** What to tell the person when the link is not valid. */
    message: z.string().nullable(),
  })
  .meta({ examples: [{ state: 'valid', message: null }] });
export type ResetTokenStateResponse = z.infer<typeof resetTokenStateSchema>;
