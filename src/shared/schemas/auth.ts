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

export type { SessionResponse, SessionUser, UploadResult } from './auth-responses';
export type { ApiErrorBody } from './api-responses';
