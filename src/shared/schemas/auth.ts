import { z } from 'zod';
import { passwordField } from './admin';

export {
  SIGNED_OUT_CODES,
  SIGNED_OUT_MESSAGES,
  signedOutReason,
  type SignedOutReason,
} from '../constants/signed-out';
export type { SessionResponse, SessionPerson } from './auth-responses';
export type { ApiErrorBody } from './api-responses';

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
