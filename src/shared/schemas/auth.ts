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

/** Who is signed in (GET /api/auth/session answers { user: SessionUser | null }). */
export type SessionUser =
  | {
      kind: 'member';
      uid: string;
      email: string;
      displayName: string;
      photoURL: string | null;
      profileComplete: boolean;
    }
  | {
      kind: 'admin';
      uid: string;
      email: string;
      displayName: string;
      photoURL: string | null;
      role: 'admin';
    };

export interface SessionResponse {
  user: SessionUser | null;
}

/** Error answers of every API call. */
export interface ApiErrorBody {
  message: string;
  code?: string;
}

/** POST /api/upload answers this. */
export interface UploadResult {
  success: boolean;
  url: string;
  /** The small card-size variant of the same image. */
  cardUrl?: string;
  width?: number;
  height?: number;
}

/** POST /api/auth/password-reset/check: is a reset link still good, before its form is filled in. */
export const passwordResetCheckSchema = z.object({ token: z.string().trim().min(1).max(200) });

export const resetTokenStateSchema = z.object({
  state: z.enum(['valid', 'used', 'expired', 'unknown']),
  /** What to tell the person when the link is not valid. */
  message: z.string().nullable(),
});
export type ResetTokenStateResponse = z.infer<typeof resetTokenStateSchema>;
